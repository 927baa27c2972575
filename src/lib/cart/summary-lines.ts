/**
 * The lines of a cart's price overview (decisions §2): the items at list price,
 * every non-zero total on its own line (discounts as money off), the payment
 * fee, then the grand total; cashback is shown apart, as money back afterwards.
 * Pure, in cents; the labels are the feature's.
 */
import { TOTAL_LINES } from "@/domain/cart/total-lines";

import type { Cart } from "./types";

export type SummaryLineKey = "items" | "discountTotal" | "discountExtra" | "pickUpDiscountTotal" | "assemblyTotal" | "extraServiceTotal" | "extraWarrantyTotal" | "deliveryTotal" | "shippingTotal" | "paymentFee";

export interface SummaryLine {
  key: SummaryLineKey;
  /** Cents, always positive; `sign` -1 is a discount. */
  cents: number;
  sign: 1 | -1;
}


const cents = (euros: number) => Math.round(euros * 100);

export function summaryLines(cart: Pick<Cart, "items" | "totals" | "paymentMethods" | "paymentMethod">): { count: number; lines: SummaryLine[]; grandTotal: number; cashback: number } {
  const items = Object.values(cart.items);
  const count = items.reduce((sum, item) => sum + item.qty, 0);
  const itemsTotal = items.reduce((sum, item) => sum + cents(item.product?.listPrice ?? 0) * item.qty, 0);
  const fee = cart.paymentMethods.find((method) => method.id === cart.paymentMethod)?.fee ?? 0;
  const lines: SummaryLine[] = [
    { key: "items", cents: itemsTotal, sign: 1 },
    ...TOTAL_LINES.filter(({ key }) => (cart.totals[key] ?? 0) !== 0).map(({ key, sign }) => ({ key, cents: Math.abs(cents(cart.totals[key])), sign })),
    ...(fee ? [{ key: "paymentFee" as const, cents: cents(fee), sign: 1 as const }] : []),
  ];
  return { count, lines, grandTotal: cents(cart.totals.grandTotal), cashback: cents(cart.totals.cashbackTotal ?? 0) };
}
