/**
 * The back office's order search (GET /api/orders/?q=): what staff type
 * becomes words that must each appear in the order's search text (the
 * `search_text` column of orders: number, e-mail, names, company, postal code
 * without its space, phone as digits). A word of digits and phone punctuation
 * ("06-1234 5678", "+31 6 …") is compared as its digits; every word in lower
 * case. "2311 GJ" finds "2311GJ" because both words appear in it.
 */

/** Longer searches are not a search for an order; the query schema refuses them. */
export const MAX_ORDER_SEARCH_LENGTH = 100;
/** More words than this add nothing but work. */
const MAX_WORDS = 8;

const PHONE_LIKE = /^[0-9+\-().\s/]+$/;

export function orderSearchWords(q: string): string[] {
  const trimmed = q.trim().toLowerCase();
  if (trimmed === "") return [];
  // A phone number typed with spaces or dashes is one number, not several words.
  if (PHONE_LIKE.test(trimmed) && /[\s\-().+/]/.test(trimmed) && /\d{6}/.test(trimmed.replace(/\D/g, ""))) {
    const digits = trimmed.replace(/\D/g, "");
    // A Dutch or Belgian number in international form is kept in its national form too (search_text holds both).
    return [digits.replace(/^(00)?(31|32)(?=\d{8,9}$)/, "0")];
  }
  const words = trimmed
    .split(/\s+/)
    .map((word) => (PHONE_LIKE.test(word) ? word.replace(/\D/g, "") : word))
    .filter((word) => word !== "");
  return [...new Set(words)].slice(0, MAX_WORDS);
}
