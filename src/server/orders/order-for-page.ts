import "server-only";

/**
 * An order for a server-rendered page: the answer, or not found. Pages cannot
 * answer with a JSON failure, so the refusal becomes a value; another session's
 * order is not found, as on the API (load-own-order.ts), and the page answers
 * the shop's 404. A link the shop signed for the order that has expired or
 * was revoked is `expired`: the page says so and offers a new link by mail.
 */
import type { Database } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";
import { currentSessionId } from "@/server/session/current-session";

import type { OrderAnswer } from "./order-answer";
import { readOrder } from "./read-order";

/** `justPlaced`: less than an hour old, so the page thanks the customer rather than states a number. */
export type OrderForPage =
  | { kind: "found"; order: OrderAnswer & { paymentPageUrl: string | null }; justPlaced: boolean; token: string | null }
  | { kind: "expired"; orderRef: string; token: string }
  | { kind: "notFound" };

const JUST_PLACED_MS = 60 * 60 * 1000;

/** `tokenParam`: the page's `?token=` as Next.js hands it over (repeated, it is an array; the first counts). */
export async function orderForPage(db: Database, orderRef: string, tokenParam: string | string[] | undefined): Promise<OrderForPage> {
  const token = (Array.isArray(tokenParam) ? tokenParam[0] : tokenParam) ?? null;
  try {
    const now = new Date();
    const order = await readOrder(db, orderRef, { sessionId: await currentSessionId(now), token }, now);
    return { kind: "found", order, justPlaced: now.getTime() - Date.parse(order.createdAt) < JUST_PLACED_MS, token };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: "notFound" };
    if (error instanceof ApiError && error.status === 410 && token) return { kind: "expired", orderRef, token };
    throw error;
  }
}
