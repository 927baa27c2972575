import "server-only";

/**
 * Suggestions while typing in the search box: up to six products, and the
 * categories and brands whose names the text starts or (after typo correction)
 * matches.
 *
 * Products match every typed word on their strongest words only (brand, model,
 * type, category, series: weights A and B): the last word, still being typed, as
 * a prefix, so "miele wa" already finds Miele washing machines; earlier words
 * that are whole words of the lexicon as they are. The words are those search
 * resolved (search-match.ts): split words joined ("inbouw koelkast"), another
 * name as the word it means ("frigo": koelkast), typos corrected. A prefix is matched both
 * stemmed and as typed, because the Dutch configuration drops stop words, and
 * "was", "in" and "de" are Dutch stop words but also the start of "wasmachine",
 * "inbouwoven" and "De'Longhi". A model number matches from its start ("WGG244")
 * or anywhere once it has digits ("24409").
 *
 * Ranking follows the category suggestions: products of the categories the
 * typed words name come first, in the order those are suggested ("miele was":
 * Wasmachines before Wasdrogers), then the others; within each, the most popular.
 */
import { sql, type SQL } from "drizzle-orm";

import { normalizeQ } from "@/domain/catalogue/listing-url";
import { summaryPriceAmounts } from "@/domain/catalogue/product-summary";
import type { Suggestions } from "@/domain/catalogue/suggestions";
import { brandUrl, categoryUrl } from "@/domain/catalogue/urls";
import { type Database, getDatabase } from "@/server/db/client";

import { cachedPerDatabase, LISTING_COPY_MS } from "@/server/cache/per-database-cache";
import { loadProductIds, loadSummariesByIds } from "./product-summaries";
import { loadReferenceData } from "./reference-data";
import { resolveSearch, type SearchMatch } from "./search-match";

export const MAX_PRODUCT_SUGGESTIONS = 6;
const MAX_NAME_SUGGESTIONS = 5;
/** How many of the most popular products of a scope the suggestions look through before asking the full-text index. */
const WALK = 500;
const EMPTY: Suggestions = { products: [], categories: [], brands: [] };

export async function getSuggestions(text: string): Promise<Suggestions> {
  return loadSuggestions(await getDatabase(), text);
}

export async function loadSuggestions(db: Database, text: string, now: Date = new Date()): Promise<Suggestions> {
  const q = normalizeQ(text);
  if (!q || q.length < 2) return EMPTY;
  const [ref, match] = await Promise.all([loadReferenceData(db), resolveSearch(db, q)]);
  if (match.words.length === 0) return EMPTY;

  // Category and brand names are few: matched here. One typed word that starts a
  // word of the name is enough, so "miele wasmachine" suggests both Miele and
  // Wasmachines; a name that more typed words start comes first, then the
  // navigation's order.
  const typed = match.words.filter((word) => word.length >= 2 && !/^\p{N}+$/u.test(word));
  const hits = (...names: string[]) => {
    const words = names.flatMap((name) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u));
    return typed.filter((word) => words.some((w) => w.startsWith(word))).length;
  };
  const hubPosition = (slug: string) => ref.hubs.get(slug)?.position ?? Number.MAX_SAFE_INTEGER;
  const categoryRows = [...ref.categories.values()]
    .map((category) => {
      const type = ref.productTypes.get(category.productType);
      return { category, hits: hits(category.name, type?.name ?? "", type?.namePlural ?? "") };
    })
    .filter((row) => row.hits > 0)
    .sort(
      (a, b) =>
        b.hits - a.hits || hubPosition(a.category.hubSlug) - hubPosition(b.category.hubSlug) || a.category.position - b.category.position,
    )
    .slice(0, MAX_NAME_SUGGESTIONS)
    .map((row) => row.category);
  const categories = categoryRows.map((category) => ({ slug: category.slug, name: category.name, url: categoryUrl(category.slug) }));
  const brands = [...ref.brands.values()]
    .filter((brand) => hits(brand.name, brand.slug) > 0)
    .slice(0, MAX_NAME_SUGGESTIONS)
    .map((brand) => ({ slug: brand.slug, name: brand.name, url: brandUrl(brand.slug) }));

  // The six most popular matches per category the words name, then over all
  // products. Each is found by walking a popularity index (per category, or over
  // all products) through its WALK most popular products: quick when matches are
  // plentiful ("wa" matches thousands), where ranking every match would not be.
  // Only when that walk finds fewer than six does the full-text index look for
  // the rarer matches further down ("smeg was": none at all), which is quick
  // exactly then; a walk through all 50,000 products to the end is not (40 ms).
  // A scalar subquery: computed once per statement, also in a generic plan of the
  // prepared statement, instead of once per product a walk looks at.
  const matched = sql`(select ${suggestionQuery(match)})`;
  const scopes = [...categoryRows.map((category) => sql`p.category_id = ${category.categoryId}::int`), sql`true`];
  const walks = scopes.map(
    (scope, index) =>
      sql`${sql.raw(`walk${index}`)} as materialized (
        select p.product_id, p.popularity from (
          select p.product_id, p.popularity, p.expired, p.search_vector from products p where ${scope}
          order by p.popularity desc limit ${WALK}::int) p
        where not p.expired and p.search_vector @@ ${matched}
        order by p.popularity desc limit ${MAX_PRODUCT_SUGGESTIONS}::int)`,
  );
  const branches = scopes.flatMap((scope, index) => {
    const walk = sql.raw(`walk${index}`);
    return [
      sql`(select product_id, popularity, false as name_match, ${index}::int as rank from ${walk})`,
      // "+ 0": from the full-text index, not by walking the popularity index again.
      sql`(select p.product_id, p.popularity, false as name_match, ${index}::int as rank from products p
           where ${scope} and not p.expired and p.search_vector @@ ${matched}
             and (select count(*) from ${walk}) < ${MAX_PRODUCT_SUGGESTIONS}::int
           order by p.popularity + 0 desc limit ${MAX_PRODUCT_SUGGESTIONS}::int)`,
    ];
  });
  if (/\p{N}/u.test(q) && q.length >= 3) {
    // Model numbers also match anywhere in the name ("24409").
    const infix = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    branches.push(
      sql`(select p.product_id, p.popularity, true as name_match, ${categoryRows.length}::int as rank from products p
           where not p.expired and p.name ilike ${infix}::text
           order by p.popularity desc limit ${MAX_PRODUCT_SUGGESTIONS}::int)`,
    );
  }
  // Which products match is kept a minute, as a listing's page is (search-products.ts); their prices are read fresh.
  const productIds = await cachedPerDatabase(db, `suggestions|${q}`, LISTING_COPY_MS, () =>
    loadProductIds(
      db,
      sql`with ${sql.join(walks, sql`, `)}
          select product_id from (${sql.join(branches, sql` union all `)}) s
          group by product_id
          order by bool_or(name_match) desc, min(rank), max(popularity) desc, product_id
          limit ${MAX_PRODUCT_SUGGESTIONS}::int`,
    ),
  );
  const summaries = await loadSummariesByIds(db, productIds, now);

  return {
    products: summaries.map((summary) => ({
      productId: summary.productId,
      name: `${summary.brand.name} ${summary.name}`,
      url: summary.url,
      image: summary.image,
      category: summary.category,
      ...summaryPriceAmounts(summary),
    })),
    categories,
    brands,
  };
}

/**
 * The tsquery of the suggestions: every word must match (AND), on weights A and
 * B. The last word and words that are not whole words of the lexicon match as a
 * prefix, stemmed or as typed (a stop word such as "was" has no stem, and
 * to_tsquery('dutch', …) would drop it); whole earlier words match exactly, as
 * in the search (tsqueryText).
 */
export function suggestionQuery(match: Pick<SearchMatch, "words" | "wholeWords">): SQL {
  const whole = new Set(match.wholeWords);
  const last = match.words.length - 1;
  const parts = match.words.map((word, index) => {
    if (index < last && whole.has(word)) return sql`to_tsquery('dutch', ${`${word}:AB`}::text)`;
    const stemmed = sql`to_tsquery('dutch', ${`${word}:*AB`}::text)`;
    const typed = sql`to_tsquery('simple', ${`${word}:*AB`}::text)`;
    // Once where both are the same ("wer"): each prefix costs the full-text index a scan of its own.
    return sql`(case when ${stemmed} = ${typed} then ${typed} else ${stemmed} || ${typed} end)`;
  });
  return sql`(${sql.join(parts, sql` && `)})`;
}
