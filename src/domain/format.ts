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

/** "4,5", "1.234": a number as Dutch text, with at most (and, if asked, at least) the given decimals. */
export function formatNumber(value: number, maximumFractionDigits = 0, minimumFractionDigits = 0): string {
  return numberFormat({ maximumFractionDigits, minimumFractionDigits }).format(value);
}
