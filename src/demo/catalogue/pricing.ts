/**
 * Shop-like money in integer cents (decisions §1): prices that end in ,00, ,99
 * or ,95, discounts in round amounts, and a price history that sometimes did
 * and sometimes did not dip below today's price in the last 30 days, so the EU
 * Omnibus rule (strike-through only when it is the lowest price of the last 30
 * days) has both cases to show.
 */

import type { PriceHistoryInsert } from "./rows";
import type { Random } from "./random";

export type { PriceHistoryInsert };

const DAY_MS = 86_400_000;

/** Rounds a price in euros to what a shop would print: 649,00, 34,95 or 1.049,99. */
export function shopPriceCents(euros: number, rng: Random): number {
  const step = euros >= 1000 ? 50 : euros >= 200 ? 10 : 5;
  const whole = Math.max(step, Math.round(euros / step) * step) - 1;
  const cents = rng.weighted({ "0": 60, "99": 20, "95": 20 });
  return whole * 100 + Number(cents);
}

/** A price for a product of the given tier (0 to 1) within the type's range. */
export function tieredPriceCents(range: readonly [number, number], priceTier: number, rng: Random): number {
  const [min, max] = range;
  // The curve keeps most products in the lower half, as in a real assortment.
  const euros = (min + (max - min) * priceTier ** 1.5) * (1 + rng.noise() * 0.08);
  return Math.min(max * 100, Math.max(min * 100, shopPriceCents(euros, rng)));
}

/** A round discount amount: whole euros on cheap products, fives and tens on dearer ones. */
export function roundAmountCents(euros: number, priceCents: number): number {
  const step = priceCents < 10_000 ? 1 : priceCents < 50_000 ? 5 : 10;
  return Math.max(step, Math.round(euros / step) * step) * 100;
}

export function cashDeskDiscountCents(priceCents: number, rng: Random): number {
  const fraction = 0.05 + rng.float() * 0.1;
  return roundAmountCents((priceCents / 100) * fraction, priceCents);
}

/** Manufacturers pay cashback in round amounts, at most a fifth of the price. */
export function cashbackCents(priceCents: number, large: boolean, rng: Random): number {
  const wanted = large ? rng.pick([25, 50, 75, 100, 150]) : rng.pick([5, 10, 15, 20, 25]);
  const cap = Math.floor(priceCents / 100 / 5 / 5) * 5;
  return Math.max(5, Math.min(wanted, cap)) * 100;
}

export function makeAmendsDiscountCents(priceCents: number, rng: Random): number {
  const wanted = rng.pick([10, 15, 20, 25, 50]);
  return Math.max(2, Math.min(wanted, Math.floor(priceCents / 100 / 10))) * 100;
}

/** About a tenth of the price, printed as 69,00 or 64,95; only offered above 100 euros. */
export function extraWarrantyCents(priceCents: number, rng: Random): number | null {
  if (priceCents <= 10_000) return null;
  const euros = (priceCents / 100) * (0.08 + rng.float() * 0.04);
  if (rng.chance(0.5)) return Math.max(9, Math.floor(euros / 10) * 10 + 9) * 100;
  return Math.max(10, Math.round(euros / 5) * 5) * 100 - 5;
}

export interface HistoryInput {
  productId: number;
  priceCents: number;
  /** True when the product has a cash-desk discount, the one shown struck through. */
  discounted: boolean;
  /** What the shopper pays now (the list price less the cash-desk discount); the list price when left out. */
  sellingPriceCents?: number;
  /** Midnight (UTC) of the day the catalogue is generated. */
  today: Date;
  /** Days between release and today: no price can be older than the product. */
  daysOnSale: number;
}

export function buildPriceHistory(input: HistoryInput, rng: Random): PriceHistoryInsert[] {
  const { productId, priceCents, discounted, today } = input;
  const maxOffset = Math.max(1, Math.min(120, input.daysOnSale));
  const count = Math.min(rng.int(1, 5), maxOffset);
  const dippedRecently = discounted && count >= 2 && maxOffset >= 3 && rng.chance(0.5);

  // Days before today on which each price took effect, newest last.
  const offsets: number[] = [];
  let earliestOlder = 1;
  if (dippedRecently) {
    const dip = rng.int(2, Math.min(25, maxOffset));
    offsets.push(dip, rng.int(1, dip - 1));
    earliestOlder = dip + 1;
  } else {
    // Leave room for the older prices before the current one.
    offsets.push(rng.int(1, Math.max(1, Math.min(60, maxOffset - count + 1))));
    earliestOlder = (offsets[0] as number) + 1;
  }
  const older = new Set<number>();
  const room = maxOffset - earliestOlder + 1;
  const olderCount = Math.min(count - offsets.length, room);
  while (older.size < olderCount) older.add(rng.int(earliestOlder, maxOffset));
  const days = [...[...older].sort((a, b) => b - a), ...offsets.sort((a, b) => b - a)];

  return days.map((daysAgo, index) => {
    const validFrom = new Date(today.getTime() - daysAgo * DAY_MS);
    // The discount, if any, came with the current price: before it the shopper paid the list price.
    if (index === days.length - 1) return { productId, priceCents, sellingPriceCents: input.sellingPriceCents ?? priceCents, validFrom };
    if (dippedRecently && index === days.length - 2) {
      const lower = shopPriceCents((priceCents / 100) * (0.85 + rng.float() * 0.12), rng);
      const dip = Math.max(100, Math.min(lower, priceCents - 100));
      return { productId, priceCents: dip, sellingPriceCents: dip, validFrom };
    }
    // Without a recent dip a discounted product must not have been cheaper than today.
    const factor = discounted ? 1 + rng.float() * 0.15 : 0.9 + rng.float() * 0.25;
    const earlier = shopPriceCents((priceCents / 100) * factor, rng);
    const listed = discounted ? Math.max(earlier, priceCents) : earlier;
    return { productId, priceCents: listed, sellingPriceCents: listed, validFrom };
  });
}
