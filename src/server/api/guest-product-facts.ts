/**
 * What a guest may see of a product's stock and discounts (issue 17): stock as
 * in or out of stock with the expected date (`inStock`, `stockEstimatedDate`,
 * `delivery`), never the number on hand, and never the make-amends discount
 * that customer service may grant. Both are staff-only on the product page
 * (src/features/staff/staff-product-facts.tsx); the API answers the same: the
 * product answer (product-answer.ts) and the time-sensitive answer
 * (time-sensitive-answer.ts) have `stock` and `discounts.makeAmends` only for
 * the viewer this function calls staff.
 */
import type { StaffIdentity } from "@/server/staff/identify-staff";

/** Who asks for a product answer: a member of staff sees the staff-only facts, anyone else does not. */
export function productViewer(staff: StaffIdentity | null): { staff: boolean } {
  return { staff: staff !== null };
}
