/**
 * VAT of an order (decisions §1). Every price in the catalogue, and so every
 * total the cart rules compute, includes 21% Dutch VAT, in integer cents. What
 * the customer pays depends on who buys:
 *
 * - a consumer, and a business with a Dutch VAT number, pay Dutch VAT: the
 *   prices as they are ("standard");
 * - a business with a VAT number of another EU member state that VIES calls
 *   valid, whose goods are delivered in Belgium, buys VAT-free (an
 *   intra-community supply): the VAT is reverse charged to the customer, who
 *   pays the amount excluding VAT ("reverseCharge").
 *
 * A VAT number VIES could not check ("unknown": VIES was down) or never checked
 * gets Dutch VAT: charging VAT a business can reclaim is recoverable, not
 * charging it without proof of its status is the shop's loss.
 *
 * Amounts excluding VAT are derived from amounts including it, never the other
 * way round: the catalogue price is the one the customer saw.
 */
import { isBusinessCustomer } from "../business-customer";
import { parseVatNumber } from "../vat-number";

import type { DeliveryType } from "./types";

/** The Dutch standard rate, which every catalogue price includes (NL and BE prices alike). */
export const VAT_RATE_PERCENT = 21;

export type VatTreatment = "standard" | "reverseCharge";

/** The cart's (or order's) fields the treatment depends on. */
export interface VatCustomer {
  company?: unknown;
  companyName?: unknown;
  vatNumber?: unknown;
  /** VIES's verdict on `vatNumber` (src/server/vat/vies-adapter.ts); null or absent: not asked. */
  vatNumberStatus?: "valid" | "invalid" | "unknown" | null;
  /** Where the goods are delivered: "NL" or "BE". */
  shippingCountry?: unknown;
}

/**
 * Rule: reverse charge only for a business customer (company, company name
 * and VAT number) whose VAT number is of an EU member state other than the
 * Netherlands and is VIES-valid, and whose goods leave the Netherlands: an
 * intra-community supply needs the goods to go to another member state, so a
 * pick-up in Zoeterwoude, or a delivery to a Dutch address, is taxed in the
 * Netherlands whoever buys. Everyone else pays Dutch VAT.
 */
export function vatTreatment(customer: VatCustomer, deliveryType: DeliveryType): VatTreatment {
  if (!isBusinessCustomer(customer) || customer.vatNumberStatus !== "valid") return "standard";
  if (deliveryType === "pickUp" || customer.shippingCountry !== "BE") return "standard";
  const parts = parseVatNumber(String(customer.vatNumber));
  return parts !== null && parts.countryCode !== "NL" ? "reverseCharge" : "standard";
}

/**
 * Rule: the amount excluding VAT of an amount including 21% VAT:
 * cents × 100 / 121, rounded to whole cents, half up (away from zero for a
 * negative amount, so that a discount rounds like the price it comes off).
 * Integer arithmetic only: round(x / 121) = floor((2x + 121) / 242).
 *
 * A tie never occurs (an exact half would need 200 × cents = 121 × an odd
 * number, and 200 × cents is even), so half up, half even and half down give
 * the same cents; half up is named because it is what a bookkeeper expects.
 *
 * Rounded per total: an order's VAT is worked out once, on its grand total, not
 * summed from rounded lines; a line shown excluding VAT is rounded on its own
 * and so may differ by a cent from the grand total's share.
 */
export function amountExcludingVat(centsIncludingVat: number): number {
  const magnitude = Math.abs(centsIncludingVat);
  const excluding = Math.floor((2 * magnitude * 100 + (100 + VAT_RATE_PERCENT)) / (2 * (100 + VAT_RATE_PERCENT)));
  return centsIncludingVat < 0 ? -excluding : excluding;
}

/** Rule: the VAT an amount including VAT holds: the amount less its amount excluding VAT (so the two always add up). */
export function vatIncluded(centsIncludingVat: number): number {
  return centsIncludingVat - amountExcludingVat(centsIncludingVat);
}

/** What the customer pays and the VAT in it. `grandTotal` is what is charged; cents. */
export interface VatBreakdown {
  vatTreatment: VatTreatment;
  /** The VAT the grand total includes: 0 with reverse charge. */
  vatTotal: number;
  /** The grand total excluding VAT. */
  grandTotalExclVat: number;
  /** What the customer pays: including VAT, or with reverse charge excluding it. */
  grandTotal: number;
}

/**
 * Rule: the order's VAT from its grand total including VAT. Standard: the
 * customer pays that total, which holds `vatTotal`. Reverse charge: the
 * customer pays the total excluding VAT and the shop charges no VAT.
 */
export function vatBreakdown(grandTotalIncludingVat: number, treatment: VatTreatment): VatBreakdown {
  const grandTotalExclVat = amountExcludingVat(grandTotalIncludingVat);
  return treatment === "reverseCharge"
    ? { vatTreatment: treatment, vatTotal: 0, grandTotalExclVat, grandTotal: grandTotalExclVat }
    : { vatTreatment: treatment, vatTotal: grandTotalIncludingVat - grandTotalExclVat, grandTotalExclVat, grandTotal: grandTotalIncludingVat };
}

/**
 * Rule: an overview shows its prices excluding VAT with reverse charge (no VAT
 * is charged, so no price including it applies), or when a business customer
 * chose to see them so (decisions §1: the display toggle, a consumer never).
 */
export function showsPricesExclVat(treatment: VatTreatment, business: boolean, exclVatChosen: boolean): boolean {
  return treatment === "reverseCharge" || (business && exclVatChosen);
}

/** An amount including VAT as an overview shows it: as it is, or excluding VAT. */
export function shownAmount(centsIncludingVat: number, exclVat: boolean): number {
  return exclVat ? amountExcludingVat(centsIncludingVat) : centsIncludingVat;
}
