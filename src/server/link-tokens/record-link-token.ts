/**
 * The signed link to one order or one quote (decisions §5, §11, §14): it opens
 * that record on any device, without the session that made it, until it expires
 * or staff revoke it. An HMAC under the shop's key over the purpose, the record's
 * number, the expiry and the link generation: nothing is stored per link, any
 * instance can check it, and raising the record's `link_generation` kills every
 * link signed before at once. The purpose keeps an order's link from ever
 * opening a quote, or the other way round.
 *
 * Token: expiry in whole seconds since 1970 "." generation "." HMAC (base64url).
 *
 * Links mailed before links had a life are the bare HMAC of `purpose:number`.
 * They are still accepted, as generation 0, until their record's creation plus
 * the links' lifetime (domain/links/link-lifetime.ts): exactly what a link
 * mailed with the record would have carried. A revocation kills them as well.
 *
 * Pure: the key and the instant are parameters.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

import { linkExpiry, type LinkState, linkState } from "@/domain/links/link-lifetime";

export type RecordLinkPurpose = "order-link" | "quote-link";

export interface RecordLink {
  expiresAt: Date;
  generation: number;
}

/** What the check needs of the record: its creation (for links without an expiry) and its current generation. */
export interface LinkedRecord {
  createdAt: Date;
  linkGeneration: number;
}

/** Far above any real token (about 60 characters). */
const MAX_TOKEN_LENGTH = 100;
const TOKEN = /^(\d{1,12})\.(\d{1,9})\.([A-Za-z0-9_-]{43})$/;
const LEGACY_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const mac = (purpose: RecordLinkPurpose, id: string, expirySeconds: number, generation: number, secret: string) =>
  createHmac("sha256", secret).update(`${purpose}:${id}:${expirySeconds}:${generation}`).digest();

const legacyMac = (purpose: RecordLinkPurpose, id: string, secret: string) => createHmac("sha256", secret).update(`${purpose}:${id}`).digest();

export function signRecordLink(purpose: RecordLinkPurpose, id: string, link: RecordLink, secret: string): string {
  const expirySeconds = Math.floor(link.expiresAt.getTime() / 1000);
  return `${expirySeconds}.${link.generation}.${mac(purpose, id, expirySeconds, link.generation, secret).toString("base64url")}`;
}

// Constant time: a token cannot be found byte by byte from response times.
const sameBytes = (given: Buffer, expected: Buffer) => given.length === expected.length && timingSafeEqual(given, expected);

/** The expiry and generation a token was signed with for this record, or null when it is no token of the shop's for it. */
export function readRecordLink(purpose: RecordLinkPurpose, id: string, token: string | null | undefined, secret: string, record: Pick<LinkedRecord, "createdAt">): RecordLink | null {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  if (LEGACY_TOKEN.test(token)) {
    return sameBytes(Buffer.from(token, "base64url"), legacyMac(purpose, id, secret)) ? { expiresAt: linkExpiry(record.createdAt), generation: 0 } : null;
  }
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, expiryText, generationText, given] = match as unknown as [string, string, string, string];
  const expirySeconds = Number(expiryText);
  const generation = Number(generationText);
  if (!sameBytes(Buffer.from(given, "base64url"), mac(purpose, id, expirySeconds, generation, secret))) return null;
  return { expiresAt: new Date(expirySeconds * 1000), generation };
}

/** What a token is worth for this record at `now`: it opens it, it expired or was revoked, or it is none of the shop's. */
export function recordLinkState(purpose: RecordLinkPurpose, id: string, token: string | null | undefined, secret: string, record: LinkedRecord, now: Date): LinkState {
  const link = readRecordLink(purpose, id, token, secret, record);
  return link ? linkState(link, record.linkGeneration, now) : "invalid";
}
