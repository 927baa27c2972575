/**
 * The signed link in the confirmation e-mail (decisions §5): it grants that one
 * order, on any device, without the session that placed it. An HMAC of the
 * order number under SESSION_SECRET; nothing is stored, any instance can check
 * it. The purpose prefix keeps it from ever being valid as anything else.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const purpose = (orderRef: string) => `order-link:${orderRef}`;

export function signOrderToken(orderRef: string, secret: string): string {
  return createHmac("sha256", secret).update(purpose(orderRef)).digest("base64url");
}

export function verifyOrderToken(orderRef: string, token: string | null | undefined, secret: string): boolean {
  if (!token || token.length > 100) return false;
  const expected = Buffer.from(signOrderToken(orderRef, secret), "base64url");
  const given = Buffer.from(token, "base64url");
  // Constant time: the token cannot be found byte by byte from response times.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
