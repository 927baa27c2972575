import "server-only";

/**
 * The shop's background work, by job category (specification §7: GET
 * /api/system-health/tasks/; server/jobs): what is waiting and since when, so
 * that monitoring sees a mail server that has been refusing for an hour, or
 * a sweep that stopped running, before the customers do. Two views per
 * category: the work itself that is due and not done (`pending`: unsent order
 * mails, overdue unpaid orders, reminders not yet recorded) and the queue's
 * own jobs (`queue`: pg-boss's counts, waiting and to retry, with the oldest).
 */
import { sql } from "drizzle-orm";

import { JOB_CATEGORIES, type JobCategory } from "@/domain/jobs/job-categories";
import type { Database } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { JOB_SCHEMA } from "@/server/job-wake/job-wake";
import { waitingWork } from "@/server/jobs/job-work";

export interface SystemTask {
  category: JobCategory;
  /** Work due and not yet done. */
  pending: number;
  /** Since when the oldest of it waits; null when nothing waits. */
  oldestPendingSince: string | null;
  /** The category's jobs in the queue (pg-boss). */
  queue: { waiting: number; retrying: number; active: number; oldestWaitingSince: string | null };
}

interface QueueCounts {
  name: string;
  waiting: number;
  retrying: number;
  active: number;
  oldest: string | Date | null;
}

/** pg-boss's jobs per queue; none while no queue ever started on this database (its schema is made at start). */
async function queueCounts(db: Database): Promise<Map<string, QueueCounts>> {
  const [exists] = rowsOf<{ exists: boolean }>(await db.execute(sql`select to_regclass(${`${JOB_SCHEMA}.job`}) is not null as "exists"`));
  if (!exists?.exists) return new Map();
  const result = await db.execute(sql`
    select name,
           count(*) filter (where state = 'created')::int as waiting,
           count(*) filter (where state = 'retry')::int as retrying,
           count(*) filter (where state = 'active')::int as active,
           min(created_on) filter (where state in ('created', 'retry')) as oldest
      from ${sql.identifier(JOB_SCHEMA)}.job
     where name in (${sql.join(
       JOB_CATEGORIES.map((category) => sql`${category}`),
       sql`, `,
     )})
     group by name
  `);
  const rows = rowsOf<QueueCounts>(result);
  return new Map(rows.map((row) => [row.name, row]));
}

export async function listSystemTasks(db: Database, now = new Date()): Promise<SystemTask[]> {
  const counts = await queueCounts(db);
  return Promise.all(
    JOB_CATEGORIES.map(async (category) => {
      const work = await waitingWork(db, category, now);
      const queued = counts.get(category);
      return {
        category,
        pending: work.pending,
        oldestPendingSince: work.oldestPendingSince?.toISOString() ?? null,
        queue: {
          waiting: Number(queued?.waiting ?? 0),
          retrying: Number(queued?.retrying ?? 0),
          active: Number(queued?.active ?? 0),
          oldestWaitingSince: queued?.oldest ? new Date(queued.oldest).toISOString() : null,
        },
      };
    }),
  );
}
