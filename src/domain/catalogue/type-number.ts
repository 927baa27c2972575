/**
 * A product's type number: its name without the series. Bosch and Siemens put
 * the series before the number ("Serie 6 WGG24409NL"), Liebherr after it
 * ("CNd 5723 Plus"); the type plate, the energy label and the manufacturer's
 * manuals know only "WGG24409NL" and "CNd 5723", and that is what a shopper
 * compares or searches for.
 */
export function typeNumberOf(name: string, series: string): string {
  const trimmed = series.trim();
  if (trimmed === "") return name;
  if (name.startsWith(`${trimmed} `)) return name.slice(trimmed.length + 1).trim();
  // A variant suffix ("/A3") may follow the series.
  const escaped = trimmed.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const after = new RegExp(`\\s${escaped}(?=$|/)`);
  const stripped = name.replace(after, "").trim();
  return stripped === "" ? name : stripped;
}
