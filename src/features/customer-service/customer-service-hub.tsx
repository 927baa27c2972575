import NextLink from "next/link";

import { OpeningHours } from "@/components/opening-hours/opening-hours";
import { CUSTOMER_SERVICE_HOURS, CUSTOMER_SERVICE_PHONE, CUSTOMER_SERVICE_TEL } from "@/config/site";

import { HUB_COPY, HUB_FAQ, UI_COPY } from "./copy";
import styles from "./customer-service.module.css";
import { HUB_CRUMBS } from "./navigation";
import { ServiceLayout } from "./service-layout";

/** "071 - 760 00 00" → "+31717600000": one number that works from the Netherlands and Belgium. */

/** /klantenservice/: how to reach us (open right now?), the topics, the questions asked most. */
export function CustomerServiceHub({ now }: { now: Date }) {
  return (
    <ServiceLayout crumbs={HUB_CRUMBS} currentPath={HUB_COPY.path} title={HUB_COPY.title} intro={HUB_COPY.intro}>
      <section aria-labelledby="contact-titel" className={styles.contact}>
        <h2 id="contact-titel">{HUB_COPY.contactTitle}</h2>
        <p className={styles.muted}>{UI_COPY.phoneHint}</p>
        <a href={`tel:${CUSTOMER_SERVICE_TEL}`} className={styles.phone}>
          <span className={styles.visuallyHidden}>{UI_COPY.phoneLabel}: </span>
          {CUSTOMER_SERVICE_PHONE}
        </a>
        <OpeningHours schedule={CUSTOMER_SERVICE_HOURS} caption={HUB_COPY.hoursCaption} now={now} />
        <p className={styles.muted}>{UI_COPY.orderNumberHint}</p>
      </section>

      <section aria-labelledby="onderwerpen-titel" className={styles.section}>
        <h2 id="onderwerpen-titel">{HUB_COPY.topicsTitle}</h2>
        <ul className={styles.cards}>
          {HUB_COPY.cards.map((card) => (
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
        <h2 id="vragen-titel">{HUB_COPY.faqTitle}</h2>
        {HUB_FAQ.map((item) => (
          <div key={item.question} className={styles.subsection}>
            <h3>{item.question}</h3>
            <p>{item.answer}</p>
          </div>
        ))}
      </section>
    </ServiceLayout>
  );
}
