/**
 * The words search knows, beside the products' own text: the search keywords of
 * a product (names that live in other tables) and the lexicon that typo
 * correction, compound joining and splitting, and synonyms pick from.
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
 * Other names shoppers use for what the catalogue calls by one name: Belgian
 * Dutch (frigo, diepvriezer, microgolfoven, droogkast, dampkap), older or
 * everyday words (ijskast, afwasmachine, droogtrommel). Each means one word the
 * catalogue's own text uses; search looks for both.
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, string>> = {
  frigo: "koelkast",
  frigos: "koelkasten",
  ijskast: "koelkast",
  ijskasten: "koelkasten",
  diepvriezer: "vriezer",
  diepvriezers: "vriezers",
  diepvries: "vriezer",
  microgolfoven: "magnetron",
  microgolf: "magnetron",
  magnetronoven: "magnetron",
  droogkast: "wasdroger",
  droogtrommel: "wasdroger",
  droger: "wasdroger",
  drogers: "wasdrogers",
  afwasmachine: "vaatwasser",
  vaatwasmachine: "vaatwasser",
  afwasautomaat: "vaatwasser",
  wasautomaat: "wasmachine",
  dampkap: "afzuigkap",
  dampkappen: "afzuigkappen",
  wasemkap: "afzuigkap",
  kookfornuis: "fornuis",
  frituurpan: "airfryer",
  heteluchtfriteuse: "airfryer",
  toaster: "broodrooster",
};

/**
 * Brand, type (singular and plural: the Dutch stemmer leaves "wasmachines" alone),
 * category, hub and the product's enum values ("Warmtepomp", "Inductie"); a
 * name with a hyphen also joined ("Was-droogcombinatie": "wasdroogcombinatie"),
 * which is how many shoppers write it; and the type a compound value is a kind
 * of ("Combimagnetron": "magnetron").
 */
export function searchKeywords(product: Pick<ProductInsert, "productType" | "specifications">, ctx: KeywordContext): string {
  const type = SEED_PRODUCT_TYPES.find((t) => t.code === product.productType);
  const enums = (type?.specifications ?? []).filter((spec) => spec.kind === "enum").map((spec) => product.specifications[spec.key]);
  const words = [ctx.brandName, type?.name, type?.namePlural, ctx.category.name, ctx.hubName, ...enums].filter(
    (word): word is string => typeof word === "string" && word.length > 0,
  );
  const joined = words.flatMap((word) => joinedWords(word));
  const heads = enums.flatMap((value) => (typeof value === "string" ? compoundHeads(value) : []));
  return [...new Set([...words, ...joined, ...heads])].join(" ");
}

const TYPE_WORDS = [...new Set(SEED_PRODUCT_TYPES.map((type) => type.name.toLowerCase()).filter((name) => /^\p{L}+$/u.test(name)))];

/**
 * The product type a compound value ends in: a "Combimagnetron" is a kind of
 * magnetron, a "Robotstofzuiger" a kind of stofzuiger. The Dutch stemmer does
 * not split compounds, so the head is added as a word of its own, and "inbouw
 * magnetron" finds the built-in combination microwaves.
 */
export function compoundHeads(value: string): string[] {
  const word = value.toLowerCase();
  return TYPE_WORDS.filter((head) => word.length > head.length && word.endsWith(head));
}

/** Words written with a hyphen, joined: "was-droogcombinatie" gives "wasdroogcombinatie". */
export function joinedWords(text: string): string[] {
  return [...text.toLowerCase().matchAll(/[\p{L}]+(?:-[\p{L}]+)+/gu)].map((found) => found[0].replaceAll("-", ""));
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

/**
 * Every word with the number of products that carry it (the keywords carry the
 * type names' joined forms); reference words that no product carries count 0,
 * their hyphenated ones also joined ("No-frost": 'nofrost'); and the synonyms,
 * each with the word it means.
 */
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
  ].join(" ");
  for (const word of [...lexiconWords(reference), ...joinedWords(reference)]) if (!frequency.has(word)) frequency.set(word, 0);
  const terms = new Map<string, SearchTermInsert>([...frequency].map(([term, count]) => [term, { term, frequency: count }]));
  for (const [term, means] of Object.entries(SEARCH_SYNONYMS)) terms.set(term, { term, frequency: frequency.get(term) ?? 0, means });
  return [...terms.values()].sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
}
