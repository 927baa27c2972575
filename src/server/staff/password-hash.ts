/**
 * Staff passwords are kept as scrypt hashes (decisions §5: "a strong hash"):
 * memory-hard, so guessing costs an attacker memory as well as time, and built
 * into Node.js. The parameters are one of OWASP's sets (N 2^14, r 8, p 5: 16 MiB
 * and about 0.3 s of one core per guess on the shop's test machine) and
 * are stored with every hash, so they can be raised later without breaking
 * the hashes made before; `needsNewHash` tells when to rehash after a sign-in.
 *
 * Format: `scrypt$<N>$<r>$<p>$<salt>$<hash>`, salt and hash in base64url.
 */
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from "node:crypto";

const CURRENT = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** The most memory a stored hash may ask for (today's take 16 MiB). */
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128 · N · r bytes (and more for p in turn); give it twice that, whatever the parameters.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, CURRENT);
  return `scrypt$${CURRENT.N}$${CURRENT.r}$${CURRENT.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

interface ParsedHash {
  params: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Bounds, so that a corrupted row cannot ask for gigabytes.
  if (![N, r, p].every(Number.isSafeInteger) || N < 2 || (N & (N - 1)) !== 0 || r < 1 || p < 1 || p > 16 || 128 * N * r > MAX_MEMORY) return null;
  return { params: { N, r, p }, salt: Buffer.from(parts[4]!, "base64url"), key: Buffer.from(parts[5]!, "base64url") };
}

/** True when the password made this hash. Constant time in the comparison; never throws for a bad hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  try {
    return timingSafeEqual(await derive(password, parsed.salt, parsed.params), parsed.key);
  } catch {
    return false;
  }
}

/** A hash made with weaker parameters than today's. */
export function needsNewHash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.params.N < CURRENT.N || parsed.params.r < CURRENT.r || parsed.params.p < CURRENT.p;
}

/**
 * A hash of no one's password, to check against when an address is unknown: a
 * sign-in then takes as long as with a known address, so timing does not tell
 * which addresses belong to staff.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString("base64url"));
  return decoy;
}
