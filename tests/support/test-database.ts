/**
 * A fresh, migrated database for one integration test file, on the driver the run
 * asks for: TEST_DATABASE=pglite (in memory, the default) or TEST_DATABASE=postgres,
 * which makes a throw-away database on the server of DATABASE_URL and drops it after.
 */
import { randomBytes } from "node:crypto";

import postgres from "postgres";

import { type DatabaseHandle, openPglite, openPostgres, postgresTarget } from "@/server/db/client";
import { runningJobQueue } from "@/server/job-wake/job-wake";

export type TestDriver = "pglite" | "postgres";

/** Stops the job queue a test started (use-order-shop.ts), so that no job runs against a closed database. */
async function stopJobQueue(): Promise<void> {
  const queue = runningJobQueue() as { stop?: () => Promise<void> } | null;
  await queue?.stop?.();
}

export function testDriver(): TestDriver {
  return process.env.TEST_DATABASE === "postgres" ? "postgres" : "pglite";
}

export interface TestDatabase extends DatabaseHandle {
  /** Drops the database (PostgreSQL) or closes it (PGlite). */
  destroy(): Promise<void>;
  /** The throw-away database's address (PostgreSQL only), for a second process. */
  url?: string;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDriver() === "pglite") {
    const handle = await openPglite("memory://");
    await handle.migrate();
    return {
      ...handle,
      destroy: async () => {
        await stopJobQueue();
        await handle.close();
      },
    };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE=postgres needs DATABASE_URL pointing at a PostgreSQL server.");
  const name = `stekker_test_${randomBytes(6).toString("hex")}`;
  const target = postgresTarget(serverUrl);
  const admin = postgres(target.url, { max: 1, onnotice: () => undefined, ...target.options });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 5);
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async destroy() {
      await stopJobQueue();
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
