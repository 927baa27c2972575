/**
 * The EU Omnibus rule for price reductions (Directive 2019/2161, art. 6a of the
 * Price Indication Directive; decisions §1): a reduction may show a struck-through
 * "was" price only when that price is not above the lowest price the shopper
 * paid in the 30 days before the reduction began.
 *
 * The shop keeps a history of its prices (issue 21): every change of the list
 * price or the cash-desk discount is a point with the list price and what the
 * shopper paid from then on (written by a trigger on `products`, so every writer
 * keeps it). The reduction is the cash-desk discount off the list price. Looking
 * at what was *paid* before the *reduction began* (not at list prices in the
 * last 30 days) keeps the rule right for discounts that come and go: a product
 * that had a discount last week and gets one again today may not strike through
 * a list price it was not sold for, and a reduction that runs for two months
 * keeps its was-price instead of losing it after 30 days.
 */
export const OMNIBUS_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

export interface PricePoint {
  /** The list price from `validFrom` on. */
  priceCents: number;
  /** What the shopper paid from `validFrom` on: the list price less the cash-desk discount. */
  sellingPriceCents: number;
  /** The moment these prices took effect. */
  validFrom: Date;
}

/** The first moment of the 30 days before `moment`. */
export function omnibusWindowStart(moment: Date, days = OMNIBUS_WINDOW_DAYS): Date {
  return new Date(moment.getTime() - days * DAY_MS);
}

const isReduced = (point: PricePoint) => point.sellingPriceCents < point.priceCents;

function inOrder(history: readonly PricePoint[], now: Date): PricePoint[] {
  return history.filter((point) => point.validFrom.getTime() <= now.getTime()).sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
}

/**
 * When the reduction in effect now began: the first point of the unbroken run
 * of reduced points that reaches now. Null when the prices in effect now are
 * not a reduction (or nothing is known). Prices set for the future do not count.
 */
export function reductionStart(history: readonly PricePoint[], now: Date): Date | null {
  const points = inOrder(history, now);
  let start: Date | null = null;
  for (let index = points.length - 1; index >= 0; index--) {
    const point = points[index] as PricePoint;
    if (!isReduced(point)) break;
    start = point.validFrom;
  }
  return start;
}

/**
 * The lowest price the shopper paid at any moment of the `days` days before
 * `moment` (the price in effect when that window opened, and every price set
 * in it before `moment`). Null when no price was in effect then.
 */
export function lowestPaidBefore(history: readonly PricePoint[], moment: Date, days = OMNIBUS_WINDOW_DAYS): number | null {
  const start = omnibusWindowStart(moment, days).getTime();
  const until = moment.getTime();
  let inEffectAtStart: PricePoint | null = null;
  let lowest: number | null = null;
  for (const point of history) {
    const from = point.validFrom.getTime();
    if (from <= start) {
      if (!inEffectAtStart || from > inEffectAtStart.validFrom.getTime()) inEffectAtStart = point;
    } else if (from < until) {
      lowest = lowest === null ? point.sellingPriceCents : Math.min(lowest, point.sellingPriceCents);
    }
  }
  if (inEffectAtStart) lowest = lowest === null ? inEffectAtStart.sellingPriceCents : Math.min(lowest, inEffectAtStart.sellingPriceCents);
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

/** Why a was-price shows or not: the back office's form says it to the admin in words (omnibusReasonText). */
export type OmnibusReason = "shown" | "noReduction" | "noHistory" | "paidLess";

export interface OmnibusVerdict {
  /** The price to strike through, or null. */
  wasPriceCents: number | null;
  reason: OmnibusReason;
  /** When the reduction in effect now began (null without one on record). */
  reductionStart: Date | null;
  /** The lowest price paid in the 30 days before it began (null when unknown). */
  lowestPaidCents: number | null;
}

/**
 * The whole verdict: only a real reduction shows a was-price, only one whose
 * start is on record, and only when the list price is not above the lowest
 * price the shopper paid in the 30 days before it began. Without history the
 * claim cannot be backed, so nothing is struck through.
 */
export function omnibusVerdict({ listPriceCents, sellingPriceCents, history, now }: OmnibusInput): OmnibusVerdict {
  if (sellingPriceCents >= listPriceCents) return { wasPriceCents: null, reason: "noReduction", reductionStart: null, lowestPaidCents: null };
  const start = reductionStart(history, now);
  if (!start) return { wasPriceCents: null, reason: "noHistory", reductionStart: null, lowestPaidCents: null };
  const lowestPaidCents = lowestPaidBefore(history, start);
  if (lowestPaidCents === null) return { wasPriceCents: null, reason: "noHistory", reductionStart: start, lowestPaidCents };
  if (listPriceCents > lowestPaidCents) return { wasPriceCents: null, reason: "paidLess", reductionStart: start, lowestPaidCents };
  return { wasPriceCents: listPriceCents, reason: "shown", reductionStart: start, lowestPaidCents };
}

/** The price to strike through, or null (omnibusVerdict's answer alone). */
export function omnibusWasPriceCents(input: OmnibusInput): number | null {
  return omnibusVerdict(input).wasPriceCents;
}
