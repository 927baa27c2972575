import "server-only";

/**
 * A member of staff has the waiting work of one job category done now
 * (specification §7: POST /api/system-health/tasks/{category}/resume/), for
 * instance after the mail server was repaired, instead of waiting for the
 * next sweep. The work runs in this request, on this instance; every piece of
 * it is safe beside a queue worker doing the same (server/jobs/job-work.ts).
 */
import { isJobCategory, JOB_CATEGORIES } from "@/domain/jobs/job-categories";
import type { Database } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";
import { runJobCategory } from "@/server/jobs/job-work";

import { listSystemTasks, type SystemTask } from "./list-system-tasks";

export interface ResumedTask extends SystemTask {
  /** Done in this round: mails sent, orders cancelled, reminders recorded. */
  done: number;
}

export async function resumeSystemTask(db: Database, category: string, now = new Date()): Promise<ResumedTask> {
  if (!isJobCategory(category)) throw new ApiError(404, `Er is geen taaksoort ${category}; wel: ${JOB_CATEGORIES.join(", ")}.`);
  const done = await runJobCategory(db, category, now);
  const after = (await listSystemTasks(db, now)).find((task) => task.category === category)!;
  return { ...after, done };
}
