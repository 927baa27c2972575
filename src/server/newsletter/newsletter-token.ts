/**
 * The links in newsletter mails carry a signed token instead of a stored one:
 * an HMAC under SESSION_SECRET over the purpose, the address and the expiry, so
 * any instance can check it and nothing is kept per mail. The purpose keeps a
 * confirmation link from ever working as an unsubscribe link, or as an order's
 * link (order-token.ts signs under another prefix).
 *
 * Token: base64url(address) "." expiry in seconds since 1970 (0: never) "." HMAC.
 * A confirmation expires (CONFIRMATION_VALID_MS); an unsubscribe link lives two
 * years from its mail (domain/links/link-lifetime.ts), and an expired one offers
 * a new one by mail. Unsubscribe links mailed before they had a life carry 0 and
 * keep working: leaving a list must stay possible from every old mail.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

import { linkIsAlive } from "@/domain/links/link-lifetime";

export type NewsletterTokenPurpose = "confirm" | "unsubscribe";

/** Far above any real token (a 254-character address makes about 400), far below what could cost work. */
const MAX_TOKEN_LENGTH = 600;

function mac(purpose: NewsletterTokenPurpose, emailAddress: string, expires: number, secret: string): Buffer {
  return createHmac("sha256", secret).update(`newsletter-${purpose}:${expires}:${emailAddress}`).digest();
}

export function signNewsletterToken(purpose: NewsletterTokenPurpose, emailAddress: string, secret: string, expiresAt: Date | null = null): string {
  const expires = expiresAt ? Math.floor(expiresAt.getTime() / 1000) : 0;
  return `${Buffer.from(emailAddress).toString("base64url")}.${expires}.${mac(purpose, emailAddress, expires, secret).toString("base64url")}`;
}

/** The address a token was made for, or null when it is not one of ours, for another purpose, or expired (dead from its expiry's very instant: linkIsAlive). */
export function readNewsletterToken(token: string, purpose: NewsletterTokenPurpose, secret: string, now: Date): string | null {
  const link = readSignedNewsletterToken(token, purpose, secret);
  return link && (link.expiresAt === null || linkIsAlive(link.expiresAt, now)) ? link.emailAddress : null;
}

/** The address and expiry a token was signed with, expired or not; null when it is not one of ours or for another purpose. */
export function readSignedNewsletterToken(token: string, purpose: NewsletterTokenPurpose, secret: string): { emailAddress: string; expiresAt: Date | null } | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [encodedAddress, expiresText, givenMac, ...rest] = token.split(".");
  if (rest.length > 0 || !encodedAddress || !expiresText || !givenMac || !/^\d{1,12}$/.test(expiresText)) return null;
  const emailAddress = Buffer.from(encodedAddress, "base64url").toString("utf8");
  const expires = Number(expiresText);
  const expected = mac(purpose, emailAddress, expires, secret);
  const given = Buffer.from(givenMac, "base64url");
  // Constant time: a token cannot be found byte by byte from response times.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { emailAddress, expiresAt: expires === 0 ? null : new Date(expires * 1000) };
}
