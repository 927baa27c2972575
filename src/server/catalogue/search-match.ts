import "server-only";

/**
 * Turns a shopper's search text into SQL: typo correction against the lexicon
 * (search_terms, trigram similarity), a Dutch full-text query with prefix
 * matching, and the measures ("8kg") as specification matches for ranking.
 *
 * Matching runs in stages, each only when the one before found nothing: all
 * words (AND), then any word (OR), then trigram similarity of the whole text to
 * model names (a mistyped "WGG24490NL").
 */
import { sql, type SQL } from "drizzle-orm";

import { analyseSearchText, unitMatches, type Measure } from "@/domain/catalogue/search-text";
import type { Database } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";

import { cachedPerDatabase, LISTING_COPY_MS } from "@/server/cache/per-database-cache";
import type { ReferenceData } from "./reference-data";

export type MatchStage = "all-words" | "any-word" | "similar-name";

export interface SearchMatch {
  q: string;
  /** q with mistyped words replaced by what was searched. */
  correctedQ: string;
  /** The words after correction. */
  words: string[];
  /**
   * Words that are whole words of the lexicon: matched exactly. The others (a
   * word still being typed, a part of a model number) match as a prefix. Exact
   * lexemes also give the planner real statistics, where a prefix gives a guess.
   */
  wholeWords: string[];
  measures: Measure[];
}

/** Below this trigram similarity a word is left as typed rather than "corrected" into another. */
const MIN_SIMILARITY = 0.4;

interface CorrectionRow {
  word: string;
  whole: boolean;
  known: boolean;
  suggestion: string | null;
}

/** The lexicon changes with the catalogue only: a text's corrections are kept like a listing's other copies. */
export function resolveSearch(db: Database, q: string): Promise<SearchMatch> {
  return cachedPerDatabase(db, `search-match|${q}`, LISTING_COPY_MS, () => correctSearch(db, q));
}

async function correctSearch(db: Database, q: string): Promise<SearchMatch> {
  const { words, measures } = analyseSearchText(q);
  // Words with digits are model numbers or values, and short words are too ambiguous to correct.
  const candidates = words.filter((word) => word.length >= 4 && !/\p{N}/u.test(word));
  const corrections = new Map<string, string>();
  const whole = new Set<string>();
  if (candidates.length > 0) {
    const list = sql.join(
      candidates.map((word) => sql`(${word}::text)`),
      sql`, `,
    );
    const rows = await queryRows<CorrectionRow>(
      db,
      sql`select w.word,
            exists (select 1 from search_terms t where t.term = w.word) as whole,
            -- A known word, or the start of one while the shopper is still typing.
            exists (select 1 from search_terms t where t.term like w.word || '%') as known,
            (select t.term from search_terms t
               where t.term % w.word and similarity(t.term, w.word) >= ${MIN_SIMILARITY}::float4
               order by similarity(t.term, w.word) desc, t.frequency desc, t.term
               limit 1) as suggestion
          from (values ${list}) as w(word)`,
    );
    for (const row of rows) {
      if (row.whole) whole.add(row.word);
      else if (!row.known && row.suggestion) {
        corrections.set(row.word, row.suggestion);
        whole.add(row.suggestion);
      }
    }
  }
  const corrected = words.map((word) => corrections.get(word) ?? word);
  let correctedQ = q;
  for (const [from, to] of corrections) correctedQ = correctedQ.replace(new RegExp(`(?<![\\p{L}\\p{N}])${from}(?![\\p{L}\\p{N}])`, "iu"), to);
  const unique = [...new Set(corrected)];
  return { q, correctedQ, words: unique, wholeWords: unique.filter((word) => whole.has(word)), measures };
}

/**
 * The text for to_tsquery('dutch', …): whole words and bare numbers as they are,
 * other words as a prefix. Words hold only letters and digits, so nothing needs quoting.
 */
export function tsqueryText(match: Pick<SearchMatch, "words" | "wholeWords">, operator: "&" | "|"): string | null {
  if (match.words.length === 0) return null;
  const whole = new Set(match.wholeWords);
  return match.words.map((word) => (whole.has(word) || /^\p{N}+$/u.test(word) ? word : `${word}:*`)).join(` ${operator} `);
}

/** The specification keys whose unit a measure names, over all product types: "kg" → vulgewicht, vulgewicht-wassen … */
export function measureKeys(ref: ReferenceData, measure: Measure): string[] {
  const keys = new Set<string>();
  for (const type of ref.productTypes.values()) {
    for (const spec of type.specifications) if (spec.kind === "number" && unitMatches(spec.unit, measure.unit)) keys.add(spec.key);
  }
  return [...keys].sort();
}

/** True for a product whose specifications have a measure's value: the 8 of "8kg" in `vulgewicht`. Null without measures. */
export function measureCondition(ref: ReferenceData, measures: readonly Measure[]): SQL | null {
  const parts = measures.flatMap((measure) =>
    measureKeys(ref, measure).map((key) => sql`p.specifications @> ${JSON.stringify({ [key]: measure.value })}::jsonb`),
  );
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : null;
}

/** Which products a search finds at a stage; null when the stage cannot apply (no words to match). */
export function matchCondition(match: SearchMatch, stage: MatchStage, ref: ReferenceData): SQL | null {
  if (stage === "similar-name") {
    return match.q.length >= 3 ? sql`(p.name % ${match.q}::text and similarity(p.name, ${match.q}::text) >= 0.3)` : null;
  }
  if (stage === "any-word" && match.words.length < 2) return null;
  const text = tsqueryText(match, stage === "all-words" ? "&" : "|");
  if (text) return sql`p.search_vector @@ to_tsquery('dutch', ${text}::text)`;
  // Only measures ("8kg"): the products that have them.
  return stage === "all-words" ? measureCondition(ref, match.measures) : null;
}

/** How well a product matches, for ordering by relevance: measures first, then the text rank. */
export function relevanceOrder(match: SearchMatch, stage: MatchStage, ref: ReferenceData): SQL[] {
  const order: SQL[] = [];
  const measured = measureCondition(ref, match.measures);
  if (measured) order.push(sql`(${measured}) desc`);
  if (stage === "similar-name") {
    order.push(sql`similarity(p.name, ${match.q}::text) desc`);
  } else {
    const text = tsqueryText(match, stage === "all-words" ? "&" : "|");
    if (text) order.push(sql`ts_rank(p.search_vector, to_tsquery('dutch', ${text}::text)) desc`);
  }
  return order;
}
