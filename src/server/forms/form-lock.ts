import "server-only";

/**
 * One form at a time (issue 23, point 4): its uploads are counted, added,
 * removed and attached under a transaction-level advisory lock on its id, so
 * two uploads sent at once cannot both be the fifth, and a form sent while an
 * upload arrives takes it or leaves it whole.
 */
import { sql } from "drizzle-orm";

import type { Database } from "@/server/db/client";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function lockForm(tx: Transaction, formId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`form:${formId}`}))`);
}
