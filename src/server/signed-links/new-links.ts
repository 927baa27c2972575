import "server-only";

/**
 * New signed links to an order or a quote (decisions §14), always mailed to the
 * order's or quote's own address, never shown to whoever asked:
 * - renewal: the holder of a link the shop signed for that record (expired,
 *   revoked or still valid) asks for a new one; the new link lives two years
 *   from now. A token that is not the shop's for that record mails nothing,
 *   and the answer is the same either way, so it reveals nothing.
 * - revocation: staff raise the record's link generation, which kills every
 *   link mailed before at once, note it in the record's history, and mail the
 *   customer a new link.
 * A record gets at most a few renewal mails a day (LINK_RENEWALS_PER_RECORD),
 * however many addresses ask: the answer stays the same sentence either way.
 * The log names the order or quote number and the mailer's error code, never
 * its message, which may hold the recipient's address.
 */
import { eq, sql } from "drizzle-orm";

import { readEnv, verifyWithAnyKey } from "@/config/env";
import { linkExpiry } from "@/domain/links/link-lifetime";
import type { Database } from "@/server/db/client";
import { brands, newsletterSubscribers, type OrderRow, orders, products, type QuoteRow, quotes, stockAlerts } from "@/server/db/schema";
import { REVIEW_LINK_DAYS } from "@/domain/ratings/rating";
import { reviewRequestMail } from "@/server/mail/review-request-mail";
import { backedReview, expiredReviewLink, reviewLinkUrl } from "@/server/ratings/review-link";
import { newLinkMail, newUnsubscribeLinkMail } from "@/server/mail/new-link-mail";
import { newsletterUnsubscribeUrl } from "@/server/newsletter/newsletter-links";
import { readSignedNewsletterToken } from "@/server/newsletter/newsletter-token";
import { stockAlertUnsubscribeUrl } from "@/server/stock-alerts/stock-alert-links";
import { readSignedStockAlertToken } from "@/server/stock-alerts/stock-alert-token";
import { sendMail } from "@/server/mail/mail-transport";
import { recordStatusChange } from "@/server/order-history/status-history";
import { absoluteOrderUrl, orderPath } from "@/server/order-links/order-links";
import { orderLinkState } from "@/server/order-links/order-token";
import { findOrder } from "@/server/orders/find-order";
import { checkRateLimit } from "@/server/rate-limit/rate-limit";
import { LINK_RENEWALS_PER_RECORD } from "@/server/rate-limit/rules";
import { noSuchOrder, ORDER_REF } from "@/server/orders/load-own-order";
import { recordQuoteStatusChange } from "@/server/quote-offers/quote-history";
import { absoluteQuoteUrl } from "@/server/quote-links/quote-links";
import { quoteLinkState } from "@/server/quote-links/quote-token";
import { findQuote, QUOTE_ID, quoteNotFound } from "@/server/quotes/find-quote";
import type { StaffIdentity } from "@/server/staff/identify-staff";
import type { RenewableLink } from "@/domain/links/renewable-links";

/** The one answer to every renewal request: it says nothing about whether the link belonged to anything. */
export const RENEWAL_ANSWER_MESSAGE =
  "Was dit een link van ons? Dan sturen we een nieuwe link naar het e-mailadres waar de oude naartoe ging. Kijk over een paar minuten in je inbox (en je map met ongewenste mail).";

export interface NewLinkAnswer {
  /** The link generation now in force. */
  linkGeneration: number;
  mail: { sent: boolean; to: string };
}

/**
 * What the log may say of a mailer's failure: its code (nodemailer's "EENVELOPE",
 * the SMTP reply's 550) or the error's name, never its message, which may
 * carry the recipient's address.
 */
export function mailFailureCode(error: unknown): string {
  if (typeof error !== "object" || error === null) return "unknown";
  const { code, responseCode, name } = error as { code?: unknown; responseCode?: unknown; name?: unknown };
  const parts = [code, responseCode].filter((part) => typeof part === "string" || typeof part === "number").map(String);
  if (parts.length > 0) return parts.join(" ");
  return typeof name === "string" ? name : "unknown";
}

/**
 * Counts a renewal mail for one record and says whether it may go out
 * (LINK_RENEWALS_PER_RECORD): checked only once the link proved the shop's, so
 * forged requests do not use up the owner's renewals.
 */
async function mayMailRenewal(record: string): Promise<boolean> {
  const verdict = await checkRateLimit(LINK_RENEWALS_PER_RECORD, record);
  if (!verdict.allowed) console.warn(`[links] renewal not mailed: ${LINK_RENEWALS_PER_RECORD.limit} already within the day for this record`);
  return verdict.allowed;
}

async function mailOrderLink(order: OrderRow, reason: "renewal" | "revocation", now: Date): Promise<boolean> {
  try {
    await sendMail({
      to: order.emailAddress,
      ...newLinkMail({ kind: "order", number: order.orderRef, url: absoluteOrderUrl(orderPath(order, now)), expiresAt: linkExpiry(now), reason }),
    });
    return true;
  } catch (error) {
    console.error(`[links] the new link of order ${order.orderRef} could not be mailed: ${mailFailureCode(error)}`);
    return false;
  }
}

async function mailQuoteLink(quote: QuoteRow, reason: "renewal" | "revocation", now: Date): Promise<boolean> {
  try {
    await sendMail({
      to: quote.request.emailAddress,
      ...newLinkMail({ kind: "quote", number: quote.quoteId, url: absoluteQuoteUrl(quote, now), expiresAt: linkExpiry(now), reason }),
    });
    return true;
  } catch (error) {
    console.error(`[links] the new link of quote ${quote.quoteId} could not be mailed: ${mailFailureCode(error)}`);
    return false;
  }
}

async function mailUnsubscribeLink(list: "newsletter" | "stockAlert", to: string, url: string, now: Date): Promise<void> {
  try {
    await sendMail({ to, ...newUnsubscribeLinkMail({ list, url, expiresAt: linkExpiry(now) }) });
  } catch (error) {
    console.error(`[links] a new unsubscribe link (${list}) could not be mailed: ${mailFailureCode(error)}`);
  }
}

/** A review link the shop signed, still backed by its order (expired or not): a new review mail for that one product. */
async function mailReviewLink(db: Database, token: string, now: Date): Promise<void> {
  const backed = (await backedReview(db, token, now)) ?? (await expiredReviewLink(db, token, now));
  if (!backed) return;
  if (!(await mayMailRenewal(`review:${backed.orderRef}:${backed.productId}`))) return;
  const [product] = await db.select({ name: products.name, brandName: brands.name }).from(products).innerJoin(brands, eq(brands.slug, products.brandSlug)).where(eq(products.productId, backed.productId));
  if (!product) return;
  try {
    const reviewUrl = reviewLinkUrl(backed.orderRef, backed.productId, now);
    await sendMail({ to: backed.emailAddress, ...reviewRequestMail({ firstName: backed.firstName, orderRef: backed.orderRef, products: [{ name: `${product.brandName} ${product.name}`, reviewUrl }], linkDays: REVIEW_LINK_DAYS }) });
  } catch (error) {
    console.error(`[links] a new review link of order ${backed.orderRef} could not be mailed: ${mailFailureCode(error)}`);
  }
}

/**
 * Renewal: mails a new link when `token` is one the shop signed for this record
 * (an unsubscribe link: for an address still on the list); otherwise nothing.
 */
export async function renewLink(db: Database, request: { kind: RenewableLink; id?: string | undefined; token: string }, now: Date): Promise<{ message: string }> {
  const env = readEnv();
  const id = request.id ?? "";
  if (request.kind === "order") {
    const order = ORDER_REF.test(id) ? await findOrder(db, id) : null;
    if (order && verifyWithAnyKey(env, (secret) => orderLinkState(order.orderRef, request.token, secret, order, now)) !== "invalid" && (await mayMailRenewal(`order:${order.orderRef}`)))
      await mailOrderLink(order, "renewal", now);
  } else if (request.kind === "quote") {
    const quote = QUOTE_ID.test(id) ? await findQuote(db, id) : null;
    if (quote && verifyWithAnyKey(env, (secret) => quoteLinkState(quote.quoteId, request.token, secret, quote, now)) !== "invalid" && (await mayMailRenewal(`quote:${quote.quoteId}`)))
      await mailQuoteLink(quote, "renewal", now);
  } else if (request.kind === "newsletter") {
    const link = verifyWithAnyKey(env, (secret) => readSignedNewsletterToken(request.token, "unsubscribe", secret));
    const [row] = link ? await db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers).where(eq(newsletterSubscribers.emailAddress, link.emailAddress)) : [];
    if (link && row && row.status !== "unsubscribed" && (await mayMailRenewal(`newsletter:${link.emailAddress}`))) await mailUnsubscribeLink("newsletter", link.emailAddress, newsletterUnsubscribeUrl(link.emailAddress, now), now);
  } else if (request.kind === "review") {
    await mailReviewLink(db, request.token, now);
  } else {
    const link = verifyWithAnyKey(env, (secret) => readSignedStockAlertToken(request.token, "unsubscribe", secret));
    const [row] = link ? await db.select({ emailAddress: stockAlerts.emailAddress, status: stockAlerts.status }).from(stockAlerts).where(eq(stockAlerts.stockAlertId, link.stockAlertId)) : [];
    if (link && row && row.status !== "unsubscribed" && (await mayMailRenewal(`stockAlert:${link.stockAlertId}`))) await mailUnsubscribeLink("stockAlert", row.emailAddress, stockAlertUnsubscribeUrl(link.stockAlertId, now), now);
  }
  return { message: RENEWAL_ANSWER_MESSAGE };
}

const REVOKED_NOTE = (to: string) => `Link ingetrokken; nieuwe link gemaild naar ${to}.`;

/** Staff revoke an order's link: the generation goes up (every older link dead at once), the history says who, and the customer gets a new link. */
export async function revokeOrderLink(db: Database, orderRef: string, staff: StaffIdentity, now: Date): Promise<NewLinkAnswer> {
  if (!ORDER_REF.test(orderRef)) throw noSuchOrder();
  const order = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({ linkGeneration: sql`${orders.linkGeneration} + 1` })
      .where(eq(orders.orderRef, orderRef))
      .returning();
    if (!updated) throw noSuchOrder();
    await recordStatusChange(tx, {
      orderRef,
      kind: "link",
      fromStatus: String(updated.linkGeneration - 1),
      toStatus: String(updated.linkGeneration),
      actor: { kind: "staff", staffMemberId: staff.staffMemberId, role: staff.role },
      at: now,
      note: REVOKED_NOTE(updated.emailAddress),
    });
    return updated;
  });
  return { linkGeneration: order.linkGeneration, mail: { sent: await mailOrderLink(order, "revocation", now), to: order.emailAddress } };
}

/** Staff revoke a quote's link, as for an order; the quote's history notes it beside its status. */
export async function revokeQuoteLink(db: Database, quoteId: string, staff: StaffIdentity, now: Date): Promise<NewLinkAnswer> {
  if (!QUOTE_ID.test(quoteId)) throw quoteNotFound();
  const quote = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(quotes)
      .set({ linkGeneration: sql`${quotes.linkGeneration} + 1` })
      .where(eq(quotes.quoteId, quoteId))
      .returning();
    if (!updated) throw quoteNotFound();
    await recordQuoteStatusChange(tx, {
      quoteId,
      fromStatus: updated.status,
      toStatus: updated.status,
      actor: "staff",
      staffMemberId: staff.staffMemberId,
      at: now,
      note: REVOKED_NOTE(updated.request.emailAddress),
    });
    return updated;
  });
  return { linkGeneration: quote.linkGeneration, mail: { sent: await mailQuoteLink(quote, "revocation", now), to: quote.request.emailAddress } };
}

