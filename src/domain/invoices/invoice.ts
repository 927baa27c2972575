/**
 * An invoice's content (issue 20, point 6), as the Dutch invoice rules
 * (Belastingdienst, "factuureisen") ask for it, made from an order's frozen
 * facts. Pure: the server freezes the answer in the `invoices` row when it is
 * issued, and the PDF (server/invoices/invoice-pdf.ts) only draws it, so a
 * later change of the company's details, a product's name or this code never
 * rewrites an invoice that was issued.
 *
 * What the rules ask, and where it comes from:
 * - number in one unbroken series, invoice date: given (issue-invoice.ts);
 * - date of supply where it differs from the invoice date: the planned
 *   delivery day or week, or the first pick-up day;
 * - seller's name, address, KvK and VAT number: config/company.ts at issue;
 * - buyer's name and address (the invoice address if one was given), and a
 *   business buyer's VAT number (required under reverse charge);
 * - every line with quantity, description and unit price excluding VAT: each
 *   item at its list price, then the discounts, the options, delivery, the
 *   small-order fee and the payment fee as the order's totals charged them
 *   (decisions §2), and the free take-back of the old appliance;
 * - VAT per rate, totals excluding VAT, VAT and including VAT;
 * - under reverse charge "Btw verlegd" (intra-community supply) and the
 *   buyer's VAT number.
 *
 * Amounts excluding VAT (decisions §1): the order's VAT was worked out once,
 * on its grand total including VAT, and that is what the customer paid. The
 * invoice keeps those totals exactly; each line's amount excluding VAT is its
 * share of the order's total excluding VAT (largest remainder, so the lines
 * add up to the total to the cent and no line is more than a cent off its
 * exact share). The unit price is rounded on its own (vat.ts). An order
 * whose lines do not add up to its total is refused (InvoiceTotalsMismatch).
 */
import { OPTION_LABELS } from "../cart/option-labels";
import { amountExcludingVat, VAT_RATE_PERCENT, vatBreakdown, type VatBreakdown, type VatTreatment } from "../cart/vat";
import { isBusinessCustomer } from "../business-customer";
import { normaliseVatNumber } from "../vat-number";

import { INVOICE_COPY } from "./invoice-copy";

/** The seller as the invoice names it (config/company.ts at the moment of issue). */
export interface InvoiceSeller {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  kvkNumber: string;
  vatNumber: string;
  iban: string;
  emailAddress: string;
}

export interface InvoiceBuyer {
  /** The person who ordered. */
  name: string;
  companyName: string | null;
  /** Street and number, postal code and city, country. */
  addressLines: string[];
  /** A business buyer's VAT number (capitals, no spaces or dots); null for a consumer. */
  vatNumber: string | null;
}

export interface InvoiceLine {
  description: string;
  qty: number;
  unitPriceExclVatCents: number;
  /** The line's share of the order's total excluding VAT. */
  amountExclVatCents: number;
  vatRatePercent: number;
}

export interface InvoiceVatRate {
  ratePercent: number;
  /** 0% because the VAT is reverse charged to the buyer, not because the goods are exempt. */
  reverseCharge: boolean;
  baseCents: number;
  vatCents: number;
}

export type InvoiceSupply = { kind: "day" | "pickUpFrom"; date: string } | { kind: "week"; week: string };

/** Everything the PDF shows, frozen when the invoice is issued. Money in cents, dates as ISO calendar days in the shop's time zone. */
export interface InvoiceFacts {
  invoiceNumber: string;
  issueDate: string;
  orderRef: string;
  orderDate: string;
  /** The date of supply, when it is not the invoice date. */
  supply: InvoiceSupply | null;
  paymentMethodLabel: string;
  /** When the payment came in; null when the invoice was issued before it (staff, for a payment on delivery). */
  paidOn: string | null;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  vatRates: InvoiceVatRate[];
  totalExclVatCents: number;
  vatTotalCents: number;
  /** What the buyer pays: including VAT, or under reverse charge the total excluding VAT. */
  totalInclVatCents: number;
  reverseCharge: boolean;
}

/** What the invoice needs of an order's item (the order froze it: server/orders/order-lines.ts). */
export interface InvoiceOrderItem {
  name: string;
  brandName: string;
  qty: number;
  /** The price including VAT before the cash-desk discount, which the totals list as "Korting". */
  listPriceCents: number;
  options: { assembly?: boolean; extraService?: boolean; extraWarranty?: boolean; pickUpDiscount?: boolean };
}

/** The order's frozen totals (cents, including VAT) as far as the invoice needs them. */
export interface InvoiceOrderTotals {
  discountTotal?: number;
  discountExtra?: number;
  pickUpDiscountTotal?: number;
  assemblyTotal?: number;
  extraServiceTotal?: number;
  extraWarrantyTotal?: number;
  deliveryTotal?: number;
  shippingTotal?: number;
  paymentFee?: number;
  vatTreatment?: VatTreatment;
  vatTotal?: number;
  grandTotalExclVat?: number;
}

export interface InvoiceOrder {
  orderRef: string;
  /** The order's placing and payment moments, already as calendar days in the shop's time zone. */
  orderDate: string;
  paidOn: string | null;
  items: InvoiceOrderItem[];
  totals: InvoiceOrderTotals;
  grandTotalCents: number;
  /** The customer's fields as the checkout took them (names, company, addresses). */
  fields: Record<string, unknown>;
  deliveryType: string;
  deliveryDay: string | null;
  deliveryWeek: string | null;
  pickUpDay: string | null;
  paymentMethodLabel: string;
}

/** The lines after the items, in the overviews' order (total-lines.ts); `option`: the item option the line is for. */
const CHARGE_LINES = [
  { key: "discountTotal", sign: -1, option: null },
  { key: "discountExtra", sign: -1, option: null },
  { key: "pickUpDiscountTotal", sign: -1, option: "pickUpDiscount" },
  { key: "assemblyTotal", sign: 1, option: "assembly" },
  { key: "extraServiceTotal", sign: 1, option: "extraService" },
  { key: "extraWarrantyTotal", sign: 1, option: "extraWarranty" },
  { key: "deliveryTotal", sign: 1, option: null },
  { key: "shippingTotal", sign: 1, option: null },
  { key: "paymentFee", sign: 1, option: null },
] as const;

const LINE_LABELS: Record<(typeof CHARGE_LINES)[number]["key"], string> = {
  discountTotal: INVOICE_COPY.lines.discountTotal,
  discountExtra: INVOICE_COPY.lines.discountExtra,
  pickUpDiscountTotal: INVOICE_COPY.lines.pickUpDiscountTotal,
  assemblyTotal: OPTION_LABELS.assembly,
  extraServiceTotal: OPTION_LABELS.extraService,
  extraWarrantyTotal: OPTION_LABELS.extraWarranty,
  deliveryTotal: INVOICE_COPY.lines.deliveryTotal,
  shippingTotal: INVOICE_COPY.lines.shippingTotal,
  paymentFee: INVOICE_COPY.lines.paymentFee,
};

/** An order whose lines do not add up to its frozen total: a bug in the order's data, never invoiced as it is. */
export class InvoiceTotalsMismatch extends Error {
  constructor(totalExclVat: number, linesExclVat: number) {
    super(`The order's lines (${linesExclVat} cents excluding VAT, rounded down) do not add up to its total excluding VAT (${totalExclVat} cents)`);
    this.name = "InvoiceTotalsMismatch";
  }
}

/** A line before its share excluding VAT is known: its amount including VAT. */
interface DraftLine {
  description: string;
  qty: number;
  unitInclVatCents: number;
  amountInclVatCents: number;
}

/** The order's VAT as placing it froze it; an order placed before the totals held it paid Dutch VAT on its grand total (as server/orders/order-vat.ts reads it). */
export function frozenVat(order: Pick<InvoiceOrder, "totals" | "grandTotalCents">): VatBreakdown {
  const { vatTreatment, vatTotal, grandTotalExclVat } = order.totals;
  if (vatTreatment === undefined || vatTotal === undefined || grandTotalExclVat === undefined) return vatBreakdown(order.grandTotalCents, "standard");
  return { vatTreatment, vatTotal, grandTotalExclVat, grandTotal: order.grandTotalCents };
}

/** Rule: the invoice of an order, with the number, date and seller it is issued under. */
export function invoiceFromOrder(order: InvoiceOrder, issue: { invoiceNumber: string; issueDate: string; seller: InvoiceSeller }): InvoiceFacts {
  const vat = frozenVat(order);
  const reverseCharge = vat.vatTreatment === "reverseCharge";
  const ratePercent = reverseCharge ? 0 : VAT_RATE_PERCENT;
  const drafts = draftLines(order);
  const shares = sharesExcludingVat(
    drafts.map((line) => line.amountInclVatCents),
    vat.grandTotalExclVat,
  );
  const lines = drafts.map((line, index) => ({
    description: line.description,
    qty: line.qty,
    unitPriceExclVatCents: amountExcludingVat(line.unitInclVatCents),
    amountExclVatCents: shares[index]!,
    vatRatePercent: ratePercent,
  }));
  return {
    invoiceNumber: issue.invoiceNumber,
    issueDate: issue.issueDate,
    orderRef: order.orderRef,
    orderDate: order.orderDate,
    supply: supplyOf(order, issue.issueDate),
    paymentMethodLabel: order.paymentMethodLabel,
    paidOn: order.paidOn,
    seller: issue.seller,
    buyer: buyerOf(order.fields),
    lines,
    // One supply, one rate: the shop sells everything at 21%, or reverse charges all of it.
    vatRates: [{ ratePercent, reverseCharge, baseCents: vat.grandTotalExclVat, vatCents: vat.vatTotal }],
    totalExclVatCents: vat.grandTotalExclVat,
    vatTotalCents: vat.vatTotal,
    totalInclVatCents: vat.grandTotal,
    reverseCharge,
  };
}

function draftLines(order: InvoiceOrder): DraftLine[] {
  const items = order.items.map((item) => ({
    description: `${item.brandName} ${item.name}`,
    qty: item.qty,
    unitInclVatCents: item.listPriceCents,
    amountInclVatCents: item.listPriceCents * item.qty,
  }));
  const charges = CHARGE_LINES.flatMap(({ key, sign, option }) => {
    const total = order.totals[key] ?? 0;
    if (total === 0) return [];
    const amount = sign * total;
    if (option === null) return [{ description: LINE_LABELS[key], qty: 1, unitInclVatCents: amount, amountInclVatCents: amount }];
    // An option line names the items it is for; per unit when every unit cost the same (a second assembly costs less: decisions §2).
    const chosen = order.items.filter((item) => item.options[option]);
    const units = chosen.reduce((sum, item) => sum + item.qty, 0);
    const description = chosen.length > 0 ? `${LINE_LABELS[key]}: ${chosen.map((item) => `${item.brandName} ${item.name}`).join(", ")}` : LINE_LABELS[key];
    const perUnit = units > 0 && amount % units === 0;
    return [{ description, qty: perUnit ? units : 1, unitInclVatCents: perUnit ? amount / units : amount, amountInclVatCents: amount }];
  });
  const takeBack = order.deliveryType !== "pickUp" && order.fields.takeRetour === true ? [{ description: INVOICE_COPY.lines.takeBack, qty: 1, unitInclVatCents: 0, amountInclVatCents: 0 }] : [];
  return [...items, ...charges, ...takeBack];
}

/**
 * Rule: the lines' amounts excluding VAT add up to the order's total
 * excluding VAT. Each line gets its exact share (amount × 100 / 121) rounded
 * down, and the cents still missing go to the lines with the largest
 * remainders (the first line first on a tie), so no line is more than a cent
 * off its exact share. Integer arithmetic only. Lines that cannot add up to
 * the total that way are refused.
 */
export function sharesExcludingVat(amountsInclVat: readonly number[], totalExclVat: number): number[] {
  const divisor = 100 + VAT_RATE_PERCENT;
  const floors = amountsInclVat.map((amount) => Math.floor((amount * 100) / divisor));
  const remainders = amountsInclVat.map((amount, index) => amount * 100 - floors[index]! * divisor);
  const shares = [...floors];
  const missing = totalExclVat - floors.reduce((sum, share) => sum + share, 0);
  // The order's totals are the sum of its lines (totals.ts), so 0 ≤ missing ≤ lines; anything else is an order whose facts disagree, and an invoice must not paper over that.
  if (missing < 0 || missing > amountsInclVat.length) throw new InvoiceTotalsMismatch(totalExclVat, floors.reduce((sum, share) => sum + share, 0));
  const byRemainder = remainders.map((remainder, index) => ({ remainder, index })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, missing)) shares[index]! += 1;
  return shares;
}

const text = (fields: Record<string, unknown>, name: string): string | null => {
  const value = fields[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
};

function addressLines(fields: Record<string, unknown>, prefix: "shipping" | "invoice"): string[] {
  const street = [text(fields, `${prefix}Street`), text(fields, `${prefix}HouseNumber`), text(fields, `${prefix}HouseNumberAddition`)].filter(Boolean).join(" ");
  const place = [text(fields, `${prefix}PostalCode`), text(fields, `${prefix}City`)].filter(Boolean).join(" ");
  const country = text(fields, `${prefix}Country`);
  return [street, place, country ? (INVOICE_COPY.countries[country] ?? country) : ""].filter((line) => line !== "");
}

/** Rule: the buyer is the person who ordered, at the invoice address when one was given, else the delivery address; a business buyer with its VAT number. */
export function buyerOf(fields: Record<string, unknown>): InvoiceBuyer {
  const business = isBusinessCustomer(fields);
  return {
    name: [text(fields, "firstName"), text(fields, "lastName")].filter(Boolean).join(" "),
    companyName: business ? text(fields, "companyName") : null,
    addressLines: addressLines(fields, fields.invoiceAddress === true ? "invoice" : "shipping"),
    vatNumber: business ? normaliseVatNumber(String(fields.vatNumber)) : null,
  };
}

/** Rule: the date of supply is named when it is not the invoice date: the delivery day or week, or the first pick-up day. */
export function supplyOf(order: Pick<InvoiceOrder, "deliveryType" | "deliveryDay" | "deliveryWeek" | "pickUpDay">, issueDate: string): InvoiceSupply | null {
  if (order.deliveryType === "pickUp") return order.pickUpDay && order.pickUpDay !== issueDate ? { kind: "pickUpFrom", date: order.pickUpDay } : null;
  if (order.deliveryDay) return order.deliveryDay !== issueDate ? { kind: "day", date: order.deliveryDay } : null;
  return order.deliveryWeek ? { kind: "week", week: order.deliveryWeek } : null;
}
