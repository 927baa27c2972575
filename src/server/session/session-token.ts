/**
 * A session is a random id signed with HMAC-SHA256, nothing more: app instances
 * keep no session memory, so any instance that knows SESSION_SECRET can check a
 * cookie made by another (decisions §5). Pure apart from the crypto; the clock
 * is passed in.
 *
 * Token: `<sessionId>.<expires, epoch seconds>.<signature>`, all base64url-safe.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** At least as long as a cart lives (specification §9: 31 days). */
export const SESSION_LIFETIME_SECONDS = 31 * 24 * 60 * 60;

const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;

/** 16 random bytes: 22 characters, too many to guess. */
export function newSessionId(): string {
  return randomBytes(16).toString("base64url");
}

function signature(payload: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(payload).digest();
}

export function signSession(sessionId: string, secret: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + SESSION_LIFETIME_SECONDS;
  const payload = `${sessionId}.${expires}`;
  return `${payload}.${signature(payload, secret).toString("base64url")}`;
}

/**
 * Tokens whose signature was found genuine, so that a visitor's every call does
 * not compute an HMAC again (a tenth of a cart read's CPU). A copy of a fact that
 * any instance can check for itself, not state; the oldest are forgotten first.
 */
const genuine = new Map<string, { secret: string; sessionId: string; expiresAtMs: number }>();
const GENUINE_REMEMBERED = 10_000;

/** The session id of a genuine, unexpired token; null for anything else. */
export function verifySession(token: string | null | undefined, secret: string, now: Date): string | null {
  if (!token || token.length > 200) return null;
  const known = genuine.get(token);
  // The cookie's Max-Age asks the browser to drop it; the signed date makes sure.
  if (known && known.secret === secret) return known.expiresAtMs <= now.getTime() ? null : known.sessionId;
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [sessionId, expiresText, signatureText] = parts as [string, string, string];
  if (!SESSION_ID.test(sessionId) || !/^\d{1,12}$/.test(expiresText)) return null;
  const expected = signature(`${sessionId}.${expiresText}`, secret);
  const given = Buffer.from(signatureText, "base64url");
  // Constant time, so the signature cannot be found byte by byte from response times.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expiresAtMs = Number(expiresText) * 1000;
  if (genuine.size >= GENUINE_REMEMBERED) genuine.delete(genuine.keys().next().value!);
  genuine.set(token, { secret, sessionId, expiresAtMs });
  if (expiresAtMs <= now.getTime()) return null;
  return sessionId;
}
