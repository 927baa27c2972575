import "server-only";

/**
 * The order a request may read (decisions §5): the session that placed it, or
 * whoever holds the signed link from the confirmation e-mail. Anyone else gets
 * 403; a number that is no order, 404.
 */
import { readEnv, sessionSecret } from "@/config/env";
import type { Database } from "@/server/db/client";
import type { OrderRow } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { findOrder } from "./find-order";
import { verifyOrderToken } from "./order-token";

export const ORDER_REF = /^\d{8,12}$/;

export interface OrderAccess {
  sessionId: string | null;
  token: string | null;
}

export const orderNotFound = () => new ApiError(404, "Deze bestelling bestaat niet.");

export async function loadOwnOrder(db: Database, orderRef: string, access: OrderAccess): Promise<OrderRow> {
  if (!ORDER_REF.test(orderRef)) throw orderNotFound();
  const order = await findOrder(db, orderRef);
  if (!order) throw orderNotFound();
  const ownSession = access.sessionId !== null && access.sessionId === order.sessionId;
  if (!ownSession && !verifyOrderToken(orderRef, access.token, sessionSecret(readEnv()))) {
    throw new ApiError(403, "Deze bestelling hoort bij een andere sessie. Open haar met de link uit je bevestigingsmail.");
  }
  return order;
}
