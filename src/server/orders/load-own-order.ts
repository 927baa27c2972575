import "server-only";

/**
 * The order a request may read (decisions §5): the session that placed it, or
 * whoever holds the signed link from the confirmation e-mail. Anyone else hears
 * the same 404 as for a number that is no order (issue 17): order numbers are
 * sequential, so a 403 for "exists, not yours" would let a stranger count the
 * shop's orders. The message names the e-mail's link for the owner on another
 * device without saying which of the two it is. A link the shop signed for
 * this order that has expired or was revoked answers 410 (link-expired.ts),
 * so the page can offer a new one by mail.
 */
import { readEnv, verifyWithAnyKey } from "@/config/env";
import type { Database } from "@/server/db/client";
import type { OrderRow } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { findOrder } from "./find-order";
import { orderLinkState } from "@/server/order-links/order-token";
import { linkExpired } from "@/server/http/link-expired";

export const ORDER_REF = /^\d{8,12}$/;

export interface OrderAccess {
  sessionId: string | null;
  token: string | null;
}

export const ORDER_NOT_FOUND_MESSAGE = "Deze bestelling is hier niet te vinden. Is het jouw bestelling? Open haar met de link uit je bevestigingsmail.";
export const orderNotFound = () => new ApiError(404, ORDER_NOT_FOUND_MESSAGE);
/** Staff, who may read every order, hear plainly that there is none with that number. */
export const noSuchOrder = () => new ApiError(404, "Er is geen bestelling met dit nummer.");

export async function loadOwnOrder(db: Database, orderRef: string, access: OrderAccess, now: Date): Promise<OrderRow> {
  if (!ORDER_REF.test(orderRef)) throw orderNotFound();
  const order = await findOrder(db, orderRef);
  if (!order) throw orderNotFound();
  if (access.sessionId !== null && access.sessionId === order.sessionId) return order;
  const link = verifyWithAnyKey(readEnv(), (secret) => orderLinkState(orderRef, access.token, secret, order, now));
  if (link === "expired") throw linkExpired();
  if (link !== "valid") throw orderNotFound();
  return order;
}
