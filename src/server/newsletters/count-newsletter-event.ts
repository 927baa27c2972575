import "server-only";

/**
 * The counter (GET /api/newsletters/{newsletterId}/{counterId}/, guests: mail
 * programs call it). `counterId` is a delivery's signed id (counter-token.ts).
 * Without `link`: the open pixel, which records the first open and answers a
 * 1×1 GIF. With `link=<n>`: a click on the campaign's n-th link, which records
 * the first click (and an open: the reader saw the mail, images or not) and
 * answers 302 to that link, one of the campaign's own (never an open redirect).
 * The answer holds nothing about the reader and is never stored by a cache.
 */
import { and, eq, isNull, sql } from "drizzle-orm";

import { readEnv, verifyWithAnyKey } from "@/config/env";
import { campaignLinks, campaignProductIds } from "@/domain/newsletter/campaign";
import type { Database } from "@/server/db/client";
import { newsletterDeliveries } from "@/server/db/schema";
import { notFound } from "@/server/http/api-error";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

import { readCounterId } from "./counter-token";
import { findNewsletter } from "./newsletter-answer";
import { loadNewsletterProducts } from "./newsletter-products";

/** The smallest transparent GIF: 1×1, one colour. */
export const PIXEL_GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export const COUNTER_NOT_FOUND = "Deze link klopt niet.";

const NOT_CACHED = "no-store, private";

export async function countNewsletterEvent(db: Database, newsletterId: number, counterId: string, link: number | undefined, now = new Date()): Promise<Response> {
  const deliveryId = verifyWithAnyKey(readEnv(), (secret) => readCounterId(counterId, newsletterId, secret));
  if (deliveryId === null) throw notFound(COUNTER_NOT_FOUND);
  const d = newsletterDeliveries;
  const thisDelivery = and(eq(d.deliveryId, deliveryId), eq(d.newsletterId, newsletterId));
  if (link === undefined) {
    await db.update(d).set({ openedAt: now }).where(and(thisDelivery, isNull(d.openedAt)));
    return new Response(new Uint8Array(PIXEL_GIF), { status: 200, headers: { "content-type": "image/gif", "content-length": String(PIXEL_GIF.length), "cache-control": NOT_CACHED } });
  }
  const campaign = await findNewsletter(db, newsletterId);
  // Expired products too: the mail showed them when it was sent, and their page says they are gone.
  const products = await loadNewsletterProducts(db, campaignProductIds(campaign.blocks), { includeExpired: true });
  const target = campaignLinks(campaign.blocks, (productId) => products.get(productId)?.path ?? null)[link];
  if (target === undefined || target === null) throw notFound(COUNTER_NOT_FOUND);
  await db
    .update(d)
    .set({ clickedAt: sql`coalesce(${d.clickedAt}, ${now.toISOString()}::timestamptz)`, openedAt: sql`coalesce(${d.openedAt}, ${now.toISOString()}::timestamptz)` })
    .where(thisDelivery);
  const location = target.startsWith("/") ? absoluteUrl(publicBaseUrl(), target) : target;
  return new Response(null, { status: 302, headers: { location, "cache-control": NOT_CACHED } });
}
