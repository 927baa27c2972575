/**
 * Dutch number and date formatting with reused formatters. Building an Intl
 * formatter costs far more than using one (it loads locale data); created per
 * product per request they took a quarter of the server's CPU on listings.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(options: Intl.NumberFormatOptions = {}, locale = "nl-NL"): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(options: Intl.DateTimeFormatOptions, locale = "nl-NL"): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** "1234567" → "1.234.567": digits with a dot between every three. */
export function groupThousands(digits: number | string): string {
  return String(digits).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/**
 * "4,5", "1.234": a number as Dutch text, with at most (and, if asked, at least) the given decimals;
 * the same text as Intl.NumberFormat("nl-NL"), which rounds the number as written ("1.005" → "1,01").
 * Written out rather than built on Intl: ratings and counts are formatted in the browser while a page
 * hydrates, and the browser's first Intl formatter loads its locale data, about a tenth of a second of
 * a phone's main thread (issue 24). What the plain route does not cover (exponents) goes to Intl.
 */
export function formatNumber(value: number, maximumFractionDigits = 0, minimumFractionDigits = 0): string {
  const written = String(Math.abs(value));
  const parts = /^(\d+)(?:\.(\d+))?$/.exec(written);
  if (!parts || Math.abs(value) >= Number.MAX_SAFE_INTEGER / 10 ** maximumFractionDigits) return numberFormat({ maximumFractionDigits, minimumFractionDigits }).format(value);
  let whole = parts[1]!;
  let fraction = parts[2] ?? "";
  if (fraction.length > maximumFractionDigits) {
    // Half away from zero on the written digits, as Intl's default rounding.
    const roundsUp = fraction.charCodeAt(maximumFractionDigits) >= "5".charCodeAt(0);
    const kept = whole + fraction.slice(0, maximumFractionDigits);
    const rounded = roundsUp ? String(Number(kept) + 1).padStart(kept.length, "0") : kept;
    whole = rounded.slice(0, rounded.length - maximumFractionDigits) || "0";
    fraction = rounded.slice(rounded.length - maximumFractionDigits);
  }
  fraction = fraction.replace(/0+$/, "").padEnd(minimumFractionDigits, "0");
  const text = fraction ? `${groupThousands(whole)},${fraction}` : groupThousands(whole);
  return value < 0 || Object.is(value, -0) ? `-${text}` : text;
}
