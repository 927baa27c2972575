/**
 * The secrets that stand for a member of staff: a session cookie's value and
 * an API token. Both are 32 random bytes; the database keeps their SHA-256
 * only. A fast hash is enough here (unlike for passwords): the secret is
 * random and long, so there is nothing to guess from its hash.
 */
import { createHash, randomBytes } from "node:crypto";

/** Recognisable by its prefix, so a leaked token can be found by secret scanners. */
export const API_TOKEN_PREFIX = "stk_";
const SECRET = /^[A-Za-z0-9_-]{43}$/;

export function newSessionSecret(): string {
  return randomBytes(32).toString("base64url");
}

export function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
}

export function isWellFormedSessionSecret(value: string): boolean {
  return SECRET.test(value);
}

export function isWellFormedApiToken(value: string): boolean {
  return value.startsWith(API_TOKEN_PREFIX) && SECRET.test(value.slice(API_TOKEN_PREFIX.length));
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("base64url");
}

/** What a member sees of a token after it was made: enough to recognise it. */
export function tokenPrefix(token: string): string {
  return token.slice(0, API_TOKEN_PREFIX.length + 6);
}
