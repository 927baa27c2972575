import "server-only";

/**
 * POST /api/delivery-rules/ and PUT /api/delivery-rules/{deliveryRuleId}/: on
 * which weekdays a country or postal code range gets deliveries. One rule per
 * country and range (a second one would leave which applies to chance): 409.
 */
import { eq } from "drizzle-orm";

import type { DeliveryRuleInput } from "@/schemas/delivery-planning";
import type { Database } from "@/server/db/client";
import { postgresErrorCode, UNIQUE_VIOLATION } from "@/server/db/postgres-error";
import { deliveryRules } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { deliveryDataChanged } from "./delivery-data-changed";
import { type DeliveryRule, deliveryRuleColumns } from "./delivery-rules";

export const DELIVERY_RULE_NOT_FOUND = "Bezorgregel niet gevonden";

export async function saveDeliveryRule(db: Database, input: DeliveryRuleInput, deliveryRuleId?: number): Promise<DeliveryRule> {
  const values = {
    country: input.country,
    postalCodeFrom: input.postalCodeFrom ?? null,
    postalCodeTo: input.postalCodeTo ?? null,
    // Stored in week order, as the checkout and the back office read them.
    weekdays: [...input.weekdays].sort((a, b) => a - b),
    description: input.description,
  };
  let saved: DeliveryRule | undefined;
  try {
    [saved] =
      deliveryRuleId === undefined
        ? await db.insert(deliveryRules).values(values).returning(deliveryRuleColumns)
        : await db.update(deliveryRules).set(values).where(eq(deliveryRules.deliveryRuleId, deliveryRuleId)).returning(deliveryRuleColumns);
  } catch (error) {
    if (postgresErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    const region = values.postalCodeFrom === null ? `heel ${values.country}` : `${values.country} ${values.postalCodeFrom}-${values.postalCodeTo}`;
    throw new ApiError(409, `Er is al een bezorgregel voor ${region}; pas die aan.`, [{ field: "postalCodeFrom", errorMessage: "Voor dit gebied bestaat al een bezorgregel" }]);
  }
  if (!saved) throw new ApiError(404, DELIVERY_RULE_NOT_FOUND);
  deliveryDataChanged();
  return saved;
}
