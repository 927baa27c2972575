import "server-only";

/**
 * The shop's job queue: pg-boss 10 on the shop's own database, PGlite or a
 * PostgreSQL server alike (docs/ARCHITECTURE.md, "Background work"). pg-boss
 * gets no connection of its own: its SQL runs through the database handle
 * (`runSql`, server/db/client.ts), on PGlite's one connection or the server
 * pool, in a schema of its own (`pgboss`, made and migrated at start).
 *
 * Each job category (domain/jobs/job-categories.ts) is one queue with the
 * "stately" policy: at most one job waits and one runs, so a hundred wakes
 * in a second make one round, and a wake during a round makes one more. Each
 * category has a cron schedule, which pg-boss sends once per minute across
 * every instance on the database (its timekeeper takes a lock), so that
 * nothing waits for ever when a wake was lost with a stopped process. The
 * workers poll their queue; a job is fetched with `FOR UPDATE SKIP LOCKED`,
 * so one instance runs it.
 *
 * At shutdown (`stop`) the queue takes no new jobs, a mail round stops after
 * its current mail, and the round under way may finish for up to STOP_TIMEOUT_MS;
 * only then may the database close. Whatever was not done is still in the
 * database (the order_mails rows, the unpaid orders) and is done after the
 * next start, which wakes every category once.
 */
import type PgBoss from "pg-boss";

import { JOB_CATEGORIES, type JobCategory } from "@/domain/jobs/job-categories";
import type { DatabaseHandle } from "@/server/db/client";

import { JOB_SCHEMA, runningJobQueue, setRunningJobQueue } from "@/server/job-wake/job-wake";
import { runJobCategory } from "./job-work";

const STOP_TIMEOUT_MS = 5000;

/** When pg-boss sends each category's sweep (cron, UTC). */
export const JOB_SCHEDULES: Record<JobCategory, string> = {
  "order-mails": "* * * * *",
  "payment-expiry": "* * * * *",
  "bank-transfer-reminders": "*/10 * * * *",
  // Issue 23: a review mail is due a week after completion; ten minutes late is no news.
  "review-requests": "*/10 * * * *",
  // Issue 23: a form's mail that failed is tried again within five minutes; unsent uploads go a day after they came.
  forms: "*/5 * * * *",
  // A campaign under way goes on within a minute after a stopped process or a refusing mail server.
  "newsletter-sends": "* * * * *",
};

export interface JobQueueOptions {
  /** Poll the queues and run their jobs in this process (default). Off: jobs wait until `workWaiting` (tests). */
  workers?: boolean;
  pollingIntervalSeconds?: number;
  /** The clock a job runs with (tests); the moment it runs by default. */
  clock?: () => Date;
}

export interface JobQueue {
  readonly boss: PgBoss;
  readonly stopping: boolean;
  wake(category: JobCategory): Promise<void>;
  /** Takes the waiting jobs of a category and runs them here, now; answers how many jobs ran. For tests, which do not wait for a poll. */
  workWaiting(category: JobCategory): Promise<number>;
  stop(): Promise<void>;
}

/** Starts pg-boss on the handle's database, with a queue, a schedule and (unless told not to) a worker per category. */
export async function startJobQueue(handle: DatabaseHandle, options: JobQueueOptions = {}): Promise<JobQueue> {
  const { default: PgBossClass } = await import("pg-boss");
  const clock = options.clock ?? (() => new Date());
  const boss = new PgBossClass({
    db: { executeSql: (text: string, values?: unknown[]) => handle.runSql(text, values) },
    schema: JOB_SCHEMA,
    // Nothing here is worth keeping long: a finished job is only a wake-up call.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 7,
  });
  boss.on("error", (error: unknown) => console.error("[jobs] the job queue reported:", error));
  await boss.start();

  const run = async (category: JobCategory) => {
    await runJobCategory(handle.db, category, clock());
  };
  for (const category of JOB_CATEGORIES) {
    // Idempotent: the first instance makes the queue, the others find it.
    await boss.createQueue(category, { name: category, policy: "stately", retryLimit: 3, retryDelay: 30, expireInSeconds: 15 * 60 });
    await boss.schedule(category, JOB_SCHEDULES[category]);
    if (options.workers !== false) {
      await boss.work(category, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 }, () => run(category));
    }
  }

  let stopping = false;
  const queue: JobQueue = {
    boss,
    get stopping() {
      return stopping;
    },
    async wake(category) {
      if (stopping) return;
      await boss.send(category, {});
    },
    async workWaiting(category) {
      const jobs = (await boss.fetch(category, { batchSize: 10 })) ?? [];
      for (const job of jobs) {
        await run(category);
        await boss.complete(category, job.id);
      }
      return jobs.length;
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      // The database handle is the shop's: pg-boss must not close it (`close: false`). The queue stays the running
      // one until then, so that a round under way sees `jobQueueStopping()` and ends after its current mail.
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS, close: false });
      if (runningJobQueue() === queue) setRunningJobQueue(null);
    },
  };
  setRunningJobQueue(queue);
  // Work that waited while no instance ran (a mail recorded as the last one stopped) is done now, not at the next sweep.
  for (const category of JOB_CATEGORIES) await queue.wake(category);
  return queue;
}
