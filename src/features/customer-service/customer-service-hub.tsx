import NextLink from "next/link";
import type { ReactNode } from "react";

import type { Company } from "@/config/company";
import { OpeningHours } from "@/components/opening-hours/opening-hours";
import { CONTACT_PAGE } from "@/config/paths";
import { CUSTOMER_SERVICE_HOURS } from "@/config/site";

import { type HubCopy, UI_COPY } from "./copy";
import styles from "./customer-service.module.css";
import { HUB_CRUMBS } from "./navigation";
import { ServiceLayout } from "./service-layout";
import type { Question } from "./types";

/**
 * /klantenservice/: how to reach us (open right now?), the topics, the questions
 * asked most. Both phone numbers show, labelled by country: the page is the
 * same for every visitor (shared page cache), so it cannot pick by country.
 */
export function CustomerServiceHub({ now, copy, faq, company, support }: { now: Date; copy: HubCopy; faq: readonly Question[]; company: Company; support?: ReactNode }) {
  return (
    <ServiceLayout crumbs={HUB_CRUMBS} currentPath={copy.path} title={copy.title} intro={copy.intro} support={support}>
      <section aria-labelledby="contact-titel" className={styles.contact}>
        <h2 id="contact-titel">{copy.contactTitle}</h2>
        <p className={styles.muted}>{UI_COPY.phoneHint}</p>
        <ul className={styles.phones} data-testid="service-phones">
          {company.phones.map((phone) => (
            <li key={phone.country}>
              <span className={styles.phoneCountry}>
                {UI_COPY.phoneLabel} vanuit {phone.label}
              </span>
              <a href={`tel:${phone.tel}`} className={styles.phone}>
                {phone.display}
              </a>
            </li>
          ))}
        </ul>
        <p>
          {copy.emailLabel}{" "}
          <a href={`mailto:${company.emailAddress}`} className={styles.emailLink}>
            {company.emailAddress}
          </a>
        </p>
        {/* Issue 23: the forms. */}
        <p>
          <NextLink href={CONTACT_PAGE} prefetch={false} className={styles.emailLink}>
            Stuur ons een bericht of vraag service of een reparatie aan
          </NextLink>
        </p>
        <OpeningHours schedule={CUSTOMER_SERVICE_HOURS} caption={copy.hoursCaption} now={now} />
        <p className={styles.muted}>{UI_COPY.orderNumberHint}</p>
      </section>

      <section aria-labelledby="onderwerpen-titel" className={styles.section}>
        <h2 id="onderwerpen-titel">{copy.topicsTitle}</h2>
        <ul className={styles.cards}>
          {copy.cards.map((card) => (
            <li key={card.href} className={styles.card}>
              <h3>
                <NextLink href={card.href} prefetch={false} className={styles.cardLink}>
                  {card.title}
                </NextLink>
              </h3>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="vragen-titel" className={styles.section}>
        <h2 id="vragen-titel">{copy.faqTitle}</h2>
        {faq.map((item) => (
          <div key={item.question} className={styles.subsection}>
            <h3>{item.question}</h3>
            <p>{item.answer}</p>
          </div>
        ))}
      </section>
    </ServiceLayout>
  );
}
