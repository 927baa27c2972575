import "server-only";

/**
 * Suggestions while typing in the search box: up to six products, and the
 * categories and brands whose names the text starts or (after typo correction)
 * matches. Products match on their strongest words only (brand, model, type,
 * series: weights A and B), every word as a prefix, so "miele wa" already finds
 * Miele washing machines, the most popular first; a model number matches from
 * its start ("WGG244") or anywhere once it has digits ("24409").
 */
import { sql } from "drizzle-orm";

import { normalizeQ } from "@/domain/catalogue/listing-url";
import type { Suggestions } from "@/domain/catalogue/suggestions";
import { brandUrl, categoryUrl } from "@/domain/catalogue/urls";
import { type Database, getDatabase } from "@/server/db/client";

import { cachedPerDatabase, LISTING_COPY_MS } from "./per-database-cache";
import { loadProductIds, loadSummariesByIds } from "./product-summaries";
import { loadReferenceData } from "./reference-data";
import { resolveSearch } from "./search-match";

export const MAX_PRODUCT_SUGGESTIONS = 6;
const MAX_NAME_SUGGESTIONS = 5;
const EMPTY: Suggestions = { products: [], categories: [], brands: [] };

export async function getSuggestions(text: string): Promise<Suggestions> {
  return loadSuggestions(await getDatabase(), text);
}

export async function loadSuggestions(db: Database, text: string, now: Date = new Date()): Promise<Suggestions> {
  const q = normalizeQ(text);
  if (!q || q.length < 2) return EMPTY;
  const [ref, match] = await Promise.all([loadReferenceData(db), resolveSearch(db, q)]);
  if (match.words.length === 0) return EMPTY;

  // Each branch takes its six most popular matches, so PostgreSQL can walk the
  // popularity index and stop early instead of ranking every match ("wa" matches
  // thousands). Model numbers also match anywhere in the name ("24409").
  const tsquery = match.words.map((word) => `${word}:*AB`).join(" & ");
  const branches = [
    sql`(select p.product_id, p.popularity, false as name_match from products p
         where not p.expired and p.search_vector @@ to_tsquery('dutch', ${tsquery}::text)
         order by p.popularity desc limit ${MAX_PRODUCT_SUGGESTIONS}::int)`,
  ];
  if (/\p{N}/u.test(q) && q.length >= 3) {
    const infix = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    branches.push(
      sql`(select p.product_id, p.popularity, true as name_match from products p
           where not p.expired and p.name ilike ${infix}::text
           order by p.popularity desc limit ${MAX_PRODUCT_SUGGESTIONS}::int)`,
    );
  }
  // Which products match is kept a minute, as a listing's page is (search-products.ts); their prices are read fresh.
  const productIds = await cachedPerDatabase(db, `suggestions|${q}`, LISTING_COPY_MS, () =>
    loadProductIds(
      db,
      sql`select product_id from (${sql.join(branches, sql` union all `)}) s
          group by product_id
          order by bool_or(name_match) desc, max(popularity) desc, product_id
          limit ${MAX_PRODUCT_SUGGESTIONS}::int`,
    ),
  );
  const summaries = await loadSummariesByIds(db, productIds, now);

  // Category and brand names are few: matched here. One typed word that starts a
  // word of the name is enough, so "miele wasmachine" suggests both Miele and Wasmachines.
  const typed = match.words.filter((word) => word.length >= 2 && !/^\p{N}+$/u.test(word));
  const matchesName = (...names: string[]) =>
    names.some((name) => {
      const words = name.toLowerCase().split(/[^\p{L}\p{N}]+/u);
      return typed.some((word) => words.some((w) => w.startsWith(word)));
    });
  const categories = [...ref.categories.values()]
    .filter((category) => {
      const type = ref.productTypes.get(category.productType);
      return matchesName(category.name, type?.name ?? "", type?.namePlural ?? "");
    })
    .slice(0, MAX_NAME_SUGGESTIONS)
    .map((category) => ({ slug: category.slug, name: category.name, url: categoryUrl(category.slug) }));
  const brands = [...ref.brands.values()]
    .filter((brand) => matchesName(brand.name, brand.slug))
    .slice(0, MAX_NAME_SUGGESTIONS)
    .map((brand) => ({ slug: brand.slug, name: brand.name, url: brandUrl(brand.slug) }));

  return {
    products: summaries.map((summary) => ({
      productId: summary.productId,
      name: `${summary.brand.name} ${summary.name}`,
      url: summary.url,
      image: summary.image,
      priceCents: summary.priceCents,
      category: summary.category,
    })),
    categories,
    brands,
  };
}
