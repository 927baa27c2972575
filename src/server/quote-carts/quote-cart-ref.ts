import "server-only";

/**
 * A quote cart's quote (the cart's `quoteRef`, specification §3/§4): the lines
 * as cart items and the discount over the whole, always read from the quote's
 * row, never from what a client sent. The cart answer shows it, the totals
 * take its discount, and placing the order compares the cart with it.
 */
import { isoDay, localDayAndMinute } from "@/domain/delivery/days";
import { itemKey } from "@/domain/cart/item-key";
import type { CartItem, CartItems } from "@/domain/cart/types";
import { centsToEuros } from "@/domain/money";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import type { CartAnswer } from "@/schemas/answers/cart";
import type { Database } from "@/server/db/client";
import type { QuoteLine, QuoteRow } from "@/server/db/schema";

import { findQuote } from "./load-own-quote";

export interface QuoteCartRef {
  quoteId: string;
  /** The quote's lines keyed as cart items, with their item discounts (cents per unit). */
  items: CartItems;
  discountTotalCents: number;
  quote: QuoteRow;
}

/** Today in the shop's time zone: a quote is valid through its last day there. */
export function shopToday(now: Date): string {
  return isoDay(localDayAndMinute(now, SHOP_TIME_ZONE).today);
}

/** The quote's lines as cart items, in the quote's order (each a millisecond after the one before, as added). */
export function quoteLinesAsItems(lines: readonly QuoteLine[], addedAt: Date): CartItems {
  const items: Record<string, CartItem> = {};
  lines.forEach((line, index) => {
    const makeAmends = line.itemDiscounts.makeAmends;
    items[itemKey(line.productId, line.combinationId)] = {
      productId: line.productId,
      combinationId: line.combinationId,
      qty: line.qty,
      addToCartDate: new Date(addedAt.getTime() + index).toISOString(),
      itemDiscounts: makeAmends ? { makeAmends } : {},
      options: { ...line.options },
    };
  });
  return items;
}

export function quoteCartRef(quote: QuoteRow): QuoteCartRef {
  return { quoteId: quote.quoteId, items: quoteLinesAsItems(quote.items, quote.sentAt ?? quote.createdAt), discountTotalCents: quote.discountTotalCents, quote };
}

/** The quote of a cart whose fields name one; null for an ordinary cart (or a quote that is gone). */
export async function loadQuoteCartRef(db: Database, quoteId: string | null | undefined): Promise<QuoteCartRef | null> {
  if (!quoteId) return null;
  const quote = await findQuote(db, quoteId);
  return quote ? quoteCartRef(quote) : null;
}

/** The cart answer's `quoteRef`: money in euros. */
export function quoteRefAnswer(ref: QuoteCartRef | null): CartAnswer["quoteRef"] {
  if (!ref) return null;
  const items: NonNullable<CartAnswer["quoteRef"]>["items"] = {};
  for (const [key, item] of Object.entries(ref.items)) {
    const makeAmends = item.itemDiscounts.makeAmends;
    items[key] = {
      productId: item.productId,
      combinationId: item.combinationId,
      qty: item.qty,
      addToCartDate: item.addToCartDate,
      itemDiscounts: { makeAmends: makeAmends === undefined ? null : centsToEuros(makeAmends) },
      options: item.options,
    };
  }
  return { quoteId: ref.quoteId, items, discountTotal: centsToEuros(ref.discountTotalCents) };
}
