/**
 * Model names and URL slugs. Names must be unique across the catalogue (a shopper
 * searching "WGG24409NL" expects one product), so every draw is checked against
 * the names handed out so far.
 */
import type { Random } from "./random";

const LETTERS = "ABCDEFGHKLMNPRSTVWXZ";

export interface PatternValues {
  colourCode: string;
  series: string;
}

/** Expands a model pattern: `#` digit, `{a|b}` alternative, `~` colour code, `$` series. */
export function expandPattern(pattern: string, rng: Random, values: PatternValues): string {
  let out = "";
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    if (char === "#") {
      out += String(rng.int(0, 9));
    } else if (char === "~") {
      out += values.colourCode;
    } else if (char === "$") {
      out += values.series;
    } else if (char === "{") {
      const end = pattern.indexOf("}", i);
      if (end < 0) throw new SyntaxError(`Patroon zonder sluitaccolade: ${pattern}`);
      out += rng.pick(pattern.slice(i + 1, end).split("|"));
      i = end;
    } else {
      out += char;
    }
  }
  return out;
}

/** "Bosch Serie 6 WGG24409NL" becomes "bosch-serie-6-wgg24409nl"; "Combi+" becomes "combi-plus". */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\+/g, " plus ")
    .replace(/&/g, " en ")
    .replace(/'/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export class UniqueNames {
  private readonly taken = new Set<string>();

  /**
   * Draws names until one is free. Small ranges (SMEG has a handful of kettles)
   * run out in a large catalogue; those get a variant suffix, as shops list
   * regional or colour variants of one model ("WW90T534DAE/S2").
   */
  claim(draw: () => string, rng: Random, attempts = 25): string {
    let name = draw();
    for (let attempt = 1; this.taken.has(name) && attempt < attempts; attempt++) name = draw();
    while (this.taken.has(name)) {
      name = `${draw()}/${LETTERS[rng.int(0, LETTERS.length - 1)]}${rng.int(1, 9)}`;
    }
    this.taken.add(name);
    return name;
  }
}
