import "server-only";

import { asc, eq } from "drizzle-orm";

import type { Country } from "@/domain/delivery/holidays";
import type { Database } from "@/server/db/client";
import { deliveryRules } from "@/server/db/schema";

/** On which weekdays a country or postal code range gets deliveries (decisions §3). */
export interface DeliveryRule {
  deliveryRuleId: number;
  country: Country;
  /** First four digits of the postal code, inclusive; both null for the whole country. */
  postalCodeFrom: number | null;
  postalCodeTo: number | null;
  /** ISO weekdays: 1 Monday … 7 Sunday. */
  weekdays: number[];
  description: string;
}

/** The columns a delivery rule is answered with (read here, and returned by its writes). */
export const deliveryRuleColumns = {
  deliveryRuleId: deliveryRules.deliveryRuleId,
  country: deliveryRules.country,
  postalCodeFrom: deliveryRules.postalCodeFrom,
  postalCodeTo: deliveryRules.postalCodeTo,
  weekdays: deliveryRules.weekdays,
  description: deliveryRules.description,
};

/** GET /api/delivery-rules/. */
export async function listDeliveryRules(db: Database): Promise<DeliveryRule[]> {
  return db.select(deliveryRuleColumns).from(deliveryRules).orderBy(asc(deliveryRules.country), asc(deliveryRules.postalCodeFrom), asc(deliveryRules.deliveryRuleId));
}

/** GET /api/delivery-rules/{deliveryRuleId}/. */
export async function loadDeliveryRule(db: Database, deliveryRuleId: number): Promise<DeliveryRule | null> {
  const [row] = await db.select(deliveryRuleColumns).from(deliveryRules).where(eq(deliveryRules.deliveryRuleId, deliveryRuleId)).limit(1);
  return row ?? null;
}
