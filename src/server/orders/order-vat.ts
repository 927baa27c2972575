/**
 * An order's VAT as placing it froze it (decisions §1): the treatment, the VAT
 * in the amount paid and the amount excluding VAT. An order placed before the
 * totals held its VAT paid Dutch VAT on its grand total; that is worked out
 * again by the same rule (domain/cart/vat.ts), so every order reads alike.
 */
import { vatBreakdown, type VatBreakdown } from "@/domain/cart/vat";
import { normaliseVatNumber } from "@/domain/vat-number";
import type { OrderRow } from "@/server/db/schema";

export function orderVat(order: Pick<OrderRow, "totals" | "grandTotalCents">): VatBreakdown {
  const { vatTreatment, vatTotal, grandTotalExclVat } = order.totals;
  if (vatTreatment === undefined || vatTotal === undefined || grandTotalExclVat === undefined) return vatBreakdown(order.grandTotalCents, "standard");
  return { vatTreatment, vatTotal, grandTotalExclVat, grandTotal: order.grandTotalCents };
}

/** The customer's VAT number as an invoice under reverse charge names it (capitals, no spaces or dots); null otherwise. */
export function reverseChargeVatNumber(order: Pick<OrderRow, "totals" | "grandTotalCents" | "fields">): string | null {
  if (orderVat(order).vatTreatment !== "reverseCharge") return null;
  const vatNumber = (order.fields as Record<string, unknown>).vatNumber;
  return typeof vatNumber === "string" ? normaliseVatNumber(vatNumber) : null;
}
