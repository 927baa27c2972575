import "server-only";

/**
 * The kitchen a quote request is about (`/offerte-aanvragen/?keuken=ID`, the
 * kitchen page's "Offerte aanvragen voor deze keuken"): its name for the
 * page's "Offerte voor keuken Hoeve" and for the mails; null for a number that is
 * no kitchen in the range (or one that left the range).
 */
import { and, eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { kitchens } from "@/server/db/schema";

export interface KitchenForQuote {
  kitchenId: number;
  name: string;
}

const MAX_INT4 = 2_147_483_647;

/** The kitchen by its id, when it is in the range. */
export async function findKitchenForQuote(db: Database, kitchenId: number): Promise<KitchenForQuote | null> {
  if (!Number.isInteger(kitchenId) || kitchenId < 1 || kitchenId > MAX_INT4) return null;
  const [row] = await db
    .select({ name: kitchens.name })
    .from(kitchens)
    .where(and(eq(kitchens.kitchenId, kitchenId), eq(kitchens.expired, false)))
    .limit(1);
  return row ? { kitchenId, name: row.name } : null;
}

/** The kitchen the page's `?keuken=` names, or null when it names none. */
export async function kitchenForQuote(db: Database, keuken: string | string[] | undefined): Promise<KitchenForQuote | null> {
  if (typeof keuken !== "string" || !/^[1-9]\d{0,9}$/.test(keuken)) return null;
  return findKitchenForQuote(db, Number(keuken));
}
