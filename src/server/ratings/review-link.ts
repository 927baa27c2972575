import "server-only";

/**
 * The review mail's link, checked against the database: the token must be
 * signed and unexpired (review-token.ts), and its order must still back the
 * review (completed, holding the product: domain/ratings/rating.ts). The
 * form page and the POST both ask this, so the form says "Geverifieerde
 * aankoop" exactly when the review will be stored as one.
 */
import { eq } from "drizzle-orm";

import { readEnv, sessionSecret, verifyWithAnyKey } from "@/config/env";
import { reviewPagePath } from "@/config/paths";
import { linkIsAlive } from "@/domain/links/link-lifetime";
import { orderBacksReview, reviewLinkExpiry } from "@/domain/ratings/rating";
import type { Database } from "@/server/db/client";
import { orders } from "@/server/db/schema";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

import { readSignedReviewToken, type ReviewLink, signReviewToken, verifyReviewToken } from "./review-token";

export interface BackedReview {
  orderRef: string;
  productId: number;
  emailAddress: string;
  firstName: string;
}

/** The order and product a review link stands for, or null when the link is not valid (any more). */
export async function backedReview(db: Pick<Database, "select">, token: string | null | undefined, now: Date): Promise<BackedReview | null> {
  const link = verifyWithAnyKey(readEnv(), (secret) => verifyReviewToken(token, secret, now));
  return link ? backedBy(db, link) : null;
}

/**
 * The order and product of a review link the shop signed that has expired
 * (decisions §14), while its order still backs the review: the form says so
 * and offers a new link by mail. Null for a live, forged or unbacked link.
 */
export async function expiredReviewLink(db: Pick<Database, "select">, token: string | null | undefined, now: Date): Promise<BackedReview | null> {
  const link = verifyWithAnyKey(readEnv(), (secret) => readSignedReviewToken(token, secret));
  return link && !linkIsAlive(link.expiresAt, now) ? backedBy(db, link) : null;
}

async function backedBy(db: Pick<Database, "select">, link: ReviewLink): Promise<BackedReview | null> {
  const [order] = await db
    .select({ fulfilmentStatus: orders.fulfilmentStatus, items: orders.items, emailAddress: orders.emailAddress, fields: orders.fields })
    .from(orders)
    .where(eq(orders.orderRef, link.orderRef));
  if (!order) return null;
  const productIds = (order.items as { productId?: unknown }[]).map((line) => Number(line.productId));
  if (!orderBacksReview({ fulfilmentStatus: order.fulfilmentStatus, productIds }, link.productId)) return null;
  const firstName = (order.fields as Record<string, unknown>).firstName;
  return { orderRef: link.orderRef, productId: link.productId, emailAddress: order.emailAddress, firstName: typeof firstName === "string" ? firstName : "" };
}

/** The absolute review link of one product of an order, for the review mail. */
export function reviewLinkUrl(orderRef: string, productId: number, sentAt: Date): string {
  const token = signReviewToken({ orderRef, productId, expiresAt: reviewLinkExpiry(sentAt) }, sessionSecret(readEnv()));
  return absoluteUrl(publicBaseUrl(), reviewPagePath({ token }));
}
