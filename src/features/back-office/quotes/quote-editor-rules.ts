/**
 * The quote screen's editor as pure functions (issue 22): the offer as the
 * screen holds it, the totals while staff type (cents inside, as the server
 * counts the goods), each line's item discount against its maximum, and the
 * body of `PUT /api/quotes/{quoteId}/offer/`. The server checks everything
 * again and adds assembly, services and delivery to its own total.
 */
import type { ItemOptions } from "@/domain/cart/types";
import { centsToEuros, eurosToCents } from "@/domain/money";
import type { QuoteOfferAnswer } from "@/schemas/answers/quote-offers";

export interface EditorLine {
  productId: number;
  combinationId: number | null;
  qty: number;
  /** Euros per unit, as typed; null: none. */
  makeAmends: number | null;
  options: ItemOptions;
  name: string;
  brand: string;
  /** Per unit, euros, before the cash-desk discount. */
  price: number;
  /** Per unit, euros, after it. */
  sellingPrice: number;
  /** Euros per unit; null: no item discount allowed. */
  makeAmendsMax: number | null;
  offers: Record<keyof ItemOptions, boolean>;
}

export interface EditorState {
  version: number;
  lines: EditorLine[];
  discountTotal: number;
  validUntil: string;
  customerNote: string;
}

export const lineKey = (line: { productId: number; combinationId: number | null }) => (line.combinationId ? `${line.productId}_${line.combinationId}` : String(line.productId));

/** The lines of a quote as the editor holds them, with their product's facts. */
export function editorLines(quote: QuoteOfferAnswer): EditorLine[] {
  return quote.items.map((item, index) => {
    const facts = quote.lineFacts[index];
    return {
      productId: item.productId,
      combinationId: item.combinationId,
      qty: item.qty,
      makeAmends: item.itemDiscounts.makeAmends,
      options: item.options,
      name: item.product?.name ?? `Product ${item.productId}`,
      brand: item.product?.brand ?? "",
      price: item.product?.price ?? 0,
      sellingPrice: facts?.sellingPrice ?? item.product?.price ?? 0,
      makeAmendsMax: facts?.makeAmendsMax ?? null,
      offers: facts?.offers ?? { assembly: false, extraService: false, extraWarranty: false, pickUpDiscount: false },
    };
  });
}

export function editorState(quote: QuoteOfferAnswer): EditorState {
  return { version: quote.version, lines: editorLines(quote), discountTotal: quote.discountTotal, validUntil: quote.validUntil ?? "", customerNote: quote.customerNote ?? "" };
}

/** Rule: an item discount lies between 0 and the product's maximum; none when it has none. The message, or null. */
export function lineDiscountProblem(line: Pick<EditorLine, "makeAmends" | "makeAmendsMax">, formatEuros: (euros: number) => string): string | null {
  const discount = line.makeAmends ?? 0;
  if (!Number.isFinite(discount) || discount < 0) return "De korting kan niet negatief zijn.";
  if (discount === 0) return null;
  if (line.makeAmendsMax === null) return "Op dit product mag geen korting worden gegeven.";
  if (eurosToCents(discount) > eurosToCents(line.makeAmendsMax)) return `Hoogstens ${formatEuros(line.makeAmendsMax)} per stuk.`;
  return null;
}

export interface LiveTotals {
  items: number;
  catalogueDiscounts: number;
  itemDiscounts: number;
  /** The discount over the whole as it counts: at most what is left. */
  discountTotal: number;
  maxDiscountTotal: number;
  /** The goods after every discount (without assembly, services, delivery). */
  goods: number;
}

/** Rule: the goods' totals while staff type: prices × qty, less the catalogue's, the items' and the quote's discounts, never below zero. */
export function liveTotals(lines: readonly EditorLine[], discountTotal: number): LiveTotals {
  let items = 0;
  let catalogue = 0;
  let itemDiscounts = 0;
  for (const line of lines) {
    items += eurosToCents(line.price) * line.qty;
    catalogue += (eurosToCents(line.price) - eurosToCents(line.sellingPrice)) * line.qty;
    itemDiscounts += eurosToCents(line.makeAmends ?? 0) * line.qty;
  }
  const max = Math.max(0, items - catalogue - itemDiscounts);
  const applied = Math.min(Math.max(0, eurosToCents(Number.isFinite(discountTotal) ? discountTotal : 0)), max);
  return {
    items: centsToEuros(items),
    catalogueDiscounts: centsToEuros(catalogue),
    itemDiscounts: centsToEuros(itemDiscounts),
    discountTotal: centsToEuros(applied),
    maxDiscountTotal: centsToEuros(max),
    goods: centsToEuros(Math.max(0, items - catalogue - itemDiscounts - applied)),
  };
}

/** The body of PUT …/offer/. */
export function offerBody(state: EditorState) {
  return {
    version: state.version,
    items: state.lines.map((line) => ({
      productId: line.productId,
      combinationId: line.combinationId,
      qty: line.qty,
      itemDiscounts: { makeAmends: line.makeAmends && line.makeAmends > 0 ? line.makeAmends : null },
      options: line.options,
    })),
    discountTotal: Number.isFinite(state.discountTotal) ? state.discountTotal : 0,
    validUntil: state.validUntil === "" ? null : state.validUntil,
    customerNote: state.customerNote.trim() === "" ? null : state.customerNote,
  };
}

/** A quote answered after a line was added on the server: its new lines join the editor's, whose own edits stay. */
export function mergeAdded(state: EditorState, answer: QuoteOfferAnswer): EditorState {
  const known = new Set(state.lines.map(lineKey));
  const added = editorLines(answer).filter((line) => !known.has(lineKey(line)));
  const answered = new Map(editorLines(answer).map((line) => [lineKey(line), line]));
  const lines = state.lines.map((line) => {
    const fresh = answered.get(lineKey(line));
    // The same product once more: one more of it, as the server added.
    return fresh && fresh.qty > line.qty ? { ...line, qty: fresh.qty } : line;
  });
  return { ...state, version: answer.version, lines: [...lines, ...added] };
}

/** "2026-12-26" today + 30, in the browser's calendar, for the send dialog's text (the server decides). */
export function defaultValidUntilText(today: Date): string {
  const day = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + 30));
  return day.toISOString().slice(0, 10);
}
