import NextLink from "next/link";
import type { ReactNode } from "react";

import { OpeningHours } from "@/components/opening-hours/opening-hours";
import { CONTACT_PAGE } from "@/config/paths";
import { CUSTOMER_SERVICE_HOURS } from "@/config/site";

import { UI_COPY } from "./copy";
import styles from "./customer-service.module.css";
import { HUB_CRUMBS } from "./navigation";
import { Body, Sections } from "./service-content";
import { ServiceLayout } from "./service-layout";
import type { ServiceFacts, ServicePage, TopicCard } from "./types";

/**
 * /klantenservice/: how to reach us (open right now?), the topics, the questions
 * asked most. The title, intro, any sections and the questions are the hub's
 * page in the database; how to reach us is drawn from the configuration. Both
 * phone numbers show, labelled by country: the page is the same for every
 * visitor (shared page cache), so it cannot pick by country.
 */
export function CustomerServiceHub({ now, hub, cards, facts, aside }: { now: Date; hub: ServicePage; cards: readonly TopicCard[]; facts: ServiceFacts; aside?: ReactNode }) {
  const { company } = facts;
  return (
    <ServiceLayout crumbs={HUB_CRUMBS} currentPath={hub.path} title={hub.title} intro={<Body parts={hub.intro} facts={facts} now={now} />} aside={aside}>
      <section aria-labelledby="contact-titel" className={styles.contact}>
        <h2 id="contact-titel">{UI_COPY.contactTitle}</h2>
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
          {UI_COPY.emailLabel}{" "}
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
        <OpeningHours schedule={CUSTOMER_SERVICE_HOURS} caption={UI_COPY.customerServiceHours} now={now} />
        <p className={styles.muted}>{UI_COPY.orderNumberHint}</p>
      </section>

      <section aria-labelledby="onderwerpen-titel" className={styles.section}>
        <h2 id="onderwerpen-titel">{UI_COPY.topicsTitle}</h2>
        <ul className={styles.cards}>
          {cards.map((card) => (
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

      <Sections sections={hub.sections} facts={facts} now={now} />

      {hub.faq.length > 0 ? (
        <section aria-labelledby="vragen-titel" className={styles.section}>
          <h2 id="vragen-titel">{UI_COPY.faqTitle}</h2>
          {hub.faq.map((item) => (
            <div key={item.question} className={styles.subsection}>
              <h3>{item.question}</h3>
              <p>{item.answer}</p>
            </div>
          ))}
        </section>
      ) : null}
    </ServiceLayout>
  );
}
