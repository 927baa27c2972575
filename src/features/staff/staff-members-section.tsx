/**
 * The admin's part of the staff page (decisions §5: admins manage staff): who
 * works for the shop, with buttons to change a role or disable an account,
 * and a form to add someone. Plain HTML forms to the API, which sends the
 * browser back here with the outcome; no script needed.
 */
import fields from "@/components/layout/plain-form.module.css";
import { ROLE_LABELS, STAFF_ROLES } from "@/domain/staff/roles";
import type { StaffMemberSummary } from "@/domain/staff/staff-views";

import { STAFF_COPY as COPY, STAFF_MEMBERS_ENDPOINT, type StaffOutcomeMessage } from "./copy";
import { OutcomeMessage } from "./outcome-message";
import styles from "./staff.module.css";

function ChangeButton({ member, change, label }: { member: StaffMemberSummary; change: Record<string, string>; label: string }) {
  return (
    <form action={`${STAFF_MEMBERS_ENDPOINT}${member.staffMemberId}/?_method=PATCH`} method="post">
      {Object.entries(change).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={styles.secondaryButton} aria-label={`${label}: ${member.name}`}>
        {label}
      </button>
    </form>
  );
}

export function StaffMembersSection({ members, selfId, outcome }: { members: StaffMemberSummary[]; selfId: number; outcome: StaffOutcomeMessage | null }) {
  return (
    <section className={styles.section} aria-labelledby="medewerkers">
      <h2 id="medewerkers">{COPY.membersTitle}</h2>
      <p>{COPY.membersIntro}</p>
      <OutcomeMessage outcome={outcome} />
      <ul className={styles.tokens}>
        {members.map((member) => (
          <li key={member.staffMemberId} className={styles.token}>
            <span>
              <strong>{member.name}</strong>
              {member.staffMemberId === selfId ? ` (${COPY.you})` : null}
              <span className={styles.tokenMeta}>
                {member.emailAddress} · {ROLE_LABELS[member.role]}
                {member.active ? null : ` · ${COPY.disabled}`}
              </span>
            </span>
            {member.staffMemberId === selfId ? null : (
              <span className={styles.memberActions}>
                {member.active ? (
                  <ChangeButton member={member} change={{ role: member.role === "admin" ? "staff" : "admin" }} label={member.role === "admin" ? COPY.makeStaff : COPY.makeAdmin} />
                ) : null}
                <ChangeButton member={member} change={{ active: member.active ? "false" : "true" }} label={member.active ? COPY.disable : COPY.enable} />
              </span>
            )}
          </li>
        ))}
      </ul>
      <form className={fields.form} action={STAFF_MEMBERS_ENDPOINT} method="post">
        <h3 className={styles.formTitle}>{COPY.addMember}</h3>
        <label className={fields.label} htmlFor="member-name">
          {COPY.memberName}
        </label>
        <div className={fields.row}>
          <input className={fields.input} id="member-name" name="name" required maxLength={100} autoComplete="off" />
        </div>
        <label className={fields.label} htmlFor="member-email">
          {COPY.memberEmail}
        </label>
        <div className={fields.row}>
          <input className={fields.input} id="member-email" name="emailAddress" type="email" required maxLength={254} autoComplete="off" />
        </div>
        <label className={fields.label} htmlFor="member-role">
          {COPY.memberRole}
        </label>
        <div className={fields.row}>
          <select className={fields.input} id="member-role" name="role" defaultValue="staff">
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
        <label className={fields.label} htmlFor="member-password">
          {COPY.memberPassword}
        </label>
        <div className={fields.row}>
          <input className={fields.input} id="member-password" name="password" type="password" required minLength={12} maxLength={200} autoComplete="new-password" />
        </div>
        <div>
          <button className={fields.button} type="submit">
            {COPY.addMember}
          </button>
        </div>
      </form>
    </section>
  );
}
