/**
 * Quotes in tests, shared by every quote test: a quote row as the API would
 * have left it (inserted directly: a request as the customer leaves it, a sent
 * quote as staff made it), its lines, and the customer's calls on it.
 */
import { sql } from "drizzle-orm";

import type { QuoteRequestFacts } from "@/domain/quotes/quote-request";
import type { QuoteStatus } from "@/domain/quotes/quote-status";
import type { Database } from "@/server/db/client";
import { type QuoteLine, quotes, quoteStatusChanges } from "@/server/db/schema";
import { readSession } from "@/server/session/session-cookie";

import { type Answer, apiRoute, call } from "./api";

const { POST: postQuoteCart } = apiRoute("/api/quotes/{quoteId}/cart/");
const { POST: postDecline } = apiRoute("/api/quotes/{quoteId}/decline/");
const { GET: getQuote } = apiRoute("/api/quotes/{quoteId}/");

export const KITCHEN_REQUEST: QuoteRequestFacts = {
  kind: "kitchen",
  kitchenId: null,
  firstName: "Sanne",
  lastName: "de Vries",
  emailAddress: "sanne@example.nl",
  phoneNumber: "06 12345678",
  company: false,
  companyName: null,
  postalCode: "2311 GJ",
  houseNumber: "73",
  street: "Rapenburg",
  city: "Leiden",
  country: "NL",
  preferredWeek: null,
  measurements: "Wand van 360 cm, plafond 260 cm, raam links.",
  wishes: "Een witte greeploze keuken met inductie en een vaatwasser.",
};

/** The session id inside a test's cookie header. */
export function sessionIdOf(cookie: string): string {
  const sessionId = readSession(new Request("http://localhost:3000/", { headers: { cookie } }));
  if (!sessionId) throw new Error("no session in cookie");
  return sessionId;
}

/** An ISO day `days` from today (negative: in the past). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export interface TestQuote {
  sessionId: string;
  lines?: QuoteLine[];
  discountTotalCents?: number;
  /** Sent unless said; a request or draft has no validity and was not sent. */
  status?: QuoteStatus;
  validUntil?: string | null;
  request?: Partial<QuoteRequestFacts>;
  customerNote?: string | null;
}

const NOT_SENT: readonly QuoteStatus[] = ["requested", "draft"];

/**
 * A quote with its history row: a request as the customer asked for it
 * (`requested`), or a quote as staff made it (sent, unless said; valid for ten
 * more days). Answers its number.
 */
export async function insertQuote(db: Database, quote: TestQuote): Promise<string> {
  const now = new Date();
  const status = quote.status ?? "sent";
  const sent = !NOT_SENT.includes(status);
  const [row] = await db
    .insert(quotes)
    .values({
      quoteId: sql`nextval('quote_id_seq')::text`,
      sessionId: quote.sessionId,
      status,
      request: { ...KITCHEN_REQUEST, ...quote.request },
      items: quote.lines ?? [],
      discountTotalCents: quote.discountTotalCents ?? 0,
      validUntil: quote.validUntil === undefined ? (sent ? dayFromToday(10) : null) : quote.validUntil,
      customerNote: quote.customerNote ?? null,
      sentAt: sent ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ quoteId: quotes.quoteId });
  const history = status === "requested" ? { fromStatus: null, actor: "customer" as const } : { fromStatus: "draft" as const, actor: "staff" as const };
  await db.insert(quoteStatusChanges).values({ quoteId: row!.quoteId, at: now, toStatus: status, ...history });
  return row!.quoteId;
}

export const NONE = { assembly: false, extraService: false, extraWarranty: false, pickUpDiscount: false };

export function quoteLine(productId: number, qty: number, makeAmends?: number, combinationId: number | null = null): QuoteLine {
  return { productId, combinationId, qty, itemDiscounts: makeAmends ? { makeAmends } : {}, options: NONE };
}

/** POST /api/quotes/{quoteId}/cart/: the customer orders the quote, with the mail's token or their session. */
export function orderQuoteCart(cookie: string | null, quoteId: string, options: { token?: string; cartId?: string | null } = {}): Promise<Answer> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (cookie) headers.cookie = cookie;
  const query = options.token ? `?token=${encodeURIComponent(options.token)}` : "";
  return call(postQuoteCart, `/api/quotes/${quoteId}/cart/${query}`, { quoteId }, { method: "POST", headers, body: JSON.stringify({ cartId: options.cartId ?? null }) });
}

export function declineQuote(cookie: string | null, quoteId: string, options: { token?: string; reason?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (cookie) headers.cookie = cookie;
  const query = options.token ? `?token=${encodeURIComponent(options.token)}` : "";
  return call(postDecline, `/api/quotes/${quoteId}/decline/${query}`, { quoteId }, { method: "POST", headers, body: JSON.stringify({ reason: options.reason ?? null }) });
}

/** GET /api/quotes/{quoteId}/: the quote as the customer's session reads it. */
export function readQuote(cookie: string, quoteId: string): Promise<Answer> {
  return call(getQuote, `/api/quotes/${quoteId}/`, { quoteId }, { headers: { cookie } });
}
