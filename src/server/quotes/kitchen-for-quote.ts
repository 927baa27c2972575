import "server-only";

/**
 * The kitchen a quote request is about (`/offerte-aanvragen/?keuken=ID`), for
 * the page's "Offerte voor keuken X". The kitchens are built beside this
 * (issue 22, point 4); until they are merged this answers the number alone, and
 * the page shows "Offerte voor keuken 12". At the merge: look the kitchen up
 * (null when there is none) and answer its name.
 */
import type { Database } from "@/server/db/client";

export interface KitchenForQuote {
  kitchenId: number;
  name: string | null;
}

const MAX_INT4 = 2_147_483_647;

export async function kitchenForQuote(_db: Database, keuken: string | string[] | undefined): Promise<KitchenForQuote | null> {
  if (typeof keuken !== "string" || !/^[1-9]\d{0,9}$/.test(keuken)) return null;
  const kitchenId = Number(keuken);
  if (kitchenId > MAX_INT4) return null;
  return { kitchenId, name: null };
}
