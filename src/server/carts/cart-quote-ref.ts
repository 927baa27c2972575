import "server-only";

/**
 * A quote cart's quote (the cart's `quoteRef`, specification §3/§4): the lines
 * as cart items and the discount over the whole, always read from the quote's
 * row, never from what a client sent. The cart answer shows it (cart-answer.ts), the totals
 * take its discount, and placing the order compares the cart with it
 * (quote-carts/check-quote-cart.ts).
 *
 * The cart reads these few columns itself rather than through
 * server/quotes/find-quote.ts: quotes counts its answer with the cart's product
 * query (carts), so carts must not import quotes (no folder cycles). Only the
 * server writes a cart's `quoteId`, so no number check is needed here.
 */
import { eq } from "drizzle-orm";

import type { CartItems } from "@/domain/cart/types";
import { quoteLinesAsCartItems } from "@/domain/quotes/quote-offer";
import type { Database } from "@/server/db/client";
import { type QuoteRow, quotes } from "@/server/db/schema";

export interface QuoteCartRef {
  quoteId: string;
  /** The quote's lines keyed as cart items, with their item discounts (cents per unit). */
  items: CartItems;
  discountTotalCents: number;
}

type QuoteRefColumns = Pick<QuoteRow, "quoteId" | "items" | "discountTotalCents" | "sentAt" | "createdAt">;

export function quoteCartRef(quote: QuoteRefColumns): QuoteCartRef {
  return { quoteId: quote.quoteId, items: quoteLinesAsCartItems(quote.items, quote.sentAt ?? quote.createdAt), discountTotalCents: quote.discountTotalCents };
}

/** The quote of a cart whose fields name one; null for an ordinary cart (or a quote that is gone). */
export async function loadQuoteCartRef(db: Database, quoteId: string | null | undefined): Promise<QuoteCartRef | null> {
  if (!quoteId) return null;
  const [quote] = await db
    .select({ quoteId: quotes.quoteId, items: quotes.items, discountTotalCents: quotes.discountTotalCents, sentAt: quotes.sentAt, createdAt: quotes.createdAt })
    .from(quotes)
    .where(eq(quotes.quoteId, quoteId))
    .limit(1);
  return quote ? quoteCartRef(quote) : null;
}
