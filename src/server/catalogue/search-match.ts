import "server-only";

/**
 * Turns a shopper's search text into SQL. One small statement against the
 * catalogue's own vocabulary (search_terms) resolves every typed word: a whole
 * word as it is, another name through its synonym ("frigo": 'koelkast'), a
 * diminutive through its base ("koelkastje"), split words joined where the
 * lexicon knows them joined ("inbouw koelkast": 'inbouwkoelkast'), a compound
 * split into two known words ("koelvriescombinatie": 'koel' & 'vriescombinatie'),
 * a typo corrected by trigram similarity, and whatever is left as a prefix (a
 * word still being typed, a part of a model number). The result is a Dutch
 * full-text query, one group of alternatives per word.
 *
 * Ranking (relevanceOrder), most important first: the product type the words
 * name ("vaatwassers", "inbouw koelkast", "frigo"), a specification value a
 * measure names ("8kg", then the nearest: "300 liter" finds 310 before 120), an
 * energy class named, a wish ("stille": the shop's quiet tag; "zuinige": the
 * best energy class first), then the full-text rank with weights per field
 * (schema.ts: type words above brand and series, above colour, above the
 * description).
 *
 * Matching runs in stages, each only when the one before found nothing: all
 * words (AND), then any word (OR), then trigram similarity of the whole text to
 * model names (a mistyped "WGG24490NL").
 */
import { sql, type SQL } from "drizzle-orm";

import { analyseSearchText, diminutiveBases, unitMatches, type Measure, type SearchWish } from "@/domain/catalogue/search-text";
import type { Database } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";

import { cachedPerDatabase, LISTING_COPY_MS } from "@/server/cache/per-database-cache";
import type { ReferenceData } from "./reference-data";

export type MatchStage = "all-words" | "any-word" | "similar-name";

/** One word of the text as search looks for it. */
export interface SearchGroup {
  /** What is searched for: the word as typed, corrected, joined from split words, or the word a synonym means. */
  word: string;
  /** Words that may name a product type: the word, as typed, its synonym's meaning, its diminutive's base. */
  names: string[];
  /** tsquery texts, any of which matches: 'inbouwkoelkast', 'inbouw & koelkast', 'koelk:*'. Letters and digits only, so nothing needs quoting. */
  alternatives: string[];
}

export interface SearchMatch {
  q: string;
  /** q with mistyped words replaced by what was searched. */
  correctedQ: string;
  /** The words after correction, joining and synonyms: what the autocomplete and the type guess read. */
  words: string[];
  /**
   * Words that are whole words of the lexicon: matched exactly. The others (a
   * word still being typed, a part of a model number) match as a prefix. Exact
   * lexemes also give the planner real statistics, where a prefix gives a guess.
   */
  wholeWords: string[];
  groups: SearchGroup[];
  measures: Measure[];
  energyClasses: string[];
  wishes: SearchWish[];
}

/** Below this trigram similarity a word is left as typed rather than "corrected" into another. */
const MIN_SIMILARITY = 0.4;
/** The shortest part of a compound that splitting accepts: "was" + "droger", never "wa" + "sdroger". */
const MIN_PART = 3;
/** Energy classes from best to worst, both labels (the old one above A, the new one A to G). */
const ENERGY_ORDER = ["A+++", "A++", "A+", "A", "B", "C", "D", "E", "F", "G"];
/** The shop's tags for the wishes ("stille": its quietest third of the type, tags.ts). */
const WISH_TAGS: Record<SearchWish, string> = { stil: "stil", zuinig: "energiezuinig" };

interface LookupRow {
  word: string;
  whole: boolean;
  /** A whole word that no product's text carries (a reference word such as 'nofrost'): its parts are searched too. */
  unused: boolean;
  known: boolean;
  means: string | null;
  suggestion: string | null;
  split: string | null;
}

/** The lexicon changes with the catalogue only: a text's resolution is kept like a listing's other copies. */
export function resolveSearch(db: Database, q: string): Promise<SearchMatch> {
  return cachedPerDatabase(db, `search-match|${q}`, LISTING_COPY_MS, () => correctSearch(db, q));
}

const isNumber = (word: string) => /^\p{N}+$/u.test(word);
const hasDigit = (word: string) => /\p{N}/u.test(word);

async function correctSearch(db: Database, q: string): Promise<SearchMatch> {
  const { words: typed, measures, energyClasses, wishes } = analyseSearchText(q);
  const lookups = await lookUp(db, lookupWords(typed));
  const found = (word: string) => lookups.get(word);
  const groups: SearchGroup[] = [];
  const corrections = new Map<string, string>();
  for (let index = 0; index < typed.length; ) {
    // Split words the lexicon knows joined, three before two: "was droog combinatie", "inbouw koelkast".
    const join = [3, 2]
      .map((count) => typed.slice(index, index + count))
      .find((parts) => parts.length > 1 && !parts.some(hasDigit) && found(parts.join(""))?.whole);
    if (join) {
      const joined = join.join("");
      const means = meaning(found(joined));
      groups.push({
        word: means.word ?? joined,
        names: [joined, ...join, ...means.names],
        alternatives: [joined, ...means.alternatives, join.map((part) => (found(part)?.whole || isNumber(part) ? part : `${part}:*`)).join(" & ")],
      });
      index += join.length;
      continue;
    }
    const word = typed[index] as string;
    index += 1;
    const row = found(word);
    if (isNumber(word) || row?.whole) {
      const means = meaning(row);
      const parts = row?.unused && !row.means && row.split ? [row.split.replace(" ", " & ")] : [];
      groups.push({ word: means.word ?? word, names: [word, ...means.names], alternatives: [word, ...means.alternatives, ...parts] });
      continue;
    }
    const base = diminutiveBases(word).find((candidate) => found(candidate)?.whole);
    if (base) {
      const means = meaning(found(base));
      groups.push({ word: means.word ?? base, names: [word, base, ...means.names], alternatives: [base, ...means.alternatives, `${word}:*`] });
      continue;
    }
    if (row?.known || !row) {
      // The start of a known word (still being typed), or a word with digits (a model number).
      groups.push({ word, names: [word], alternatives: [`${word}:*`] });
      continue;
    }
    if (row.split) {
      const parts = row.split.split(" ");
      groups.push({ word, names: [word, ...parts], alternatives: [`${word}:*`, parts.join(" & ")] });
      continue;
    }
    if (row.suggestion) {
      corrections.set(word, row.suggestion);
      const means = meaning(found(row.suggestion));
      groups.push({ word: means.word ?? row.suggestion, names: [row.suggestion, ...means.names], alternatives: [row.suggestion, ...means.alternatives] });
      continue;
    }
    groups.push({ word, names: [word], alternatives: [`${word}:*`] });
  }
  let correctedQ = q;
  for (const [from, to] of corrections) correctedQ = correctedQ.replace(new RegExp(`(?<![\\p{L}\\p{N}])${from}(?![\\p{L}\\p{N}])`, "iu"), to);
  const words = [...new Set(groups.map((group) => group.word))];
  const whole = new Set(groups.filter((group) => !group.alternatives[0]?.endsWith(":*")).map((group) => group.word));
  return { q, correctedQ, words, wholeWords: words.filter((word) => whole.has(word)), groups, measures, energyClasses, wishes };
}

/**
 * What a synonym means, made safe for a tsquery whatever a shop wrote in
 * search_terms: its words, all of which must match ("side by side" is
 * 'side & by & side'). One word also stands in for the typed one.
 */
function meaning(row: LookupRow | undefined): { word: string | null; names: string[]; alternatives: string[] } {
  const words = (row?.means ?? "")
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return { word: null, names: [], alternatives: [] };
  return { word: words.length === 1 ? (words[0] as string) : null, names: words, alternatives: [words.join(" & ")] };
}

/** Every word of the text, every two and three neighbours joined, and the bases a diminutive may have. */
function lookupWords(typed: readonly string[]): string[] {
  const words = new Set<string>();
  typed.forEach((word, index) => {
    words.add(word);
    for (const base of diminutiveBases(word)) words.add(base);
    const next = typed.slice(index, index + 3);
    if (next.length >= 2) words.add(next.slice(0, 2).join(""));
    if (next.length === 3) words.add(next.join(""));
  });
  return [...words].filter((word) => word.length >= MIN_PART && !hasDigit(word));
}

/**
 * One statement for all words: whether the lexicon has it whole, as the start of
 * a word, as a synonym; the most similar word (a typo's correction, words of four
 * letters or more); and the longest known first part whose rest is known too.
 */
async function lookUp(db: Database, words: readonly string[]): Promise<Map<string, LookupRow>> {
  if (words.length === 0) return new Map();
  const list = sql.join(
    words.map((word) => sql`(${word}::text)`),
    sql`, `,
  );
  const rows = await queryRows<LookupRow>(
    db,
    sql`select w.word,
          t.term is not null as whole,
          coalesce(t.frequency = 0, false) as unused,
          t.means,
          -- A known word, or the start of one while the shopper is still typing.
          t.term is not null or exists (select 1 from search_terms k where k.term like w.word || '%') as known,
          case when t.term is null and length(w.word) >= 4 then
            (select s.term from search_terms s
               where s.term % w.word and similarity(s.term, w.word) >= ${MIN_SIMILARITY}::float4
               order by similarity(s.term, w.word) desc, s.frequency desc, s.term
               limit 1) end as suggestion,
          case when t.term is null or t.frequency = 0 then
            (select left(w.word, n) || ' ' || substr(w.word, n + 1)
               from generate_series(length(w.word) - ${MIN_PART}::int, ${MIN_PART}::int, -1) as n
               where exists (select 1 from search_terms a where a.term = left(w.word, n))
                 and exists (select 1 from search_terms b where b.term = substr(w.word, n + 1))
               limit 1) end as split
        from (values ${list}) as w(word)
        left join search_terms t on t.term = w.word`,
  );
  return new Map(rows.map((row) => [row.word, row]));
}

/** The text for to_tsquery('dutch', …): each group's alternatives, the groups joined by the operator. */
export function tsqueryText(match: Pick<SearchMatch, "groups">, operator: "&" | "|"): string | null {
  if (match.groups.length === 0) return null;
  return match.groups.map((group) => `(${group.alternatives.join(" | ")})`).join(` ${operator} `);
}

/** The specification keys whose unit a measure names, over all product types: "kg" → vulgewicht, vulgewicht-wassen … */
export function measureKeys(ref: ReferenceData, measure: Measure): string[] {
  const keys = new Set<string>();
  for (const type of ref.productTypes.values()) {
    for (const spec of type.specifications) if (spec.kind === "number" && unitMatches(spec.unit, measure.unit)) keys.add(spec.key);
  }
  return [...keys].sort();
}

/**
 * An appliance is sold by its width: "vaatwasser 45 cm" and "fornuis 90 cm" name
 * the width (or, built in, the niche's), not a cooker that happens to be 90 cm
 * high. A length matched there ranks before the same length elsewhere; where no
 * product has that width ("inbouwoven 45 cm": ovens are all 60 wide) the other
 * lengths (the niche's height) still decide.
 */
const WIDTH_KEYS = ["breedte", "nisbreedte"];

function widthCondition(ref: ReferenceData, measures: readonly Measure[]): SQL | null {
  const parts = measures.flatMap((measure) =>
    measureKeys(ref, measure)
      .filter((key) => WIDTH_KEYS.includes(key))
      .map((key) => sql`p.specifications @> ${JSON.stringify({ [key]: measure.value })}::jsonb`),
  );
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : null;
}

/** True for a product whose specifications have a measure's value: the 8 of "8kg" in `vulgewicht`. Null without measures. */
export function measureCondition(ref: ReferenceData, measures: readonly Measure[]): SQL | null {
  const parts = measures.flatMap((measure) =>
    measureKeys(ref, measure).map((key) => sql`p.specifications @> ${JSON.stringify({ [key]: measure.value })}::jsonb`),
  );
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : null;
}

/**
 * How far a product's value is from a measure, for the nearest first when none
 * has it exactly: "koelkast 300 liter" shows 310 and 280 litres before 120.
 * Null for products without such a value.
 */
function measureDistance(ref: ReferenceData, measure: Measure): SQL | null {
  const keys = measureKeys(ref, measure);
  if (keys.length === 0) return null;
  const distances = keys.map(
    (key) =>
      sql`case when jsonb_typeof(p.specifications -> ${key}::text) = 'number' then abs((p.specifications ->> ${key}::text)::float8 - ${measure.value}::float8) end`,
  );
  return distances.length === 1 ? (distances[0] as SQL) : sql`least(${sql.join(distances, sql`, `)})`;
}

function tagCondition(ref: ReferenceData, slug: string): SQL | null {
  const tagId = [...ref.tags].find(([, tag]) => tag.slug === slug)?.[0];
  return tagId === undefined ? null : sql`exists (select 1 from product_tag_links l where l.product_id = p.product_id and l.tag_id = ${tagId}::int)`;
}

function energyCondition(match: Pick<SearchMatch, "energyClasses">): SQL | null {
  if (match.energyClasses.length === 0) return null;
  return sql`p.energy_class in (${sql.join(
    match.energyClasses.map((energyClass) => sql`${energyClass}::text`),
    sql`, `,
  )})`;
}

/**
 * The product types the words name, the most specific only: "amerikaanse
 * koelkast" names Amerikaanse koelkasten (two words) rather than Koelkasten (one).
 * A type is named by its name, plural, category or code, and by a synonym
 * meaning one of those ("frigo", "diepvriezer").
 */
export function namedProductTypes(match: Pick<SearchMatch, "groups">, ref: ReferenceData): string[] {
  const names = new Set(match.groups.flatMap((group) => group.names));
  if (names.size === 0) return [];
  let best = 0;
  let named: string[] = [];
  for (const type of ref.productTypes.values()) {
    const forms = [type.name, type.namePlural, type.code, ...[...ref.categories.values()].filter((c) => c.productType === type.code).map((c) => c.name)];
    const wordLists = forms.flatMap((form) => {
      const lower = form.toLowerCase();
      return [lower.split(/[^\p{L}\p{N}]+/u).filter(Boolean), [lower.replace(/[^\p{L}\p{N}]+/gu, "")]];
    });
    const score = Math.max(0, ...wordLists.filter((list) => list.every((word) => names.has(word))).map((list) => list.length));
    if (score > best) {
      best = score;
      named = [type.code];
    } else if (score > 0 && score === best) {
      named.push(type.code);
    }
  }
  return named;
}

/** Which products a search finds at a stage; null when the stage cannot apply (no words to match). */
export function matchCondition(match: SearchMatch, stage: MatchStage, ref: ReferenceData): SQL | null {
  if (stage === "similar-name") {
    return match.q.length >= 3 ? sql`(p.name % ${match.q}::text and similarity(p.name, ${match.q}::text) >= 0.3)` : null;
  }
  if (stage === "any-word" && match.groups.length < 2) return null;
  const text = tsqueryText(match, stage === "all-words" ? "&" : "|");
  if (text) return sql`p.search_vector @@ to_tsquery('dutch', ${text}::text)`;
  if (stage !== "all-words") return null;
  // No words, only measures, an energy class or wishes ("8kg", "energieklasse a", "stille"): the products that have them.
  const parts = [
    measureCondition(ref, match.measures),
    energyCondition(match),
    ...match.wishes.map((wish) => tagCondition(ref, WISH_TAGS[wish])),
  ].filter((part): part is SQL => part !== null);
  return parts.length > 0 ? sql`(${sql.join(parts, sql` and `)})` : null;
}

/** The weights of D, C, B and A for ts_rank: a word only in the description counts for little. */
const RANK_WEIGHTS = "{0.05, 0.2, 0.4, 1.0}";

/** How well a product matches, for ordering by relevance: see the file's comment for the order. */
export function relevanceOrder(match: SearchMatch, stage: MatchStage, ref: ReferenceData): SQL[] {
  const order: SQL[] = [];
  const types = namedProductTypes(match, ref);
  if (types.length > 0) {
    order.push(sql`p.product_type in (${sql.join(
      types.map((type) => sql`${type}::text`),
      sql`, `,
    )}) desc`);
  }
  const measured = measureCondition(ref, match.measures);
  const width = widthCondition(ref, match.measures);
  if (width) order.push(sql`(${width}) desc`);
  if (measured) order.push(sql`(${measured}) desc`);
  for (const measure of match.measures) {
    const distance = measureDistance(ref, measure);
    if (distance) order.push(sql`${distance} asc nulls last`);
  }
  const energy = energyCondition(match);
  if (energy) order.push(sql`(${energy}) is true desc`);
  for (const wish of match.wishes) {
    const tagged = tagCondition(ref, WISH_TAGS[wish]);
    if (tagged) order.push(sql`${tagged} desc`);
    if (wish === "zuinig") order.push(sql`array_position(${sql.raw(`array['${ENERGY_ORDER.join("', '")}']`)}, p.energy_class) asc nulls last`);
  }
  if (stage === "similar-name") {
    order.push(sql`similarity(p.name, ${match.q}::text) desc`);
  } else {
    const text = tsqueryText(match, stage === "all-words" ? "&" : "|");
    if (text) order.push(sql`ts_rank(${RANK_WEIGHTS}::float4[], p.search_vector, to_tsquery('dutch', ${text}::text)) desc`);
  }
  return order;
}
