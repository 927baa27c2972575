/**
 * Every Dutch word of the invoice, in one place: the model (invoice.ts) names
 * its lines with them, the PDF renderer (server/invoices/invoice-pdf.ts) its
 * headings. The VAT words are the overviews' own (total-lines.ts), so the
 * invoice says reverse charge exactly as the cart, the order page and the mail do.
 */
import { OPTION_LABELS } from "../cart/option-labels";
import { dateTimeFormat } from "../format";
import { formatEuro } from "../money";
import { TOTAL_LABELS, VAT_LABELS } from "../cart/total-lines";
import { TAKE_BACK_LABEL } from "../orders/order-state";

export const INVOICE_COPY = {
  title: "Factuur",
  invoiceNumber: "Factuurnummer",
  invoiceDate: "Factuurdatum",
  orderRef: "Bestelnummer",
  orderDate: "Besteldatum",
  /** The date of supply, where it differs from the invoice date (factuureisen). */
  supply: { day: "Leverdatum", week: "Leverweek", pickUpFrom: "Af te halen vanaf" },
  paidOn: "Betaald op",
  paymentMethod: "Betaalwijze",
  seller: "Verkoper",
  buyer: "Factuur aan",
  kvkNumber: "KvK-nummer",
  vatNumber: "Btw-nummer",
  buyerVatNumber: VAT_LABELS.customerVatNumber,
  iban: "IBAN",
  columns: { description: "Omschrijving", qty: "Aantal", unitPrice: "Prijs per stuk excl. btw", vatRate: "Btw", amount: "Bedrag excl. btw" },
  vatPerRate: "Btw per tarief",
  vatRateLine: (ratePercent: number) => `Btw ${ratePercent}% over`,
  reverseChargeRateLine: "Btw verlegd (0%) over",
  reverseChargeRate: "verlegd",
  totalExclVat: "Totaal exclusief btw",
  vatTotal: "Btw",
  totalInclVat: "Totaal inclusief btw",
  /** Reverse charge: the amount to pay excludes VAT. */
  totalToPay: "Te betalen",
  alreadyPaid: "Dit bedrag is voldaan.",
  /** What an invoice under reverse charge must say (Wet OB art. 35a), with the buyer's VAT number beside it. */
  reverseChargeNote: `${VAT_LABELS.reverseChargeNote}.`,
  intraCommunitySupply: "Intracommunautaire levering",
  /** An order is one supply with one VAT rate; the rounding of a line is explained once. */
  roundingNote: "Bedragen per regel zijn afgerond; het totaal exclusief btw en de btw zijn berekend over de hele bestelling.",
  countries: { NL: "Nederland", BE: "België" } as Record<string, string>,
  lines: {
    ...OPTION_LABELS,
    discountTotal: TOTAL_LABELS.discountTotal,
    discountExtra: TOTAL_LABELS.discountExtra,
    pickUpDiscountTotal: TOTAL_LABELS.pickUpDiscountTotal,
    deliveryTotal: TOTAL_LABELS.deliveryTotal,
    shippingTotal: TOTAL_LABELS.shippingTotal,
    paymentFee: TOTAL_LABELS.paymentFee,
    takeBack: `${TAKE_BACK_LABEL} (gratis, oud-voor-nieuw)`,
  },
  footer: (orderRef: string) => `Vragen over deze factuur? Noem bestelnummer ${orderRef}.`,
  fileName: (invoiceNumber: string) => `factuur-${invoiceNumber}.pdf`,
} as const;

/** "-€ 100,00" for money off, as Dutch invoices write it (Intl would say "€ -100,00"). */
export function invoiceAmount(cents: number): string {
  return cents < 0 ? `-${formatEuro(-cents)}` : formatEuro(cents);
}

/** "26 november 2026" for an ISO calendar day (no time zone: the day is already the shop's). */
export function invoiceDate(isoDate: string): string {
  return dateTimeFormat({ timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** "week 49 van 2026" for an ISO week "2026-W49". */
export function invoiceWeek(isoWeek: string): string {
  return `week ${Number(isoWeek.slice(6))} van ${isoWeek.slice(0, 4)}`;
}
