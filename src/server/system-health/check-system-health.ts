import "server-only";

/**
 * Is this instance able to serve? (specification §7: GET /api/system-health/.)
 * For load balancers and monitoring: 200 when the database answers, 503 when
 * it does not, so that a balancer takes the instance out of rotation. The
 * rate-limit store is reported but never fails the check: when Redis is away,
 * each instance counts the limits in its own memory (server/rate-limit), so
 * the shop still works.
 */
import { sql } from "drizzle-orm";

import type { DatabaseHandle } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";
import { rateLimitStore } from "@/server/rate-limit/rate-limit";
import { within } from "@/server/within";

/** A database that takes longer than this to say "1" is as good as away for a shopper. */
export const DATABASE_CHECK_TIMEOUT_MS = 2000;

export type CheckStatus = "ok" | "unavailable";

export interface SystemHealth {
  status: "ok";
  checks: {
    database: { status: "ok"; driver: "pglite" | "postgres"; responseMs: number };
    rateLimitStore: { status: CheckStatus; kind: "memory" | "redis" };
  };
  /** Whole seconds since this process started. */
  uptimeSeconds: number;
}

/** `openDatabase`: the process's handle, opened inside the check, since opening is what fails first when the server is away. */
export async function checkSystemHealth(openDatabase: () => Promise<DatabaseHandle>, now = () => performance.now()): Promise<SystemHealth> {
  const started = now();
  let driver: DatabaseHandle["driver"];
  try {
    const handle = await within(openDatabase(), DATABASE_CHECK_TIMEOUT_MS, "opening the database");
    driver = handle.driver;
    await within(handle.db.execute(sql`select 1`), DATABASE_CHECK_TIMEOUT_MS, "select 1");
  } catch (error) {
    console.error("[system-health] the database did not answer:", error);
    throw new ApiError(503, "De database is niet bereikbaar; deze server kan nu geen bestellingen aannemen.", [{ field: "database", errorMessage: "geen antwoord" }]);
  }
  const responseMs = Math.round((now() - started) * 10) / 10;

  const store = rateLimitStore();
  let storeStatus: CheckStatus = "ok";
  try {
    // The store's own timeout keeps this short. Its limits hold meanwhile, counted in memory.
    await store.ping();
  } catch {
    storeStatus = "unavailable";
  }

  return {
    status: "ok",
    checks: { database: { status: "ok", driver, responseMs }, rateLimitStore: { status: storeStatus, kind: store.kind } },
    uptimeSeconds: Math.floor(process.uptime()),
  };
}
