/**
 * Preview (`/api/preview/`, decisions §13): a member of staff sees the draft
 * content on the real pages. The preview cookie is a short-lived HMAC under
 * SESSION_SECRET over the member and the expiry, so any instance can check it
 * and nothing is stored. It counts only together with that member's own staff
 * session (`contentVersionForPage`): a guest who copies the cookie gets the
 * published pages, and a page with the staff cookie is never shared by the
 * page cache (`mayShareWith`), so a draft never reaches a shared copy.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const PREVIEW_COOKIE = "stekker_preview";
/** Long enough to look through a change, short enough that a forgotten preview ends by itself. */
export const PREVIEW_MINUTES = 30;

const purpose = (staffMemberId: number, expiresAt: number) => `content-preview:${staffMemberId}:${expiresAt}`;

function mac(staffMemberId: number, expiresAt: number, secret: string): string {
  return createHmac("sha256", secret).update(purpose(staffMemberId, expiresAt)).digest("base64url");
}

/** The cookie's value for a preview that ends PREVIEW_MINUTES after `now`. */
export function signPreview(staffMemberId: number, now: Date, secret: string): { value: string; expiresAt: Date } {
  const expiresAt = now.getTime() + PREVIEW_MINUTES * 60_000;
  return { value: `${staffMemberId}.${expiresAt}.${mac(staffMemberId, expiresAt, secret)}`, expiresAt: new Date(expiresAt) };
}

/** True when the value was signed for this member and has not expired. */
export function verifyPreview(value: string | null | undefined, staffMemberId: number, now: Date, secret: string): boolean {
  if (!value || value.length > 200) return false;
  const match = /^(\d{1,12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const [, member, expiry, given] = match;
  if (Number(member) !== staffMemberId) return false;
  const expiresAt = Number(expiry);
  if (expiresAt <= now.getTime()) return false;
  const expected = Buffer.from(mac(staffMemberId, expiresAt, secret), "base64url");
  const received = Buffer.from(given!, "base64url");
  return received.length === expected.length && timingSafeEqual(received, expected);
}
