/**
 * The process's running job queue (server/jobs/job-queue.ts), as seen by the code that
 * wakes it: kept on globalThis, since the server script that starts the queue
 * (src/host/start.ts) and the compiled route modules that record an order
 * mail are different module instances. No "server-only" and no pg-boss here,
 * so that both sides can import it cheaply. A folder of its own: server/jobs
 * runs the orders' work, so the orders cannot import server/jobs.
 */
import type { JobCategory } from "@/domain/jobs/job-categories";

/** The database schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = "pgboss";

export interface RunningJobQueue {
  /** Asks for the category's work to be done soon, by whichever instance's worker takes the job. */
  wake(category: JobCategory): Promise<void>;
  /** Set once the queue is stopping: a round under way stops after its current piece of work. */
  readonly stopping: boolean;
}

const global = globalThis as typeof globalThis & { __stekkerJobQueue?: RunningJobQueue | null };

export function runningJobQueue(): RunningJobQueue | null {
  return global.__stekkerJobQueue ?? null;
}

export function setRunningJobQueue(queue: RunningJobQueue | null): void {
  global.__stekkerJobQueue = queue;
}

/**
 * Wakes a category's work without waiting for it. Without a running queue
 * (a script, or a test that runs the work itself) it does nothing: the work
 * is in the database (the order_mails rows, the unpaid orders), and the next
 * queue to start does it.
 */
export function wakeJob(category: JobCategory): void {
  void runningJobQueue()
    ?.wake(category)
    .catch((error: unknown) => console.error(`[jobs] waking ${category} failed:`, error));
}

/** True while the queue stops: long rounds end early rather than keep the database from closing. */
export function jobQueueStopping(): boolean {
  return runningJobQueue()?.stopping ?? false;
}
