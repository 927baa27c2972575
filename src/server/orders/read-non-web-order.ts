import "server-only";

/**
 * GET /api/orders/non-web/{orderId}/ (specification's permission table; issue
 * 20): a phone or shop order as staff read it back: the customer's view of the
 * order (read-order.ts), the bank transfer's payment page, and what staff
 * recorded (channel, who entered it, the note). A web order is not found here:
 * it is not a non-web order.
 */
import { eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { staffMembers } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { orderPath } from "@/server/order-links/order-links";

import { findOrder } from "./find-order";
import { ORDER_REF } from "./load-own-order";
import { readAnyOrder } from "./read-order";

export const NON_WEB_ORDER_NOT_FOUND = "Er is geen telefonische of winkelbestelling met dit nummer.";

export async function readNonWebOrder(db: Database, orderRef: string, now: Date) {
  const order = ORDER_REF.test(orderRef) ? await findOrder(db, orderRef) : null;
  if (!order || order.channel === "web") throw new ApiError(404, NON_WEB_ORDER_NOT_FOUND);
  const [member] =
    order.enteredBy === null
      ? []
      : await db.select({ staffMemberId: staffMembers.staffMemberId, name: staffMembers.name }).from(staffMembers).where(eq(staffMembers.staffMemberId, order.enteredBy)).limit(1);
  // The order as staff read any order (read-order.ts): the customer's view with its payment page, invoice and refunds.
  const { answer } = await readAnyOrder(db, orderRef, now);
  return {
    ...answer,
    channel: order.channel,
    enteredBy: member ?? null,
    staffNote: order.staffNote,
    orderPageUrl: orderPath(order),
  };
}
