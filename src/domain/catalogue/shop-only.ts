/**
 * What staff see of a product besides a shopper (specification §1 and §3, the
 * staff mode's flags `marginCodeShow`, `pricesShopOnlyShow`, `shopIconsShow`,
 * `shopOptionsShow`), and the stock states of the back office's stock list.
 * Never part of anything a guest receives: the pages and the API add it only
 * for a signed-in member of staff whose permissions carry the flag.
 */
import type { PermissionFlag } from "../permissions";
import type { ShopId } from "../staff/shops";

/** Stock at or below this (and above 0) is low: time to order. */
export const LOW_STOCK_LIMIT = 2;

export const STOCK_STATES = ["soldOut", "low", "inStock"] as const;
export type StockState = (typeof STOCK_STATES)[number];

/** The web stock's state: sold out (0), low (1 to LOW_STOCK_LIMIT) or in stock. */
export function stockState(stock: number): StockState {
  if (stock <= 0) return "soldOut";
  return stock <= LOW_STOCK_LIMIT ? "low" : "inStock";
}

export interface ShopStock {
  shopId: ShopId;
  stock: number;
  inShowroom: boolean;
}

export interface ShopOption {
  name: string;
  priceCents: number;
}

/** Everything shop-only about one product, as the server loads it for staff. */
export interface ShopOnlyFacts {
  productId: number;
  /** From the purchase price and the selling price (margin-code.ts); null without a purchase price. */
  marginCode: string | null;
  /** The price staff may ask at the counter; null when the shop has none. */
  shopPriceCents: number | null;
  /** Per shop: its stock and whether it is on show (only shops with a row). */
  shops: ShopStock[];
  /** The product's own options and its type's. */
  options: ShopOption[];
}

/** What of the facts a viewer with these flags may see: each part only with its flag; null when nothing. */
export interface VisibleShopOnly {
  marginCode?: string | null;
  shopPriceCents?: number | null;
  shops?: ShopStock[];
  options?: ShopOption[];
}

export type ShopOnlyFlags = Pick<Record<PermissionFlag, boolean>, "marginCodeShow" | "pricesShopOnlyShow" | "shopIconsShow" | "shopOptionsShow">;

/** The parts of `facts` the flags allow; null when no flag is on (a guest: nothing at all). */
export function visibleShopOnly(facts: ShopOnlyFacts, flags: ShopOnlyFlags): VisibleShopOnly | null {
  const visible: VisibleShopOnly = {};
  if (flags.marginCodeShow) visible.marginCode = facts.marginCode;
  if (flags.pricesShopOnlyShow) visible.shopPriceCents = facts.shopPriceCents;
  if (flags.shopIconsShow) visible.shops = facts.shops;
  if (flags.shopOptionsShow) visible.options = facts.options;
  return Object.keys(visible).length === 0 ? null : visible;
}
