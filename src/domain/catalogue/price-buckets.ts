/**
 * The price facet: a few ranges that fit the products at hand. Counts are taken
 * on a fixed ladder of fine ranges, which are then merged into at most six
 * ranges of about equal size, so kettles get "Tot € 50" and American fridges
 * "Vanaf € 2.500". A range includes its lower end and excludes its upper end,
 * the same rule the price filter applies, so a range's count is exactly what
 * choosing it shows.
 */
import { formatPriceRange } from "./listing-url";

/** Lower ends of the fine ranges, in euros; the last range is open. */
export const PRICE_LADDER_EUROS = [0, 25, 50, 75, 100, 150, 200, 300, 400, 500, 750, 1000, 1500, 2000, 2500, 3000, 4000, 5000] as const;
export const PRICE_LADDER_CENTS: readonly number[] = PRICE_LADDER_EUROS.map((euros) => euros * 100);
export const MAX_PRICE_BUCKETS = 6;

export interface PriceBucket {
  /** Cents; absent for an open lower end. */
  min?: number;
  /** Cents, excluded; absent for an open upper end. */
  max?: number;
  count: number;
  /** As the URL writes it: "-500", "500-750", "1000-". */
  value: string;
  label: string;
}

const euro = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 2, minimumFractionDigits: 0 });
const euros = (cents: number) => `€ ${euro.format(cents / 100)}`;

export function priceRangeLabel(range: { min?: number; max?: number }): string {
  if (range.min !== undefined && range.max !== undefined) return `${euros(range.min)} - ${euros(range.max)}`;
  if (range.max !== undefined) return `Tot ${euros(range.max)}`;
  if (range.min !== undefined) return `Vanaf ${euros(range.min)}`;
  return "Alle prijzen";
}

/** Which fine range a price in cents falls in. */
export function fineBucketIndex(priceCents: number): number {
  let index = 0;
  while (index + 1 < PRICE_LADDER_CENTS.length && priceCents >= (PRICE_LADDER_CENTS[index + 1] as number)) index++;
  return index;
}

/**
 * Merges the counts of the fine ranges (one per ladder step) into at most
 * `maxBuckets` ranges. The first and last ranges are open-ended, so they keep
 * holding the cheapest and dearest products whatever their exact prices.
 */
export function mergePriceBuckets(fineCounts: readonly number[], maxBuckets = MAX_PRICE_BUCKETS): PriceBucket[] {
  const first = fineCounts.findIndex((count) => count > 0);
  if (first < 0) return [];
  let last = fineCounts.length - 1;
  while ((fineCounts[last] ?? 0) === 0) last--;
  const total = fineCounts.slice(first, last + 1).reduce((a, b) => a + b, 0);
  const target = total / maxBuckets;

  // Cut points are indexes of fine ranges that start a new bucket.
  const starts = [first];
  let sum = 0;
  for (let i = first; i <= last; i++) {
    sum += fineCounts[i] ?? 0;
    if (sum >= target && i < last && starts.length < maxBuckets) {
      starts.push(i + 1);
      sum = 0;
    }
  }
  return starts.map((start, n) => {
    const end = n + 1 < starts.length ? (starts[n + 1] as number) : last + 1;
    const range = {
      ...(n > 0 ? { min: PRICE_LADDER_CENTS[start] } : {}),
      ...(n + 1 < starts.length ? { max: PRICE_LADDER_CENTS[end] } : {}),
    };
    const count = fineCounts.slice(start, end).reduce((a, b) => a + b, 0);
    return { ...range, count, value: formatPriceRange(range) ?? "", label: priceRangeLabel(range) };
  });
}
