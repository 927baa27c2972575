/**
 * What a guest may see of a product's stock and discounts (issue 17): stock as
 * in or out of stock with the expected date (`inStock`, `stockEstimatedDate`,
 * `delivery`), never the number on hand, and never the make-amends discount
 * that customer service may grant. Both are staff-only on the product page
 * (src/features/staff/staff-product-facts.tsx); the API answers the same: the
 * product answer (product-answer.ts) has `stock` and `discounts.makeAmends` for
 * staff only, the time-sensitive answer goes through productFactsFor.
 */
import type { StaffIdentity } from "@/server/staff/identify-staff";

/** The fields only staff see; everything else of a product answer is public. */
export const STAFF_ONLY_PRODUCT_FIELDS = ["stock", "makeAmendsDiscountCents"] as const;
type StaffOnlyField = (typeof STAFF_ONLY_PRODUCT_FIELDS)[number];

export type GuestProductFacts<T> = Omit<T, StaffOnlyField>;

/** The product as the caller may see it: whole for a member of staff, without the staff-only fields for a guest. */
export function productFactsFor<T extends object>(product: T, staff: StaffIdentity | null): T | GuestProductFacts<T> {
  if (staff) return product;
  const guest = { ...product } as Record<string, unknown>;
  for (const field of STAFF_ONLY_PRODUCT_FIELDS) delete guest[field];
  return guest as GuestProductFacts<T>;
}
