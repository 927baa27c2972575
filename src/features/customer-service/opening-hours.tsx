import { describeSchedule, openingStatus, type WeekSchedule } from "@/domain/opening-hours";

import { UI_COPY } from "./copy";
import styles from "./customer-service.module.css";

/** "Nu open, tot 23:00" or "Nu gesloten, morgen weer open vanaf 9:00", from the request's clock. */
export function openingStatusText(schedule: WeekSchedule, now: Date): { open: boolean; text: string } {
  const status = openingStatus(schedule, now);
  if (status.open) return { open: true, text: UI_COPY.openNow(status.closesAt) };
  return { open: false, text: status.nextOpening ? UI_COPY.closedNow(status.nextOpening.day, status.nextOpening.time) : UI_COPY.closed };
}

/** Whether it is open right now, then the week's hours (days with the same hours merged). */
export function OpeningHours({ schedule, caption, now }: { schedule: WeekSchedule; caption: string; now: Date }) {
  const status = openingStatusText(schedule, now);
  return (
    <>
      <p className={styles.status} data-testid="opening-status">
        <span aria-hidden className={status.open ? `${styles.dot} ${styles.dotOpen}` : styles.dot} />
        {status.text}
      </p>
      <table className={styles.hours}>
        <caption>{caption}</caption>
        <tbody>
          {describeSchedule(schedule).map((row) => (
            <tr key={row.days}>
              <th scope="row">{row.days}</th>
              <td>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
