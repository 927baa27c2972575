/**
 * The shop's background work on the staff page (specification §7:
 * system-health tasks): what waits per category, and a button that has it
 * done now. A plain form; the API sends the browser back here.
 */
import { dateTimeFormat } from "@/domain/format";
import type { SystemTaskSummary } from "@/domain/staff/staff-views";

import { STAFF_COPY as COPY, type StaffOutcomeMessage } from "./copy";
import { OutcomeMessage } from "./outcome-message";
import styles from "./staff.module.css";

const SINCE = dateTimeFormat({ day: "numeric", month: "long", hour: "2-digit", minute: "2-digit", timeZone: "Europe/Amsterdam" });

export function StaffTasksSection({ tasks, outcome }: { tasks: SystemTaskSummary[]; outcome: StaffOutcomeMessage | null }) {
  return (
    <section className={styles.section} aria-labelledby="taken">
      <h2 id="taken">{COPY.tasksTitle}</h2>
      <p>{COPY.tasksIntro}</p>
      <OutcomeMessage outcome={outcome} />
      <ul className={styles.tokens}>
        {tasks.map((task) => {
          const name = COPY.taskNames[task.category] ?? task.category;
          return (
            <li key={task.category} className={styles.token}>
              <span>
                <strong>{name}</strong>
                <span className={styles.tokenMeta}>{COPY.taskWaiting(task.pending, task.oldestPendingSince ? SINCE.format(new Date(task.oldestPendingSince)) : null)}</span>
                <span className={styles.tokenMeta}>{COPY.taskQueue(task.queue, task.queue.oldestWaitingSince ? SINCE.format(new Date(task.queue.oldestWaitingSince)) : null)}</span>
              </span>
              <form action={`/api/system-health/tasks/${task.category}/resume/`} method="post">
                <button type="submit" className={styles.secondaryButton} aria-label={`${COPY.resumeTask}: ${name}`}>
                  {COPY.resumeTask}
                </button>
              </form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
