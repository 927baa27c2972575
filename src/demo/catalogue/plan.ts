/**
 * Decides, before any product is drawn, which category and brand every product
 * id gets: categories in proportion to how much a real shop stocks them, every
 * category and every brand at least once, and matching pairs reserved for the
 * bundles (a washer and dryer of one brand and series).
 */
import { BRAND_PROFILES } from "./brand-lines";
import { brandsMaking } from "./product-identity";
import type { ProductTypeCode } from "./product-types";
import type { Random } from "./random";
import { BRAND_SLUGS, CATEGORIES, type BrandSlug, type CategoryInsert } from "./taxonomy";
import { TYPE_PROFILES } from "./type-profiles";

export interface Slot {
  category: CategoryInsert;
  brand: BrandSlug;
  /** Set for bundle members, so both get the same series. */
  tier?: number;
}

export interface CombinationPlan {
  kind: "was-droog" | "oven-kookplaat";
  /** Indexes into the slots, in bundle order. */
  slots: number[];
}

export interface CataloguePlan {
  slots: Slot[];
  combinations: CombinationPlan[];
}

const PAIRS: Record<CombinationPlan["kind"], readonly [ProductTypeCode, ProductTypeCode]> = {
  "was-droog": ["wasmachine", "wasdroger"],
  "oven-kookplaat": ["inbouwoven", "kookplaat"],
};

export function planCatalogue(productCount: number, rng: Random): CataloguePlan {
  const counts = allocate(productCount, CATEGORIES.map((c) => TYPE_PROFILES[c.productType].weight));
  const categories = CATEGORIES.flatMap((category, i) => Array.from({ length: counts[i] ?? 0 }, () => category));
  shuffle(categories, rng);

  const forced = new Map<number, { brand: BrandSlug; tier?: number }>();
  const slotsByType = new Map<ProductTypeCode, number[]>();
  categories.forEach((c, i) => {
    const list = slotsByType.get(c.productType);
    if (list) list.push(i);
    else slotsByType.set(c.productType, [i]);
  });
  /** A random slot of the type that is not reserved yet, or undefined when all are. */
  const freeSlot = (type: ProductTypeCode): number | undefined => {
    const all = slotsByType.get(type) ?? [];
    for (let attempt = 0; attempt < 20 && all.length > 0; attempt++) {
      const slot = rng.pick(all);
      if (!forced.has(slot)) return slot;
    }
    return all.find((slot) => !forced.has(slot));
  };

  const combinations: CombinationPlan[] = [];
  const wanted = productCount === 0 ? 0 : Math.max(3, Math.round(productCount / 60));
  for (let n = 0; n < wanted; n++) {
    const kind = n % 3 === 2 ? "oven-kookplaat" : "was-droog";
    const [firstType, secondType] = PAIRS[kind];
    const first = freeSlot(firstType);
    const second = freeSlot(secondType);
    if (first === undefined || second === undefined) continue;
    const brand = rng.weighted(brandWeights(brandsMaking(firstType).filter((slug) => BRAND_PROFILES[slug].lines[secondType])));
    const tier = Math.min(1, Math.max(0, BRAND_PROFILES[brand].tier + rng.noise() * 0.4));
    const slots = [first, second];
    for (const slot of slots) forced.set(slot, { brand, tier });
    combinations.push({ kind, slots });
  }

  // Every brand gets a product, even in a small catalogue, so no brand page is empty.
  const present = new Set([...forced.values()].map((f) => f.brand));
  for (const brand of BRAND_SLUGS) {
    if (present.has(brand)) continue;
    const candidates = (Object.keys(BRAND_PROFILES[brand].lines) as ProductTypeCode[]).flatMap((type) => {
      const slot = freeSlot(type);
      return slot === undefined ? [] : [slot];
    });
    if (candidates.length === 0) continue;
    forced.set(rng.pick(candidates), { brand });
    present.add(brand);
  }

  const weightsByType = new Map(CATEGORIES.map((c) => [c.productType, brandWeights(brandsMaking(c.productType))]));
  const slots = categories.map((category, i): Slot => {
    const fixed = forced.get(i);
    if (fixed) return { category, ...fixed };
    return { category, brand: rng.weighted(weightsByType.get(category.productType) ?? {}) };
  });
  return { slots, combinations };
}

function brandWeights(brands: readonly BrandSlug[]): Partial<Record<BrandSlug, number>> {
  return Object.fromEntries(brands.map((slug) => [slug, BRAND_PROFILES[slug].weight]));
}

/**
 * Splits a count over weights by largest remainder, giving every share at least
 * one when there are enough to go round.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const base = total >= weights.length ? 1 : 0;
  const rest = total - base * weights.length;
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (rest * w) / sum);
  const counts = exact.map((x) => base + Math.floor(x));
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
    left--;
  }
  return counts;
}

function shuffle<T>(items: T[], rng: Random): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
}
