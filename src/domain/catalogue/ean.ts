/**
 * EAN-13 (GTIN-13) check digits, as GS1 defines them: the first twelve digits are
 * weighted 1, 3, 1, 3 ... from the left, and the check digit brings the sum up to
 * a multiple of ten.
 */

const TWELVE_DIGITS = /^\d{12}$/;
const THIRTEEN_DIGITS = /^\d{13}$/;

/** The check digit for the first twelve digits of an EAN-13; throws on anything but twelve digits. */
export function ean13CheckDigit(first12: string): number {
  if (!TWELVE_DIGITS.test(first12)) {
    throw new RangeError(`Een EAN-13 begint met precies twaalf cijfers, niet "${first12}".`);
  }
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  }
  return (10 - (sum % 10)) % 10;
}

/** True for thirteen digits whose last digit is the right check digit. */
export function isValidEan13(ean: string): boolean {
  if (!THIRTEEN_DIGITS.test(ean)) return false;
  return ean13CheckDigit(ean.slice(0, 12)) === Number(ean[12]);
}
