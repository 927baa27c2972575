import "server-only";

/**
 * The days without deliveries in the shop's own country (special dates for NL
 * or for both countries), for the promise beside the price on listings and
 * product pages ("Morgen in huis" is not true on Christmas Eve). The checkout
 * works out the customer's own country and region (checkout-context.ts).
 */
import type { Database } from "@/server/db/client";

import { loadDeliveryData } from "./load-delivery-data";

const closedSets = new WeakMap<object, ReadonlySet<string>>();

export async function closedDeliveryDates(db: Database, now: Date): Promise<ReadonlySet<string>> {
  const { specialDates } = await loadDeliveryData(db, now);
  let closed = closedSets.get(specialDates);
  if (!closed) {
    closed = new Set(specialDates.filter((date) => date.country === null || date.country === "NL").map((date) => date.date));
    closedSets.set(specialDates, closed);
  }
  return closed;
}
