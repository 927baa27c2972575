/**
 * The signed link of the review mail (issue 23): it names one order and one
 * product and is valid until its expiry, so the form it opens knows the
 * product and the review counts as a verified purchase. An HMAC under
 * SESSION_SECRET, like the order's and the newsletter's links: nothing is
 * stored per mail, any instance checks it; the purpose prefix keeps any other
 * token from passing here.
 *
 * Shape: `<orderRef>.<productId>.<expiry in whole seconds>.<mac>`.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

import { linkIsAlive } from "@/domain/links/link-lifetime";

export interface ReviewLink {
  orderRef: string;
  productId: number;
  expiresAt: Date;
}

const mac = (orderRef: string, productId: number, expirySeconds: number, secret: string) =>
  createHmac("sha256", secret).update(`review-link:${orderRef}:${productId}:${expirySeconds}`).digest("base64url");

export function signReviewToken(link: ReviewLink, secret: string): string {
  const expirySeconds = Math.floor(link.expiresAt.getTime() / 1000);
  return `${link.orderRef}.${link.productId}.${expirySeconds}.${mac(link.orderRef, link.productId, expirySeconds, secret)}`;
}

/** The order and product a token names, or null when it is forged, malformed or expired. */
export function verifyReviewToken(token: string | null | undefined, secret: string, now: Date): ReviewLink | null {
  const link = readSignedReviewToken(token, secret);
  return link && linkIsAlive(link.expiresAt, now) ? link : null;
}

/** The order, product and expiry a token was signed with, expired or not; null when it is forged or malformed. */
export function readSignedReviewToken(token: string | null | undefined, secret: string): ReviewLink | null {
  if (!token || token.length > 200) return null;
  const match = /^([0-9A-Za-z-]{1,40})\.([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, orderRef, productText, expiryText, given] = match as unknown as [string, string, string, string, string];
  const productId = Number(productText);
  const expirySeconds = Number(expiryText);
  const expected = Buffer.from(mac(orderRef, productId, expirySeconds, secret), "base64url");
  const givenBytes = Buffer.from(given, "base64url");
  // Constant time: the mac cannot be found byte by byte from response times.
  if (givenBytes.length !== expected.length || !timingSafeEqual(givenBytes, expected)) return null;
  return { orderRef, productId, expiresAt: new Date(expirySeconds * 1000) };
}
