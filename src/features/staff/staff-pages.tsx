/**
 * The staff pages (decisions §5): signing in, and the page of a signed-in
 * member with their shop, what staff mode shows and their API tokens. Server
 * components without MUI; the forms are plain HTML forms that post to the API,
 * which answers a browser's form with a 303 back here.
 */
import { PageContainer } from "@/components/layout/page-container";
import fields from "@/components/layout/plain-form.module.css";
import page from "@/components/layout/text-page.module.css";
import { Breadcrumbs } from "@/components/navigation/breadcrumbs";
import { BACK_OFFICE_PAGE } from "@/config/paths";
import { ROLE_LABELS } from "@/domain/staff/roles";
import { SHOPS } from "@/domain/staff/shops";
import type { ApiTokenSummary, StaffMemberSummary, StaffMemberView, SystemTaskSummary } from "@/domain/staff/staff-views";

import { SHOP_MODE_ENDPOINT, STAFF_COPY as COPY, STAFF_SESSIONS_ENDPOINT, type StaffOutcomeMessage } from "./copy";
import { OutcomeMessage } from "./outcome-message";
import { SignOutButton } from "./sign-out-button";
import { StaffApiTokens } from "./staff-api-tokens";
import { StaffExportSection } from "./staff-export-section";
import { StaffMembersSection } from "./staff-members-section";
import { StaffTasksSection } from "./staff-tasks-section";
import styles from "./staff.module.css";

type Outcome = StaffOutcomeMessage | null;
const TRAIL = [{ href: "/", name: "Home" }];


/** `returnTo`: the staff page that sent the member to sign in (the back office), where the sign-in goes next. */
export function StaffSignInPage({ outcome, returnTo = null }: { outcome: Outcome; returnTo?: string | null }) {
  return (
    <PageContainer>
      <div className={page.page}>
        <Breadcrumbs crumbs={[...TRAIL, { name: COPY.signInTitle }]} />
        <h1>{COPY.signInTitle}</h1>
        <p>{COPY.signInIntro}</p>
        <OutcomeMessage outcome={outcome} />
        <form className={fields.form} action={returnTo ? `${STAFF_SESSIONS_ENDPOINT}?next=${encodeURIComponent(returnTo)}` : STAFF_SESSIONS_ENDPOINT} method="post">
          <label className={fields.label} htmlFor="staff-email">
            {COPY.emailAddress}
          </label>
          <div className={fields.row}>
            <input className={fields.input} id="staff-email" name="emailAddress" type="email" autoComplete="username" required maxLength={254} />
          </div>
          <label className={fields.label} htmlFor="staff-password">
            {COPY.password}
          </label>
          <div className={fields.row}>
            <input className={fields.input} id="staff-password" name="password" type="password" autoComplete="current-password" required maxLength={200} />
          </div>
          <div>
            <button className={fields.button} type="submit">
              {COPY.signIn}
            </button>
          </div>
        </form>
        <p className={fields.hint}>{COPY.noAccount}</p>
      </div>
    </PageContainer>
  );
}

interface StaffHomePageProps {
  staff: StaffMemberView & { staffMemberId: number };
  tokens: ApiTokenSummary[];
  /** Everyone who works for the shop: only for an admin, null for other staff. */
  members: StaffMemberSummary[] | null;
  tasks: SystemTaskSummary[];
  /** The days the orders export starts with (an admin's page only). */
  exportRange?: { from: string; to: string };
  outcome: Outcome;
}

export function StaffHomePage({ staff, tokens, members, tasks, exportRange, outcome }: StaffHomePageProps) {
  return (
    <PageContainer>
      <div className={page.page}>
        <Breadcrumbs crumbs={[...TRAIL, { name: COPY.homeTitle }]} />
        <h1>{COPY.homeTitle}</h1>
        {outcome?.section ? null : <OutcomeMessage outcome={outcome} />}
        <p>{COPY.signedInAs(staff.name, ROLE_LABELS[staff.role].toLowerCase(), staff.emailAddress)}</p>
        <p className={fields.hint}>{COPY.sessionEnds}</p>
        <p>
          <a className={`${fields.button} ${styles.linkButton}`} href={BACK_OFFICE_PAGE}>
            {COPY.toBackOffice}
          </a>
        </p>
        <div>
          <SignOutButton className={styles.secondaryButton} />
        </div>

        <section className={styles.section} aria-labelledby="staff-shop">
          <h2 id="staff-shop">{COPY.shopTitle}</h2>
          <p>{COPY.shopIntro}</p>
          <form className={fields.form} action={`${SHOP_MODE_ENDPOINT}?_method=PUT`} method="post">
            <label className={fields.label} htmlFor="staff-shop-choice">
              {COPY.shopLabel}
            </label>
            <div className={fields.row}>
              <select className={fields.input} id="staff-shop-choice" name="shop" defaultValue={staff.shop ?? ""}>
                <option value="">Geen winkel</option>
                {SHOPS.map((shop) => (
                  <option key={shop.shopId} value={shop.shopId}>
                    {shop.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <button className={fields.button} type="submit">
                {COPY.saveShop}
              </button>
            </div>
          </form>
        </section>

        <section className={styles.section} aria-labelledby="staff-sees">
          <h2 id="staff-sees">{COPY.seesTitle}</h2>
          <ul className={styles.list}>
            {COPY.sees.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="staff-tokens">
          <h2 id="staff-tokens">{COPY.tokensTitle}</h2>
          <p>{COPY.tokensIntro}</p>
          <StaffApiTokens initialTokens={tokens} />
        </section>

        <StaffTasksSection tasks={tasks} outcome={outcome?.section === "tasks" ? outcome : null} />

        {members && exportRange ? <StaffExportSection from={exportRange.from} to={exportRange.to} /> : null}

        {members ? <StaffMembersSection members={members} selfId={staff.staffMemberId} outcome={outcome?.section === "members" ? outcome : null} /> : null}
      </div>
    </PageContainer>
  );
}
