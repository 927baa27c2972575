/**
 * The pick-up code (decisions §10: "ready for pick-up with the pick-up
 * number"): what the customer says or shows at the desk. Six characters from
 * an alphabet without look-alikes, so that it survives being read aloud,
 * written on a note or typed by someone in a hurry: no 0/O/Q/D, 1/I/L, 2/Z,
 * 5/S, 6/G, 8/B, U/V. 19^6 ≈ 47 million codes against a few dozen orders at
 * the desk at once: a clash is rare, and the database's unique index on the
 * open pick-ups catches the one that happens (a new code is drawn).
 */
export const PICK_UP_CODE_ALPHABET = "ACEFHJKMNPRTWXY3479";
export const PICK_UP_CODE_LENGTH = 6;

/** A code from random bytes (the caller's source of randomness: the domain does no I/O). */
export function pickUpCodeFrom(randomBytes: Uint8Array): string {
  if (randomBytes.length < PICK_UP_CODE_LENGTH) throw new RangeError(`Een afhaalcode heeft ${PICK_UP_CODE_LENGTH} willekeurige bytes nodig.`);
  return Array.from(randomBytes.subarray(0, PICK_UP_CODE_LENGTH), (byte) => PICK_UP_CODE_ALPHABET[byte % PICK_UP_CODE_ALPHABET.length]).join("");
}

/** Rule: a code as staff type it at the desk ("ak 3 f7x") is the code (AK3F7X). */
export function normalisePickUpCode(text: string): string {
  return text.replace(/[\s-]/g, "").toUpperCase();
}

/** The code as it is printed in a mail or on the page: two groups of three, easier to read aloud ("AK3 F7X"). */
export function formatPickUpCode(code: string): string {
  return code.length === PICK_UP_CODE_LENGTH ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
}
