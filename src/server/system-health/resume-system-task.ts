import "server-only";

/**
 * A member of staff has the waiting work of one category done now
 * (specification §7: POST /api/system-health/tasks/{category}/resume/), for
 * instance after the mail server was repaired, instead of waiting for the
 * next request to wake the outbox. Each order mail is claimed before it is
 * sent, so a round that runs at the same time sends none of them twice.
 */
import type { Database } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";
import { sendPendingOrderMails } from "@/server/orders/order-mail-outbox";

import { listSystemTasks, type SystemTask } from "./list-system-tasks";

export const TASK_CATEGORIES = ["order-confirmations"] as const satisfies readonly SystemTask["category"][];

export interface ResumedTask extends SystemTask {
  /** Done in this round. */
  done: number;
}

export async function resumeSystemTask(db: Database, category: string, now = new Date()): Promise<ResumedTask> {
  if (!(TASK_CATEGORIES as readonly string[]).includes(category)) throw new ApiError(404, `Er is geen taaksoort ${category}; wel: ${TASK_CATEGORIES.join(", ")}.`);
  const done = await sendPendingOrderMails(db, now);
  const after = (await listSystemTasks(db, now)).find((task) => task.category === category)!;
  return { ...after, done };
}
