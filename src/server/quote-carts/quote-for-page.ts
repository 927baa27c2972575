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
import { quoteAccessState } from "@/server/quotes/load-own-quote";
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
  if (access === "valid") return found(db, quote, given, now);
  const stored = await tokenOfQuoteCart(db, quote, sessionId, now);
  if (stored?.state === "valid") return found(db, quote, stored.token, now);
  // A link the shop signed for this quote that expired or was revoked: the one in the address, else the one the cart was opened with.
  if (access === "expired" && given) return { kind: "expired", quoteId: quote.quoteId, token: given };
  if (stored?.state === "expired") return { kind: "expired", quoteId: quote.quoteId, token: stored.token };
  return { kind: "notFound" };
}

async function found(db: Database, quote: QuoteRow, token: string | null, now: Date): Promise<QuoteForPage> {
  const today = shopDay(now);
  return { kind: "found", quote: await quoteAnswer(db, quote), token, orderable: isQuoteOrderable(quote, today), today };
}

/**
 * The link a quote cart of this session was opened with: a valid one for this
 * quote if there is one, else one the shop signed for it that has expired or
 * been revoked; undefined when there is neither.
 */
async function tokenOfQuoteCart(db: Database, quote: QuoteRow, sessionId: string | null, now: Date): Promise<{ token: string; state: "valid" | "expired" } | undefined> {
  if (!sessionId) return undefined;
  const rows = await db
    .select({ fields: carts.fields })
    .from(carts)
    .where(and(eq(carts.sessionId, sessionId), sql`${carts.fields}->>'quoteId' = ${quote.quoteId}`))
    .limit(5);
  let expired: string | undefined;
  for (const row of rows) {
    const token = (row.fields as CartFields).quoteToken ?? null;
    if (!token) continue;
    const state = quoteAccessState(quote, { sessionId: null, token }, now);
    if (state === "valid") return { token, state };
    if (state === "expired") expired ??= token;
  }
  return expired === undefined ? undefined : { token: expired, state: "expired" };
}
