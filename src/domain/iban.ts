/**
 * An IBAN's check digits (ISO 13616): the letters as numbers (A = 10 … Z = 35),
 * the first four characters moved to the end, and the whole number modulo 97
 * must be 1. Catches a mistyped account number in the shop's settings before it
 * ends up on a withdrawal form.
 */
export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = character >= "A" ? character.charCodeAt(0) - 55 : Number(character);
    remainder = Number(`${remainder}${value}`) % 97;
  }
  return remainder === 1;
}

/** "NL12BANK0123456789" in groups of four, as people read it: "NL12 BANK 0123 4567 89". */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, "").toUpperCase().replace(/(.{4})(?=.)/g, "$1 ");
}
