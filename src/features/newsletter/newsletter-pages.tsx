/**
 * The newsletter's pages: /nieuwsbrief/ (sign up, and the outcome of a form
 * sent without JavaScript) and the two pages behind a mail's links. Server
 * components without MUI, like the footer's form.
 */
import { IntentLink } from "@/components/intent-link";
import { PageContainer } from "@/components/layout/page-container";
import fields from "@/components/layout/plain-form.module.css";
import page from "@/components/layout/text-page.module.css";
import { Breadcrumbs } from "@/components/navigation/breadcrumbs";
import { EXPIRED_LINK_COPY as LINK_COPY } from "@/components/signed-links/copy";
import { PlainRenewLinkButton } from "@/components/signed-links/plain-renew-link-button";

import { NEWSLETTER_COPY as COPY, NEWSLETTER_OUTCOMES, NEWSLETTER_PAGE, type NewsletterOutcome } from "./copy";
import { NewsletterLinkAction } from "./newsletter-link-action";
import styles from "./newsletter.module.css";
import { NewsletterSignUp } from "./newsletter-sign-up";

const TRAIL = [{ href: "/", name: "Home" }];

export function NewsletterPage({ outcome }: { outcome: NewsletterOutcome | null }) {
  // A finished step (confirmed, unsubscribed) is said above the form; the form's own outcomes it shows itself.
  const finished = outcome === "bevestigd" || outcome === "afgemeld";
  return (
    <PageContainer>
      <div className={page.page} data-without-newsletter-band="">
        <Breadcrumbs crumbs={[...TRAIL, { name: COPY.title }]} />
        <h1>{COPY.title}</h1>
        {finished ? (
          <p role="status" className={`${fields.message} ${fields.success}`}>
            {NEWSLETTER_OUTCOMES[outcome].text}
          </p>
        ) : null}
        <p>{COPY.pitch}</p>
        <NewsletterSignUp outcome={finished ? undefined : (outcome ?? undefined)} />
      </div>
    </PageContainer>
  );
}

/** `expired`: the token is the shop's unsubscribe link past its life (decisions §14): the page says so and offers a new one by mail. */
export function NewsletterLinkPage({ action, token, expired = false }: { action: "confirm" | "unsubscribe"; token: string | null; expired?: boolean }) {
  const confirm = action === "confirm";
  const title = confirm ? COPY.confirmTitle : COPY.unsubscribeTitle;
  return (
    <PageContainer>
      <div className={page.page} data-without-newsletter-band="">
        <Breadcrumbs crumbs={[...TRAIL, { href: NEWSLETTER_PAGE, name: COPY.title }, { name: title }]} />
        <h1>{expired ? LINK_COPY.unsubscribeTitle : title}</h1>
        {token && expired ? (
          <>
            <p>{LINK_COPY.unsubscribeText}</p>
            <PlainRenewLinkButton kind="newsletter" token={token} label={LINK_COPY.unsubscribeRenew} />
          </>
        ) : token ? (
          <>
            <p>{confirm ? COPY.confirmText : COPY.unsubscribeText}</p>
            <NewsletterLinkAction action={action} token={token} label={confirm ? COPY.confirmButton : COPY.unsubscribeButton} />
          </>
        ) : (
          <p className={`${fields.message} ${fields.error}`}>{COPY.missingLink}</p>
        )}
        <p>
          <IntentLink className={page.link} href="/">
            {COPY.backToShop}
          </IntentLink>
        </p>
      </div>
    </PageContainer>
  );
}

/** The footer's band: heading, what it brings, the form. */
export function NewsletterFooterBlock() {
  return (
    <section aria-labelledby="footer-newsletter" className={styles.footerBlock}>
      <div>
        <h2 id="footer-newsletter" className={styles.footerTitle}>
          {COPY.title}
        </h2>
        <p className={styles.footerPitch}>{COPY.pitch}</p>
      </div>
      <NewsletterSignUp />
    </section>
  );
}
