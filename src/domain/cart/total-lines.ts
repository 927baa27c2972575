import { OPTION_LABELS } from "./option-labels";
import { VAT_RATE_PERCENT, type VatBreakdown } from "./vat";

/**
 * The lines of a price overview between the items and the grand total, in the
 * order every overview shows them (cart, checkout, order page, e-mail), with
 * their Dutch names in one place (decisions §8). `sign` -1: money off.
 */
export const TOTAL_LINES = [
  { key: "discountTotal", sign: -1, label: "Korting" },
  { key: "discountExtra", sign: -1, label: "Extra korting" },
  { key: "pickUpDiscountTotal", sign: -1, label: "Afhaalkorting" },
  { key: "assemblyTotal", sign: 1, label: OPTION_LABELS.assembly },
  { key: "extraServiceTotal", sign: 1, label: OPTION_LABELS.extraService },
  { key: "extraWarrantyTotal", sign: 1, label: OPTION_LABELS.extraWarranty },
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

/** The Dutch words of an overview's VAT lines (decisions §1), for every overview and the e-mail. */
export const VAT_LABELS = {
  total: "Totaal",
  inclVat: "Inclusief btw",
  exclVat: "Exclusief btw",
  vatIncluded: `Waarvan btw (${VAT_RATE_PERCENT}%)`,
  vat: `Btw (${VAT_RATE_PERCENT}%)`,
  reverseCharge: "Btw verlegd",
  /** What an invoice under reverse charge must say, with the customer's VAT number beside it. */
  reverseChargeNote: "Btw verlegd naar de afnemer (intracommunautaire levering)",
  customerVatNumber: "Btw-nummer afnemer",
  showExclVat: "Prijzen exclusief btw tonen",
} as const;

export interface VatOverviewLine {
  key: "grandTotalExclVat" | "vatTotal" | "grandTotal";
  label: string;
  /** Said after the label in smaller type: "Inclusief btw". */
  qualifier: string | null;
  cents: number;
  /** The amount to pay: the overview's bold last word. */
  grand: boolean;
}

/**
 * The lines that close an overview, after the price lines: with the prices
 * including VAT, the total and the VAT in it; excluding VAT, the total without
 * VAT, the VAT and the total to pay; with reverse charge, no VAT and the total
 * to pay, which excludes VAT.
 */
export function vatOverviewLines(vat: VatBreakdown, exclVat: boolean): VatOverviewLine[] {
  const line = (key: VatOverviewLine["key"], label: string, qualifier: string | null, cents: number, grand = false): VatOverviewLine => ({ key, label, qualifier, cents, grand });
  if (vat.vatTreatment === "reverseCharge") {
    return [line("vatTotal", VAT_LABELS.reverseCharge, null, 0), line("grandTotal", VAT_LABELS.total, VAT_LABELS.exclVat, vat.grandTotal, true)];
  }
  if (exclVat) {
    return [
      line("grandTotalExclVat", VAT_LABELS.total, VAT_LABELS.exclVat, vat.grandTotalExclVat),
      line("vatTotal", VAT_LABELS.vat, null, vat.vatTotal),
      line("grandTotal", VAT_LABELS.total, VAT_LABELS.inclVat, vat.grandTotal, true),
    ];
  }
  return [line("grandTotal", VAT_LABELS.total, VAT_LABELS.inclVat, vat.grandTotal, true), line("vatTotal", VAT_LABELS.vatIncluded, null, vat.vatTotal)];
}
