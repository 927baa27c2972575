import type { ReactNode } from "react";

import { IntentLink } from "@/components/intent-link";
import { OpeningHours } from "@/components/opening-hours/opening-hours";
import { PageContainer } from "@/components/layout/page-container";
import { CONTACT_PAGE, NEWSLETTER_PAGE } from "@/config/paths";
import { VACANCIES_PAGE } from "@/domain/vacancies/urls";
import { companyDetails } from "@/config/company";
import { ABOUT_US_PATH, CUSTOMER_SERVICE_HOURS, CUSTOMER_SERVICE_LINKS, PICK_UP_POINT, PRIVACY_STATEMENT_PATH, SHOP_HOURS, SITE_NAME, TERMS_PATH } from "@/config/site";

import { ColorModeChoice } from "./color-mode-toggle";
import styles from "./shell.module.css";

const MORE_LINKS = [
  { href: "/productgroepen/", label: "Alle productgroepen" },
  { href: "/merken/", label: "Alle merken" },
  { href: "/aanbiedingen/", label: "Aanbiedingen" },
  { href: "/afhaalcentrum/", label: "Afhaalcentrum" },
  { href: ABOUT_US_PATH, label: "Over ons" },
  { href: NEWSLETTER_PAGE, label: "Nieuwsbrief" },
  // Issue 23.
  { href: VACANCIES_PAGE, label: "Vacatures" },
] as const;

const LEGAL_LINKS = [
  { href: TERMS_PATH, label: "Algemene voorwaarden" },
  { href: PRIVACY_STATEMENT_PATH, label: "Privacyverklaring" },
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
 * The footer: customer service (open right now?) with both phone numbers and
 * the e-mail address, the shop's hours, the service pages, and the company's
 * legal details (name, address, KvK and VAT numbers); above them a band the
 * layout fills (the newsletter's form: features do not import each other).
 * Both numbers show, labelled: the page is cached and the same for every
 * visitor, so it cannot pick one by the visitor's country. `cookieSettings`
 * ("Cookie-instellingen", when analytics asks consent) joins the legal links.
 */
export function SiteFooter({ now, band, cookieSettings }: { now: Date; band?: ReactNode; cookieSettings?: ReactNode }) {
  const company = companyDetails();
  return (
    <footer className={styles.footer}>
      {band ? <PageContainer>{band}</PageContainer> : null}
      <PageContainer className={styles.footerGrid}>
        <section aria-labelledby="footer-service">
          <h2 id="footer-service" className={styles.footerTitle}>
            Klantenservice
          </h2>
          <OpeningHours schedule={CUSTOMER_SERVICE_HOURS} caption="Openingstijden klantenservice" now={now} subject="De klantenservice" />
          <ul className={styles.footerContact} data-testid="footer-contact">
            {company.phones.map((phone) => (
              <li key={phone.country}>
                <span className={styles.footerContactLabel}>Bel vanuit {phone.label}</span>{" "}
                <a href={`tel:${phone.tel}`} className={styles.footerLink}>
                  {phone.display}
                </a>
              </li>
            ))}
            <li>
              <span className={styles.footerContactLabel}>Mail</span>{" "}
              <a href={`mailto:${company.emailAddress}`} className={styles.footerLink}>
                {company.emailAddress}
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.footerTitle}>
            Hulp bij je bestelling
          </h2>
          {/* Issue 23: the contact page with the question and service request forms. */}
          <LinkList links={[...CUSTOMER_SERVICE_LINKS, { href: CONTACT_PAGE, label: "Contact en service aanvragen" }]} />
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
          <p className={styles.footerCompany} data-testid="footer-company">
            © {now.getFullYear()} {company.legalName} · {company.addressLine} · KvK {company.kvkNumber} · btw-nummer {company.vatNumber}. Alle prijzen zijn inclusief btw.
          </p>
          <ul className={styles.footerLegalLinks} aria-label="Voorwaarden en privacy">
            {LEGAL_LINKS.map((item) => (
              <li key={item.href}>
                <IntentLink href={item.href} className={styles.footerLink}>
                  {item.label}
                </IntentLink>
              </li>
            ))}
            {cookieSettings ? <li>{cookieSettings}</li> : null}
          </ul>
          <p className={styles.footerCompany}>iDEAL · Bancontact · Creditcard · Overboeking · Pinnen bij bezorging of afhalen</p>
        </PageContainer>
      </div>
    </footer>
  );
}
