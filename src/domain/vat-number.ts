/**
 * The format of an EU VAT number (decisions §1: a business customer's VAT number
 * decides reverse charge). Only the format is checked here; whether the number is
 * registered is VIES's answer (src/server/vat/vies-adapter.ts). Checksums are left
 * out on purpose: the Netherlands uses two schemes side by side (mod 11 for
 * companies, mod 97 for sole traders since 2020), and refusing a real customer's
 * number costs more than asking VIES about a mistyped one.
 */

/**
 * The prefixes VIES knows: the member states (Greece is EL, not GR) and XI,
 * Northern Ireland's traders of goods.
 */
export const VAT_COUNTRY_CODES = [
  "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "EL", "ES", "FI", "FR", "HR", "HU",
  "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK", "XI",
] as const;
export type VatCountryCode = (typeof VAT_COUNTRY_CODES)[number];

const COUNTRY_CODES: ReadonlySet<string> = new Set(VAT_COUNTRY_CODES);

// NL: 9 digits, B, 2 digits (NL123456789B01). BE: 10 digits, the first 0 or 1
// (BE0123456789; the leading 1 is in use since 2023). Others: 2 to 13 letters and
// digits, plus the + and * that old Irish numbers carry (IE1+23456A).
const PATTERNS: Partial<Record<VatCountryCode, RegExp>> = {
  NL: /^\d{9}B\d{2}$/,
  BE: /^[01]\d{9}$/,
};
const GENERIC = /^[0-9A-Z+*]{2,13}$/;

export interface VatNumberParts {
  countryCode: VatCountryCode;
  /** The part after the country code, as VIES asks for it: "123456789B01". */
  number: string;
}

/**
 * The way people type a VAT number, made canonical: capitals, without spaces,
 * dots or dashes ("nl 1234.56.789.b01" → "NL123456789B01").
 */
export function normaliseVatNumber(input: string): string {
  return input.toUpperCase().replace(/[\s.\-]/g, "");
}

/** The country code and number when the format is right for that country, else null. */
export function parseVatNumber(input: string): VatNumberParts | null {
  const value = normaliseVatNumber(input);
  const prefix = value.slice(0, 2);
  if (!COUNTRY_CODES.has(prefix)) return null;
  const countryCode = prefix as VatCountryCode;
  const number = value.slice(2);
  const pattern = PATTERNS[countryCode] ?? GENERIC;
  return pattern.test(number) ? { countryCode, number } : null;
}

export function isVatNumberFormatValid(input: string): boolean {
  return parseVatNumber(input) !== null;
}
