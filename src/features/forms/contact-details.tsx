/**
 * How to reach the shop (issue 23): both phone numbers labelled by country, the
 * e-mail address and the hours with "open now". Fed by props, so the source of
 * the hours (today the config's; the support locations later) can change
 * without touching the page.
 */
import { OpeningHours } from "@/components/opening-hours/opening-hours";
import type { Company } from "@/config/company";
import type { WeekSchedule } from "@/domain/opening-hours";

import { CONTACT_COPY as COPY } from "./copy";
import styles from "./forms.module.css";

export interface ContactDetailsProps {
  phones: Company["phones"];
  emailAddress: string;
  hours: WeekSchedule;
  now: Date;
}

export function ContactDetails({ phones, emailAddress, hours, now }: ContactDetailsProps) {
  return (
    <section aria-labelledby="contact-gegevens" className={styles.details}>
      <h2 id="contact-gegevens" className={styles.heading}>
        {COPY.detailsTitle}
      </h2>
      <ul className={styles.phones}>
        {phones.map((phone) => (
          <li key={phone.country}>
            <span className={styles.muted}>{COPY.phoneLabel(phone.label)}</span>{" "}
            <a href={`tel:${phone.tel}`} className={styles.phone}>
              {phone.display}
            </a>
          </li>
        ))}
      </ul>
      <p>
        {COPY.emailLabel}{" "}
        <a href={`mailto:${emailAddress}`} className={styles.link}>
          {emailAddress}
        </a>
      </p>
      <OpeningHours schedule={hours} caption={COPY.hoursCaption} now={now} />
    </section>
  );
}
