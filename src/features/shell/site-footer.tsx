import type { ReactNode } from "react";

import { IntentLink } from "@/components/intent-link";
import { OpeningHours } from "@/components/opening-hours/opening-hours";
import { PageContainer } from "@/components/layout/page-container";
import { NEWSLETTER_PAGE } from "@/config/paths";
import { CUSTOMER_SERVICE_HOURS, CUSTOMER_SERVICE_LINKS, CUSTOMER_SERVICE_PHONE, CUSTOMER_SERVICE_TEL, PICK_UP_POINT, SHOP_HOURS, SITE_NAME } from "@/config/site";

import { ColorModeChoice } from "./color-mode-toggle";
import styles from "./shell.module.css";

const MORE_LINKS = [
  { href: "/productgroepen/", label: "Alle productgroepen" },
  { href: "/merken/", label: "Alle merken" },
  { href: "/aanbiedingen/", label: "Aanbiedingen" },
  { href: "/afhaalcentrum/", label: "Afhaalcentrum" },
  { href: NEWSLETTER_PAGE, label: "Nieuwsbrief" },
  { href: "/cookies/", label: "Cookies" },
] as const;

function LinkList({ links }: { links: readonly { href: string; label: string }[] }) {
  return (
    <ul className={styles.footerLinks}>
      {links.map((link) => (
        <li key={link.href}>
          <IntentLink href={link.href} className={styles.footerLink}>
            {link.label}
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The footer: customer service (open right now?), the shop's hours, the service
 * pages; above them a band the layout fills (the newsletter's form: features do
 * not import each other).
 */
export function SiteFooter({ now, band }: { now: Date; band?: ReactNode }) {
  return (
    <footer className={styles.footer}>
      {band ? <PageContainer>{band}</PageContainer> : null}
      <PageContainer className={styles.footerGrid}>
        <section aria-labelledby="footer-service">
          <h2 id="footer-service" className={styles.footerTitle}>
            Klantenservice
          </h2>
          <OpeningHours schedule={CUSTOMER_SERVICE_HOURS} caption="Openingstijden klantenservice" now={now} subject="De klantenservice" />
          <p className={styles.footerText}>
            Bel{" "}
            <a href={`tel:${CUSTOMER_SERVICE_TEL}`} className={styles.footerLink}>
              {CUSTOMER_SERVICE_PHONE}
            </a>
          </p>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.footerTitle}>
            Hulp bij je bestelling
          </h2>
          <LinkList links={CUSTOMER_SERVICE_LINKS} />
        </section>
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.footerTitle}>
            {PICK_UP_POINT.name}
          </h2>
          <address className={styles.address}>
            {PICK_UP_POINT.street}
            <br />
            {PICK_UP_POINT.postalCode} {PICK_UP_POINT.city}
          </address>
          <OpeningHours schedule={SHOP_HOURS} caption="Openingstijden winkel en afhalen" now={now} subject="De winkel" />
        </section>
        <section aria-labelledby="footer-more">
          <h2 id="footer-more" className={styles.footerTitle}>
            Meer {SITE_NAME}
          </h2>
          <LinkList links={MORE_LINKS} />
          <h3 className={styles.footerSubtitle}>Weergave</h3>
          <ColorModeChoice />
        </section>
      </PageContainer>
      <div className={styles.footerBottom}>
        <PageContainer className={styles.footerLegal}>
          <span>
            © {now.getFullYear()} {SITE_NAME}. Alle prijzen zijn inclusief btw.
          </span>
          <span>iDEAL · Bancontact · Creditcard · Overboeking · Pinnen bij bezorging of afhalen</span>
        </PageContainer>
      </div>
    </footer>
  );
}
