/**
 * The lines of a price overview between the items and the grand total, in the
 * order every overview shows them (cart, checkout, order page, e-mail), with
 * their Dutch names in one place (decisions §8). `sign` -1: money off.
 */
export const TOTAL_LINES = [
  { key: "discountTotal", sign: -1, label: "Korting" },
  { key: "discountExtra", sign: -1, label: "Extra korting" },
  { key: "pickUpDiscountTotal", sign: -1, label: "Afhaalkorting" },
  { key: "assemblyTotal", sign: 1, label: "Installatie en montage" },
  { key: "extraServiceTotal", sign: 1, label: "Extra service" },
  { key: "extraWarrantyTotal", sign: 1, label: "Extra garantie" },
  { key: "deliveryTotal", sign: 1, label: "Bezorgkosten" },
  { key: "shippingTotal", sign: 1, label: "Verzendkosten kleine bestelling" },
] as const satisfies readonly { key: string; sign: 1 | -1; label: string }[];

export type TotalLineKey = (typeof TOTAL_LINES)[number]["key"];

export const PAYMENT_FEE_LABEL = "Betaalkosten";

/** An order's frozen totals hold the payment fee too: it is listed last. */
export const TOTAL_LINES_WITH_FEE = [...TOTAL_LINES, { key: "paymentFee", sign: 1, label: PAYMENT_FEE_LABEL }] as const;

/** The labels by key, for overviews that look them up. */
export const TOTAL_LABELS: Record<TotalLineKey | "paymentFee", string> = {
  ...(Object.fromEntries(TOTAL_LINES.map((line) => [line.key, line.label])) as Record<TotalLineKey, string>),
  paymentFee: PAYMENT_FEE_LABEL,
};
