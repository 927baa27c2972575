import "server-only";

/** DELETE /api/delivery-rules/{deliveryRuleId}/: the region falls back to its country's rule, or Monday to Saturday. */
import { eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { deliveryRules } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { deliveryDataChanged } from "./delivery-data-changed";
import { DELIVERY_RULE_NOT_FOUND } from "./save-delivery-rule";

export async function removeDeliveryRule(db: Database, deliveryRuleId: number): Promise<void> {
  const removed = await db.delete(deliveryRules).where(eq(deliveryRules.deliveryRuleId, deliveryRuleId)).returning({ deliveryRuleId: deliveryRules.deliveryRuleId });
  if (removed.length === 0) throw new ApiError(404, DELIVERY_RULE_NOT_FOUND);
  deliveryDataChanged();
}
