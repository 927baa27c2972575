import { describeSchedule } from "@/domain/opening-hours";
import { type SupportLocationView, telLink, whatsAppLink } from "@/domain/support/support-status";

import { SUPPORT_COPY } from "./copy";
import { OpenNow } from "./open-now";
import styles from "./support-widget.module.css";

/**
 * The support widget (issue 23): a small box with a location's phone, e-mail
 * and WhatsApp, and whether it is open now. A server component; only the
 * "open now" line runs in the browser (`OpenNow`), from the hours in the HTML.
 * `compact` leaves out the week's hours (the product page, the cart). The
 * pages load the location (app/_support/support-box.tsx) and hand it here.
 */
export function SupportWidget({ locationKey, location, compact = false, headingLevel = 2 }: { locationKey: string; location: SupportLocationView; compact?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `support-${locationKey}`;
  return (
    <section aria-labelledby={headingId} className={compact ? `${styles.widget} ${styles.compact}` : styles.widget} data-testid="support-widget">
      <Heading id={headingId} className={styles.title}>
        {SUPPORT_COPY.title} <span className={styles.name}>{location.name}</span>
      </Heading>
      <OpenNow hours={location.hours} />
      <ul className={styles.channels}>
        {location.phone ? (
          <li>
            <span className={styles.label}>{SUPPORT_COPY.call}</span>{" "}
            <a href={telLink(location.phone)} className={styles.link}>
              {location.phone}
            </a>
          </li>
        ) : null}
        {location.emailAddress ? (
          <li>
            <span className={styles.label}>{SUPPORT_COPY.mail}</span>{" "}
            <a href={`mailto:${location.emailAddress}`} className={styles.link}>
              {location.emailAddress}
            </a>
          </li>
        ) : null}
        {location.whatsApp ? (
          <li>
            <a href={whatsAppLink(location.whatsApp)} className={styles.link} rel="noopener noreferrer" aria-label={SUPPORT_COPY.whatsAppLabel(location.name)}>
              {SUPPORT_COPY.whatsApp}
            </a>
          </li>
        ) : null}
      </ul>
      {compact ? null : (
        <table className={styles.hours}>
          <caption className={styles.caption}>
            {SUPPORT_COPY.hours} {location.name.toLowerCase()}
          </caption>
          <tbody>
            {describeSchedule(location.hours).map((row) => (
              <tr key={row.days}>
                <th scope="row">{row.days}</th>
                <td>{row.hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
