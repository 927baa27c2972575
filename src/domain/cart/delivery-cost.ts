/**
 * What delivery costs, said before the cart: on the product page, the listing's
 * cards and the customer-service pages (issue 19). A promise may only say
 * "Gratis bezorgd" when it is true for the product bought on its own; the cart's
 * totals (totals.ts) charge by the same rule, `smallOrderFeeCents`. The promise
 * depends on the settings and the product alone, never on a visitor, so the
 * shared page cache may keep it (docs/security/cache.md).
 */
import { formatEuro } from "../money";

import type { SmallOrderPolicy } from "./totals";

/** The small-order fee for goods worth `goodsCents` (items less discounts): below the threshold, the fee. */
export function smallOrderFeeCents(goodsCents: number, policy: SmallOrderPolicy): number {
  return goodsCents < policy.thresholdCents ? policy.feeCents : 0;
}

export type DeliveryCostPromise =
  /** Nothing to pay for delivery, bought alone. */
  | { kind: "free" }
  /** No delivery cost of its own, but alone it is a small order. */
  | { kind: "freeFrom"; thresholdCents: number; feeCents: number }
  /** Its own delivery cost, and alone maybe the small-order fee on top. */
  | { kind: "cost"; deliveryCostCents: number; smallOrderFeeCents: number; thresholdCents: number };

/**
 * @param product `priceCents`: what the shopper pays for one (after a discount at
 * the cash desk), as the cart counts it against the threshold.
 */
export function deliveryCostPromise(product: { priceCents: number; deliveryCostCents: number }, policy: SmallOrderPolicy): DeliveryCostPromise {
  const fee = smallOrderFeeCents(product.priceCents, policy);
  if (product.deliveryCostCents > 0) return { kind: "cost", deliveryCostCents: product.deliveryCostCents, smallOrderFeeCents: fee, thresholdCents: policy.thresholdCents };
  if (fee > 0) return { kind: "freeFrom", thresholdCents: policy.thresholdCents, feeCents: fee };
  return { kind: "free" };
}

/** What delivering the product costs when it is bought on its own: its delivery cost and, below the threshold, the small-order fee. */
export function deliveryChargeAloneCents(product: { priceCents: number; deliveryCostCents: number }, policy: SmallOrderPolicy): number {
  return product.deliveryCostCents + smallOrderFeeCents(product.priceCents, policy);
}

/**
 * How much more the cart's goods must be worth for free delivery; 0 when the
 * small-order fee is not charged (enough goods, pick-up, or an empty cart).
 */
export function freeDeliveryShortfallCents(totals: { itemsTotal: number; discountTotal: number; discountExtra: number; shippingTotal: number }, policy: SmallOrderPolicy): number {
  if (totals.shippingTotal === 0) return 0;
  return Math.max(0, policy.thresholdCents - (totals.itemsTotal - totals.discountTotal - totals.discountExtra));
}

/** "€ 50" for whole euros, "€ 49,95" otherwise: a threshold reads better without ",00". */
export function formatAmount(cents: number): string {
  return cents % 100 === 0 ? formatEuro(cents).replace(/,00$/, "") : formatEuro(cents);
}

/** The Dutch sentences of the promise (decisions §8: copy in one place); `short` for a card. */
export function deliveryCostText(promise: DeliveryCostPromise, length: "full" | "short" = "full"): string {
  switch (promise.kind) {
    case "free":
      return "Gratis bezorgd";
    case "freeFrom":
      return length === "short"
        ? `Gratis bezorgd vanaf ${formatAmount(promise.thresholdCents)}`
        : `Gratis bezorgd vanaf ${formatAmount(promise.thresholdCents)}; daaronder ${formatEuro(promise.feeCents)}`;
    case "cost": {
      const own = `Bezorgkosten ${formatEuro(promise.deliveryCostCents)}`;
      if (promise.smallOrderFeeCents === 0 || length === "short") return own;
      return `${own}; onder ${formatAmount(promise.thresholdCents)} ook ${formatEuro(promise.smallOrderFeeCents)} verzendkosten`;
    }
  }
}

/** What the small-order rule is, in one sentence, for the customer-service pages and the cart. */
export function smallOrderRuleText(policy: SmallOrderPolicy): string {
  if (policy.feeCents === 0 || policy.thresholdCents === 0) return "Bezorgen is gratis, behalve bij een product met eigen bezorgkosten; die zie je bij het product.";
  return `Vanaf ${formatAmount(policy.thresholdCents)} aan producten bezorgen we gratis. Daaronder rekenen we ${formatEuro(policy.feeCents)} verzendkosten.`;
}

/** The cart's nudge: "Nog € 10,01 tot gratis bezorging". */
export function freeDeliveryShortfallText(shortfallCents: number): string {
  return `Nog ${formatEuro(shortfallCents)} tot gratis bezorging`;
}
