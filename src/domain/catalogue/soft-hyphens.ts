/**
 * Dutch category names are long compounds ("Kokendwaterkranen", 17 letters) and
 * browsers without a Dutch hyphenation dictionary (Chromium on Linux) break them
 * anywhere in a narrow tile: "Wasmachin|es". A soft hyphen (U+00AD) between the
 * parts lets the name break where a Dutch reader expects it, "Kokendwater-
 * kranen", and is invisible otherwise.
 */
const SOFT_HYPHEN = "\u00AD";

/** Word parts the shop's category names end in or are built from; a break goes before each, never at the start. */
const PARTS = ["apparatuur", "combinaties", "machines", "wassers", "drogers", "kasten", "ovens", "platen", "kappen", "kranen", "water", "zuigers", "roosters", "ijzers", "kokers", "vaat", "koel"];
const BEFORE_PART = new RegExp(`(?<=\\p{L}{3})(?=${PARTS.join("|")})`, "gu");

/** Only words of ten letters or more: shorter ones fit any tile. */
export function withSoftHyphens(name: string): string {
  return name
    .split(/(\s+)/)
    .map((word) => (word.length < 10 ? word : word.replace(BEFORE_PART, SOFT_HYPHEN)))
    .join("");
}
