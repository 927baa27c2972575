/**
 * The signed link in the quote's mail (decisions §11): it opens that one quote
 * on any device, without the session that asked for it. An HMAC of the quote
 * number under SESSION_SECRET, as the order's link; nothing is stored, any
 * instance can check it. The purpose prefix keeps it from ever being valid as
 * an order's link, or the other way round.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const purpose = (quoteId: string) => `quote-link:${quoteId}`;

export function signQuoteToken(quoteId: string, secret: string): string {
  return createHmac("sha256", secret).update(purpose(quoteId)).digest("base64url");
}

export function verifyQuoteToken(quoteId: string, token: string | null | undefined, secret: string): boolean {
  if (!token || token.length > 100) return false;
  const expected = Buffer.from(signQuoteToken(quoteId, secret), "base64url");
  const given = Buffer.from(token, "base64url");
  // Constant time: the token cannot be found byte by byte from response times.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
