/**
 * The margin code (specification §1 and §3, `marginCodeShow`): a member of staff
 * serving a customer sees how much room a product's price leaves, without the
 * customer who looks over their shoulder being able to read it.
 *
 * - The margin is the gross margin on the selling price excluding VAT:
 *   (selling price ex VAT − purchase price) / selling price ex VAT, in whole
 *   percents rounded down (so a code never promises more room than there is),
 *   from −99 to 99.
 * - Its two digits are written with a key word of ten different letters, the
 *   old shopkeeper's price code: KOPJESTAND stands for 1234567890, so 32 % is
 *   "PO" and 8 % is "DA".
 * - A first letter that means nothing (taken from the product number, from
 *   letters outside the key) goes before them, so that two products with the
 *   same margin do not show the same code side by side; a loss starts with "V"
 *   (verlies) instead. Staff read the last two letters; a customer sees
 *   three letters that look like a stock code.
 *
 * Pure: the prices and the key are passed in. KOPJESTAND is the demo's key and
 * stands in this open code for all to read: a real shop sets its own
 * (MARGIN_CODE_KEY, config/env.ts) and tells its staff.
 */
import { VAT_RATE_PERCENT } from "../cart/vat";

/** The key word: ten different letters for the digits 1, 2, …, 9, 0. */
export const MARGIN_CODE_KEY = "KOPJESTAND";
/** The first letter of a loss. */
export const LOSS_LETTER = "V";
/** First letters that mean nothing: none in the key, not the loss letter, none easily taken for a digit (I, L, O, Q). */
const FILLERS = "BCFGHMRUWZ";

/** Gross margin on the selling price excluding VAT, whole percents rounded down, from −99 to 99; null without a purchase price or a selling price. */
export function marginPercent(purchasePriceCents: number | null, sellingPriceCents: number | null, vatRatePercent = VAT_RATE_PERCENT): number | null {
  if (purchasePriceCents === null || sellingPriceCents === null || sellingPriceCents <= 0 || purchasePriceCents < 0) return null;
  const sellingExVat = (sellingPriceCents * 100) / (100 + vatRatePercent);
  const percent = Math.floor(((sellingExVat - purchasePriceCents) / sellingExVat) * 100 + 1e-9);
  return Math.max(-99, Math.min(99, percent));
}

/** What is wrong with a key word, or null for a key that can write every margin (the environment's MARGIN_CODE_KEY is checked with it). */
export function marginCodeKeyProblem(key: string): string | null {
  if (!/^[A-Z]{10}$/.test(key) || new Set(key).size !== 10) return "Een margecode-sleutel heeft tien verschillende hoofdletters.";
  if (key.includes(LOSS_LETTER) || [...FILLERS].some((letter) => key.includes(letter))) return `Een margecode-sleutel gebruikt ${LOSS_LETTER} en ${FILLERS} niet.`;
  return null;
}

function checkKey(key: string): void {
  const problem = marginCodeKeyProblem(key);
  if (problem) throw new Error(problem);
}

/** The digit d (0-9) as the key writes it: the key's letters stand for 1…9, 0. */
const letterFor = (digit: number, key: string) => key[(digit + 9) % 10]!;

/** The code for a product: a first letter, then the margin's two digits in the key's letters. Null when there is no margin to show. */
export function marginCode(
  input: { productId: number; purchasePriceCents: number | null; sellingPriceCents: number | null },
  key = MARGIN_CODE_KEY,
): string | null {
  checkKey(key);
  const percent = marginPercent(input.purchasePriceCents, input.sellingPriceCents);
  if (percent === null) return null;
  const size = Math.abs(percent);
  const first = percent < 0 ? LOSS_LETTER : FILLERS[Math.abs(input.productId) % FILLERS.length]!;
  return `${first}${letterFor(Math.floor(size / 10), key)}${letterFor(size % 10, key)}`;
}

/** What a member of staff reads from a code: the margin in percents, or null for a code the key did not write. */
export function readMarginCode(code: string, key = MARGIN_CODE_KEY): number | null {
  checkKey(key);
  const match = /^([A-Z])([A-Z])([A-Z])$/.exec(code);
  if (!match) return null;
  const [, first, tens, units] = match as unknown as [string, string, string, string];
  if (first !== LOSS_LETTER && !FILLERS.includes(first)) return null;
  const digit = (letter: string) => {
    const index = key.indexOf(letter);
    return index === -1 ? null : (index + 1) % 10;
  };
  const [high, low] = [digit(tens), digit(units)];
  if (high === null || low === null) return null;
  const size = high * 10 + low;
  return first === LOSS_LETTER ? -size : size;
}
