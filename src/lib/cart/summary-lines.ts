/**
 * The lines of a cart's price overview (decisions §2): the items at list price,
 * every non-zero total on its own line (discounts as money off), the payment
 * fee, then the VAT and the grand total (decisions §1); cashback is shown apart,
 * as money back afterwards. Amounts are shown excluding VAT with reverse charge
 * or when a business customer chose so (domain/cart/vat.ts). Pure, in cents;
 * the labels are the feature's, the VAT lines' the domain's.
 */
import { TOTAL_LINES, vatOverviewLines, type VatOverviewLine } from "@/domain/cart/total-lines";
import { shownAmount, showsPricesExclVat } from "@/domain/cart/vat";
import { isBusinessCustomer } from "@/domain/business-customer";

import type { Cart } from "./types";

export type SummaryLineKey = "items" | "discountTotal" | "discountExtra" | "pickUpDiscountTotal" | "assemblyTotal" | "extraServiceTotal" | "extraWarrantyTotal" | "deliveryTotal" | "takeRetour" | "shippingTotal" | "paymentFee";

export interface SummaryLine {
  key: SummaryLineKey;
  /** Cents, always positive (0: shown as free); `sign` -1 is a discount. */
  cents: number;
  sign: 1 | -1;
}

export interface Summary {
  count: number;
  lines: SummaryLine[];
  /** What the customer pays, in cents. */
  grandTotal: number;
  cashback: number;
  /** Whether the amounts are shown excluding VAT. */
  exclVat: boolean;
  /** The VAT lines and the total(s), the amount to pay marked `grand`. */
  vatLines: VatOverviewLine[];
  reverseCharge: boolean;
  /** A business customer whose VAT is Dutch may switch the display; with reverse charge it is excluding VAT anyway. */
  mayChooseExclVat: boolean;
}

type SummaryCart = Pick<Cart, "items" | "totals" | "paymentMethods" | "paymentMethod" | "company" | "companyName" | "vatNumber"> & Partial<Pick<Cart, "deliveryType" | "takeRetour">>;

/** `exclVatChosen`: the business customer's display choice (lib/cart/vat-display.ts); ignored for a consumer. */
export function summaryLines(cart: SummaryCart, exclVatChosen = false): Summary {
  const treatment = cart.totals.vatTreatment;
  const business = isBusinessCustomer(cart);
  const exclVat = showsPricesExclVat(treatment, business, exclVatChosen);
  const shown = (amount: number) => shownAmount(amount, exclVat);
  const items = Object.values(cart.items);
  const count = items.reduce((sum, item) => sum + item.qty, 0);
  const itemsTotal = items.reduce((sum, item) => sum + (item.product?.priceCents ?? 0) * item.qty, 0);
  const fee = cart.paymentMethods.find((method) => method.id === cart.paymentMethod)?.feeCents ?? 0;
  // What the customer chose is listed even when it costs nothing ("Gratis"), and so is a delivery's cost: a line that is
  // missing reads as forgotten, not as free (issue 19, point 10).
  const chosen = (option: "assembly" | "extraService" | "extraWarranty") => items.some((item) => item.options?.[option] === true);
  const delivered = cart.deliveryType !== undefined && cart.deliveryType !== "pickUp";
  const shownWhenFree: Partial<Record<SummaryLineKey, boolean>> = {
    deliveryTotal: delivered,
    assemblyTotal: chosen("assembly"),
    extraServiceTotal: chosen("extraService"),
    extraWarrantyTotal: chosen("extraWarranty"),
  };
  const lines: SummaryLine[] = [{ key: "items", cents: shown(itemsTotal), sign: 1 }];
  for (const { key, sign } of TOTAL_LINES) {
    if ((cart.totals[key] ?? 0) !== 0 || shownWhenFree[key]) lines.push({ key, cents: shown(Math.abs(cart.totals[key] ?? 0)), sign });
    // Taking the old appliance back is free (decisions §3), and goes with a delivery only.
    if (key === "deliveryTotal" && delivered && cart.takeRetour === true) lines.push({ key: "takeRetour", cents: 0, sign: 1 });
  }
  if (fee) lines.push({ key: "paymentFee", cents: shown(fee), sign: 1 });
  const vat = {
    vatTreatment: treatment,
    vatTotal: cart.totals.vatTotal,
    grandTotalExclVat: cart.totals.grandTotalExclVat,
    grandTotal: cart.totals.grandTotal,
  };
  return {
    count,
    lines,
    grandTotal: vat.grandTotal,
    cashback: cart.totals.cashbackTotal,
    exclVat,
    vatLines: vatOverviewLines(vat, exclVat),
    reverseCharge: treatment === "reverseCharge",
    mayChooseExclVat: business && treatment === "standard",
  };
}
