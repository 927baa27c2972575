import "server-only";

/**
 * Turns what a client sent into the cart's new fields and items: the items
 * through the cart rules (domain/cart/replace-items), the fields as validated by
 * the schema. Refuses with 422 and one message per field; changes nothing itself.
 */
import { inArray } from "drizzle-orm";

import { replaceItems, requestedProductIds } from "@/domain/cart/replace-items";
import type { CartItems } from "@/domain/cart/types";
import type { CartCreateInput } from "@/schemas/cart-input";
import type { Database } from "@/server/db/client";
import { isStorableId } from "@/server/db/ids";
import { combinationProducts } from "@/server/db/schema";
import { ApiError, type FieldError } from "@/server/http/api-error";
import { loadShopSettings } from "@/server/shop-settings/load-shop-settings";
import { checkVatNumber } from "@/server/vat/vies-adapter";

import { effectivePaymentMethod } from "@/domain/cart/payment-methods";
import { type CartProductDetails, loadCartProducts } from "./cart-products";
import type { CartFields } from "./cart-record";

export interface AppliedInput {
  fields: CartFields;
  items: CartItems;
  products: Map<number, CartProductDetails>;
}

const invalid = (errors: FieldError[]) => new ApiError(422, "De ingestuurde gegevens kloppen niet.", errors);

export async function applyCartInput(
  db: Database,
  current: { fields: CartFields; items: CartItems },
  input: CartCreateInput & { version?: number; acceptedTermsAndConditions?: boolean },
  now: Date,
  /** The products of the current and the requested items, when the caller read them with the cart. */
  loaded?: Map<number, CartProductDetails>,
): Promise<AppliedInput> {
  // The version guards the write and accepting the terms places the order; neither is a field of the cart.
  const { items: requested, version: _version, acceptedTermsAndConditions: _accepted, ...changes } = input;
  const currentIds = Object.values(current.items).map((item) => item.productId);
  const products = loaded ?? (await loadCartProducts(db, [...new Set([...currentIds, ...requestedProductIds(requested ?? {})])]));

  let items = current.items;
  if (requested) {
    const result = replaceItems(current.items, requested, products, now);
    if (!result.ok) throw invalid(result.problems);
    items = result.items;
    await checkCombinations(db, items);
  }

  // Only the fields sent change; an absent field keeps its value, null clears it.
  const fields: CartFields = { ...current.fields };
  for (const [name, value] of Object.entries(changes)) if (value !== undefined) (fields as Record<string, unknown>)[name] = value;
  // A day or a week, never both (decisions §3): the one just chosen wins.
  if (changes.deliveryDay) fields.deliveryWeek = null;
  else if (changes.deliveryWeek) fields.deliveryDay = null;
  if (changes.vatNumber !== undefined && changes.vatNumber !== current.fields.vatNumber) {
    // Asked once per new number; VIES being down gives 'unknown', which does not stop an order.
    fields.vatNumberStatus = fields.vatNumber ? await checkVatNumber(fields.vatNumber) : null;
  }

  const { chosen } = effectivePaymentMethod({ fields, items }, (await loadShopSettings(db)).paymentFees);
  if (changes.paymentMethod && !chosen) {
    throw invalid([{ field: "paymentMethod", errorMessage: `${changes.paymentMethod} kan niet bij dit land en deze bezorgwijze` }]);
  }
  // A method the new items or country rule out (pin at pick-up after leaving pick-up) is dropped, not kept hidden.
  if (fields.paymentMethod && !chosen) fields.paymentMethod = null;
  return { fields, items, products };
}

/** An item bought as part of a combination must name a combination that holds its product. */
async function checkCombinations(db: Database, items: CartItems): Promise<void> {
  const inCombination = Object.entries(items).filter(([, item]) => item.combinationId !== null);
  if (inCombination.length === 0) return;
  const combinationIds = [...new Set(inCombination.map(([, item]) => item.combinationId!))].filter(isStorableId);
  const rows =
    combinationIds.length === 0
      ? []
      : await db
          .select({ combinationId: combinationProducts.combinationId, productId: combinationProducts.productId })
          .from(combinationProducts)
          .where(inArray(combinationProducts.combinationId, combinationIds));
  const known = new Set(rows.map((row) => `${row.productId}_${row.combinationId}`));
  const errors = inCombination
    .filter(([key]) => !known.has(key))
    .map(([key, item]) => ({ field: `items.${key}.combinationId`, errorMessage: `Combinatie ${item.combinationId} bestaat niet of bevat product ${item.productId} niet` }));
  if (errors.length > 0) throw invalid(errors);
}
