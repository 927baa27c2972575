import "server-only";

/**
 * A product's address moved (its slug or category changed, issue 21 part A):
 * the old address answers 301 to the new one from now on (the product page
 * asks findRewrite before its 404, and `npm start` answers Next.js's permanent
 * redirect as 301), and every older address that led to the old one now leads
 * straight to the new one, so a crawler gets one hop. A rewrite from the new
 * address is removed: the address is a product again. Runs in the writer's
 * transaction.
 */
import { eq, sql } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { rewrites } from "@/server/db/schema";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function writeProductRewrite(tx: Transaction | Database, fromPath: string, toPath: string): Promise<void> {
  if (fromPath === toPath) return;
  await tx.delete(rewrites).where(eq(rewrites.fromPath, toPath));
  await tx.update(rewrites).set({ toPath }).where(eq(rewrites.toPath, fromPath));
  await tx
    .insert(rewrites)
    .values({ rewriteId: sql`(select coalesce(max(${rewrites.rewriteId}), 0) + 1 from ${rewrites})`, fromPath, toPath })
    .onConflictDoUpdate({ target: rewrites.fromPath, set: { toPath } });
}
