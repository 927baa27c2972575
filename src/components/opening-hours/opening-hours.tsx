import { describeSchedule, openingStatus, type WeekSchedule } from "@/domain/opening-hours";

import styles from "./opening-hours.module.css";

/**
 * "Nu open, tot 23:00" or "Nu gesloten, maandag weer open vanaf 9:00", from the
 * request's clock; with a subject: "De klantenservice is nu open, tot 23:00".
 */
export function openingStatusText(schedule: WeekSchedule, now: Date, subject?: string): { open: boolean; text: string } {
  const status = openingStatus(schedule, now);
  const lead = subject ? `${subject} is nu` : "Nu";
  if (status.open) return { open: true, text: `${lead} open, tot ${status.closesAt}` };
  return { open: false, text: status.nextOpening ? `${lead} gesloten, ${status.nextOpening.day} weer open vanaf ${status.nextOpening.time}` : `${lead} gesloten` };
}

/** Whether it is open right now, then the week's hours (days with the same hours merged). */
export function OpeningHours({ schedule, caption, now, subject }: { schedule: WeekSchedule; caption: string; now: Date; subject?: string }) {
  const status = openingStatusText(schedule, now, subject);
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
