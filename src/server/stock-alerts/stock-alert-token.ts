/**
 * The links in stock-alert mails carry a signed token instead of a stored one,
 * as the newsletter's do (newsletter-token.ts): an HMAC under SESSION_SECRET
 * over the purpose, the alert and the expiry, so any instance can check it and
 * nothing is kept per mail. The `stock-alert-` prefix keeps these tokens from
 * ever working as a newsletter's or an order's link, and the purpose keeps a
 * confirmation link from working as an unsubscribe link.
 *
 * Token: alert id "." expiry in seconds since 1970 (0: never) "." HMAC.
 * An unsubscribe link lives two years from its mail (domain/links/link-lifetime.ts);
 * those mailed before carry 0 and keep working.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

import { linkIsAlive } from "@/domain/links/link-lifetime";

export type StockAlertTokenPurpose = "confirm" | "unsubscribe";

/** Far above any real token (about 60 characters). */
const MAX_TOKEN_LENGTH = 200;

function mac(purpose: StockAlertTokenPurpose, stockAlertId: number, expires: number, secret: string): Buffer {
  return createHmac("sha256", secret).update(`stock-alert-${purpose}:${expires}:${stockAlertId}`).digest();
}

export function signStockAlertToken(purpose: StockAlertTokenPurpose, stockAlertId: number, secret: string, expiresAt: Date | null = null): string {
  const expires = expiresAt ? Math.floor(expiresAt.getTime() / 1000) : 0;
  return `${stockAlertId}.${expires}.${mac(purpose, stockAlertId, expires, secret).toString("base64url")}`;
}

/** The alert a token was made for, or null when it is not one of ours, for another purpose, or expired (dead from its expiry's very instant: linkIsAlive). */
export function readStockAlertToken(token: string, purpose: StockAlertTokenPurpose, secret: string, now: Date): number | null {
  const link = readSignedStockAlertToken(token, purpose, secret);
  return link && (link.expiresAt === null || linkIsAlive(link.expiresAt, now)) ? link.stockAlertId : null;
}

/** The alert and expiry a token was signed with, expired or not; null when it is not one of ours or for another purpose. */
export function readSignedStockAlertToken(token: string, purpose: StockAlertTokenPurpose, secret: string): { stockAlertId: number; expiresAt: Date | null } | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [idText, expiresText, givenMac, ...rest] = token.split(".");
  if (rest.length > 0 || !idText || !expiresText || !givenMac || !/^[1-9]\d{0,9}$/.test(idText) || !/^\d{1,12}$/.test(expiresText)) return null;
  const stockAlertId = Number(idText);
  if (stockAlertId > 2_147_483_647) return null;
  const expires = Number(expiresText);
  const expected = mac(purpose, stockAlertId, expires, secret);
  const given = Buffer.from(givenMac, "base64url");
  // Constant time: a token cannot be found byte by byte from response times.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { stockAlertId, expiresAt: expires === 0 ? null : new Date(expires * 1000) };
}
