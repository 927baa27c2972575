/**
 * What a shopper's search text asks for, before it reaches the database: the
 * words, and the measures such as "8kg", "8 kg" or "1400 tpm". Measures are not
 * words a product's text contains ("8kg" is one token to PostgreSQL), so search
 * uses them to rank products whose specification has that value first. The
 * same goes for an energy class ("energieklasse a", "label a+++") and for wishes
 * that no product text says of itself ("stille", "zuinige"): they rank, they do
 * not have to be found in the text.
 */
export interface Measure {
  value: number;
  /** The unit as specifications write it: "kg", "tpm", "cm", "liter", "W", "dB". */
  unit: string;
}

/**
 * A wish that ranks instead of matching: "stil" puts the products the shop tags
 * as quiet (the quietest third of their type) first, "zuinig" the best energy
 * classes.
 */
export type SearchWish = "stil" | "zuinig";

export interface SearchText {
  /** Lower-cased words of letters and digits only, so they are safe in a tsquery. */
  words: string[];
  measures: Measure[];
  /** Energy classes named ("energieklasse a", "a+++"), upper-case as labels write them. */
  energyClasses: string[];
  wishes: SearchWish[];
}

/** The forms shoppers type for a wish: adjective, inflected, comparative and superlative. */
const WISHES: Record<string, SearchWish> = {
  stil: "stil",
  stille: "stil",
  stiller: "stil",
  stillere: "stil",
  stilste: "stil",
  fluisterstil: "stil",
  fluisterstille: "stil",
  geruisloos: "stil",
  geruisloze: "stil",
  zuinig: "zuinig",
  zuinige: "zuinig",
  zuiniger: "zuinig",
  zuinigere: "zuinig",
  zuinigste: "zuinig",
  energiezuinig: "zuinig",
  energiezuinige: "zuinig",
};

/** "energieklasse a", "energielabel b", "label a++", "klasse c", or a class with pluses on its own ("a+++"). */
const ENERGY_CLASS = /(?<![\p{L}\p{N}])(?:(?:energie)?(?:klasse|label)\s*([a-g](?:\+{1,3})?)|([a-d]\+{1,3}))(?![\p{L}\p{N}+])/giu;

const UNITS: Record<string, string> = {
  kg: "kg",
  kilo: "kg",
  kilogram: "kg",
  tpm: "tpm",
  toeren: "tpm",
  cm: "cm",
  l: "liter",
  ltr: "liter",
  liter: "liter",
  w: "W",
  watt: "W",
  db: "dB",
};

const MEASURE = /(?<![\p{L}\p{N}.,])(\d+(?:[.,]\d+)?)\s*(kilogram|kilo|kg|toeren|tpm|cm|liter|ltr|l|watt|w|db)(?![\p{L}\p{N}])/giu;
const MAX_WORDS = 8;

export function analyseSearchText(q: string): SearchText {
  const measures: Measure[] = [];
  const energyClasses: string[] = [];
  const rest = q
    .replace(MEASURE, (_match, value: string, unit: string) => {
      measures.push({ value: Number(value.replace(",", ".")), unit: UNITS[unit.toLowerCase()] ?? unit });
      return " ";
    })
    .replace(ENERGY_CLASS, (_match, named: string | undefined, plussed: string | undefined) => {
      energyClasses.push((named ?? plussed ?? "").toUpperCase());
      return " ";
    });
  const wishes = new Set<SearchWish>();
  const words = rest
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => {
      const wish = WISHES[word];
      if (wish) wishes.add(wish);
      return word.length > 0 && !wish;
    });
  return { words: [...new Set(words)].slice(0, MAX_WORDS), measures, energyClasses: [...new Set(energyClasses)], wishes: [...wishes] };
}

/**
 * What a diminutive may be the diminutive of, longest ending first: "koelkastje"
 * of "koelkast", "blendertje" of "blender", "stofzuigertjes" of "stofzuiger".
 * Which of them is a real word, only the catalogue's lexicon can say.
 */
export function diminutiveBases(word: string): string[] {
  const bases: string[] = [];
  for (const suffix of ["etjes", "etje", "tjes", "pjes", "tje", "pje", "jes", "je"]) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) bases.push(word.slice(0, -suffix.length));
  }
  return bases;
}

/** The units of a specification that a measure's unit matches: "kg" matches "kg" but not "kg/24 uur". */
export function unitMatches(specificationUnit: string | undefined, measureUnit: string): boolean {
  return specificationUnit !== undefined && specificationUnit.toLowerCase() === measureUnit.toLowerCase();
}

/** The measures of a text as the shopper typed them ("8kg", "8 kg"), in the order of analyseSearchText's measures. */
export function measureTexts(q: string): string[] {
  return [...q.matchAll(MEASURE)].map((found) => found[0]);
}

/** The text without some of its measures, as typed: "miele wasmachine 8kg" without "8kg" is "miele wasmachine". */
export function withoutMeasures(q: string, texts: readonly string[]): string {
  let rest = q;
  for (const text of texts) rest = rest.replace(text, " ");
  return rest.replace(/\s+/g, " ").trim();
}

/**
 * What the results are, when they are not simply those of the text as typed: a
 * corrected typo ("We zochten naar ‘wasmachine’."), or a measure that no product
 * found has, said rather than passed over in silence; the search then ranks the
 * nearest values first (search-match.ts), which the line says too.
 */
export function searchIntro(searchedQ: string, corrected: boolean, unmatchedMeasures: readonly string[]): string | undefined {
  if (unmatchedMeasures.length > 0) {
    const measures = unmatchedMeasures.map((measure) => `‘${measure}’`).join(" en ");
    const rest = withoutMeasures(searchedQ, unmatchedMeasures);
    return rest
      ? `Geen resultaten met precies ${measures}. We zochten naar ‘${rest}’, met wat er het dichtst bij ligt bovenaan.`
      : `Geen resultaten met ${measures}.`;
  }
  return corrected ? `We zochten naar ‘${searchedQ}’.` : undefined;
}
