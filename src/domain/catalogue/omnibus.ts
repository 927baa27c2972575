/**
 * The EU Omnibus rule for price reductions (Directive 2019/2161, decisions §1):
 * a struck-through "was" price may only be shown when it is the lowest price the
 * product had in the 30 days before. The shop keeps a history of its list prices;
 * the reduction is the cash-desk discount off the list price.
 */
export const OMNIBUS_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

export interface PricePoint {
  priceCents: number;
  /** The moment this list price took effect. */
  validFrom: Date;
}

/** The first moment of the window: prices in effect from then until now count. */
export function omnibusWindowStart(now: Date, days = OMNIBUS_WINDOW_DAYS): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * The lowest list price in effect at any moment of the last 30 days: the price
 * that was in effect when the window opened and every price set since. Prices set
 * for the future do not count. Null without any price in the window.
 */
export function lowestPriceInWindow(history: readonly PricePoint[], now: Date, days = OMNIBUS_WINDOW_DAYS): number | null {
  const start = omnibusWindowStart(now, days).getTime();
  const until = now.getTime();
  let inEffectAtStart: PricePoint | null = null;
  let lowest: number | null = null;
  for (const point of history) {
    const from = point.validFrom.getTime();
    if (from <= start) {
      if (!inEffectAtStart || from > inEffectAtStart.validFrom.getTime()) inEffectAtStart = point;
    } else if (from <= until) {
      lowest = lowest === null ? point.priceCents : Math.min(lowest, point.priceCents);
    }
  }
  if (inEffectAtStart) lowest = lowest === null ? inEffectAtStart.priceCents : Math.min(lowest, inEffectAtStart.priceCents);
  return lowest;
}

export interface OmnibusInput {
  /** The list price now, before the cash-desk discount. */
  listPriceCents: number;
  /** What the shopper pays now. */
  sellingPriceCents: number;
  history: readonly PricePoint[];
  now: Date;
}

/**
 * The price to strike through, or null. Only a real reduction shows one, and only
 * when the list price equals the lowest price of the last 30 days: a product that
 * was cheaper a week ago may not claim a discount from a higher "was" price.
 * Without history the claim cannot be backed, so nothing is struck through.
 */
export function omnibusWasPriceCents({ listPriceCents, sellingPriceCents, history, now }: OmnibusInput): number | null {
  if (sellingPriceCents >= listPriceCents) return null;
  return lowestPriceInWindow(history, now) === listPriceCents ? listPriceCents : null;
}
