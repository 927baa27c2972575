import "server-only";

/**
 * A quote for its page, /offerte/{quoteId}/ (issue 22): for the session that
 * asked, the holder of the mail's link (`?token=`), or the session whose quote
 * cart was opened with that link (the cart page's way back). Pages cannot
 * answer with a JSON failure: the refusal becomes a value, and someone else's
 * quote is "notFound" as a missing one is (load-own-quote.ts: one answer, so
 * the sequential numbers cannot be counted).
 */
import { and, eq, sql } from "drizzle-orm";

import { shopDay } from "@/domain/delivery/days";
import { isQuoteOrderable } from "@/domain/quotes/quote-status";
import type { QuoteAnswer } from "@/schemas/answers/quote";
import type { CartFields } from "@/server/carts/cart-record";
import type { Database } from "@/server/db/client";
import { carts, type QuoteRow } from "@/server/db/schema";
import { findQuote } from "@/server/quotes/find-quote";
import { mayUseQuote, quoteAccessState } from "@/server/quotes/load-own-quote";
import { quoteAnswer } from "@/server/quotes/quote-answer";
import { currentSessionId } from "@/server/session/current-session";

export type QuoteForPage =
  | { kind: "found"; quote: QuoteAnswer; token: string | null; orderable: boolean; today: string }
  | { kind: "notFound" }
  /** A link the shop signed for this quote that has expired or was revoked: the page offers a new one by mail. */
  | { kind: "expired"; quoteId: string; token: string };

/** `tokenParam`: the page's `?token=` as Next.js hands it over (repeated, it is an array; the first counts). */
export async function quoteForPage(db: Database, quoteId: string, tokenParam: string | string[] | undefined, now = new Date()): Promise<QuoteForPage> {
  const given = (Array.isArray(tokenParam) ? tokenParam[0] : tokenParam) ?? null;
  const quote = await findQuote(db, quoteId);
  if (!quote) return { kind: "notFound" };
  const sessionId = await currentSessionId(now);
  const access = quoteAccessState(quote, { sessionId, token: given }, now);
  const token = access === "valid" ? given : await tokenOfQuoteCart(db, quote, sessionId, now);
  if (token === undefined && access === "expired" && given) return { kind: "expired", quoteId: quote.quoteId, token: given };
  if (token === undefined) return { kind: "notFound" };
  const today = shopDay(now);
  return { kind: "found", quote: await quoteAnswer(db, quote), token, orderable: isQuoteOrderable(quote, today), today };
}

/** The link a quote cart of this session was opened with, if it is valid for this quote; undefined when none is. */
async function tokenOfQuoteCart(db: Database, quote: QuoteRow, sessionId: string | null, now: Date): Promise<string | undefined> {
  if (!sessionId) return undefined;
  const rows = await db
    .select({ fields: carts.fields })
    .from(carts)
    .where(and(eq(carts.sessionId, sessionId), sql`${carts.fields}->>'quoteId' = ${quote.quoteId}`))
    .limit(5);
  for (const row of rows) {
    const token = (row.fields as CartFields).quoteToken ?? null;
    if (token && mayUseQuote(quote, { sessionId: null, token }, now)) return token;
  }
  return undefined;
}
