/**
 * The words search knows, beside the products' own text: the search keywords of
 * a product (names that live in other tables) and the lexicon that typo
 * correction picks from.
 */

import type { SearchTermInsert } from "./rows";
import type { ProductInsert } from "./generate-catalogue";
import { SEED_PRODUCT_TYPES } from "./product-types";
import type { BrandInsert, CategoryInsert, HubInsert } from "./taxonomy";

export type { SearchTermInsert };

export interface KeywordContext {
  brandName: string;
  category: CategoryInsert;
  hubName: string;
}

/**
 * Brand, type (singular and plural: the Dutch stemmer leaves "wasmachines" alone),
 * category, hub and the product's enum values ("Warmtepomp", "Inductie").
 */
export function searchKeywords(product: Pick<ProductInsert, "productType" | "specifications">, ctx: KeywordContext): string {
  const type = SEED_PRODUCT_TYPES.find((t) => t.code === product.productType);
  const enums = (type?.specifications ?? []).filter((spec) => spec.kind === "enum").map((spec) => product.specifications[spec.key]);
  const words = [ctx.brandName, type?.name, type?.namePlural, ctx.category.name, ctx.hubName, ...enums].filter(
    (word): word is string => typeof word === "string" && word.length > 0,
  );
  return [...new Set(words)].join(" ");
}

/** Lower-case words of letters only (model numbers and values are no words to correct towards). */
export function lexiconWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !/\p{N}/u.test(word));
}

export interface LexiconInput {
  products: readonly ProductInsert[];
  hubs: readonly HubInsert[];
  brands: readonly BrandInsert[];
  categories: readonly CategoryInsert[];
}

/** Every word with the number of products that carry it; reference words that no product carries count 0. */
export function buildSearchTerms(input: LexiconInput): SearchTermInsert[] {
  const frequency = new Map<string, number>();
  for (const product of input.products) {
    const text = `${product.searchKeywords ?? ""} ${product.name} ${product.series} ${product.colour} ${product.description}`;
    for (const word of new Set(lexiconWords(text))) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  const reference = [
    ...input.hubs.map((h) => h.name),
    ...input.brands.map((b) => b.name),
    ...input.categories.map((c) => c.name),
    ...SEED_PRODUCT_TYPES.flatMap((t) => [t.name, t.namePlural, ...t.specifications.map((s) => s.label)]),
  ];
  for (const word of lexiconWords(reference.join(" "))) if (!frequency.has(word)) frequency.set(word, 0);
  return [...frequency.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([term, count]) => ({ term, frequency: count }));
}
