import "server-only";

/**
 * The products (and combinations) a quote's lines name, at today's prices, with
 * the largest item discount staff may grant on each (`make_amends_discount_cents`).
 * The cart's own product query, so that a quote adds up as the cart made from it.
 */
import { inArray } from "drizzle-orm";

import type { CombinationTerms } from "@/domain/cart/combination-discount";
import type { QuoteOfferLine, QuoteProduct } from "@/domain/quotes/quote-offer";
import { quoteLinesAsCartItems } from "@/domain/quotes/quote-offer";
import { loadCombinationTerms } from "@/server/carts/cart-combinations";
import { type CartProductDetails, loadCartProducts, storableProductIds } from "@/server/carts/cart-products";
import type { Database } from "@/server/db/client";
import { products } from "@/server/db/schema";

export type QuoteProductDetails = CartProductDetails & QuoteProduct;

export interface QuoteCatalogue {
  products: Map<number, QuoteProductDetails>;
  combinations: Map<number, CombinationTerms>;
}

export async function loadQuoteCatalogue(db: Database, lines: readonly QuoteOfferLine[]): Promise<QuoteCatalogue> {
  const ids = storableProductIds([...new Set(lines.map((line) => line.productId))]);
  const [details, maxima, combinations] = await Promise.all([
    loadCartProducts(db, ids),
    ids.length === 0
      ? Promise.resolve([])
      : db.select({ productId: products.productId, max: products.makeAmendsDiscountCents }).from(products).where(inArray(products.productId, ids)),
    loadCombinationTerms(db, quoteLinesAsCartItems(lines)),
  ]);
  const maxOf = new Map(maxima.map((row) => [row.productId, row.max]));
  const found = new Map<number, QuoteProductDetails>();
  for (const [productId, product] of details) found.set(productId, { ...product, makeAmendsDiscountCents: maxOf.get(productId) ?? null });
  return { products: found, combinations };
}
