/**
 * The visitor's fingerprint of the app state (specification §3 and §9): 28
 * random alphanumeric characters, made in the browser with the platform's
 * cryptographic random source. Rejection sampling keeps every character equally
 * likely: a byte of 248 or more (62 × 4) is thrown away instead of folded in.
 */
export const FINGERPRINT_LENGTH = 28;
export const FINGERPRINT_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

const LIMIT = 256 - (256 % FINGERPRINT_ALPHABET.length); // 248

export type RandomSource = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoRandom: RandomSource = (bytes) => globalThis.crypto.getRandomValues(bytes);

export function userFingerprint(random: RandomSource = cryptoRandom, length = FINGERPRINT_LENGTH): string {
  let result = "";
  const buffer = new Uint8Array(length * 2);
  while (result.length < length) {
    random(buffer);
    for (const byte of buffer) {
      if (byte >= LIMIT) continue;
      result += FINGERPRINT_ALPHABET[byte % FINGERPRINT_ALPHABET.length];
      if (result.length === length) break;
    }
  }
  return result;
}
