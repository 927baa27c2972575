import "server-only";

/**
 * The withdrawal function (decisions §7): the customer confirms on the second
 * step, the shop records the moment, and a confirmation e-mail states it. The
 * moment is written once (`withdrawn_at IS NULL` in the UPDATE): a second click
 * answers the first moment and sends nothing more.
 */
import { and, eq, isNull } from "drizzle-orm";

import { canWithdraw, hasWithdrawalRight } from "@/domain/checkout/withdrawal";
import type { Database } from "@/server/db/client";
import { orders } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { type OrderAccess, loadOwnOrder } from "./load-own-order";
import { orderAnswer } from "./order-answer";
import { withdrawableOrder } from "./order-receipt";
import { sendWithdrawalConfirmation } from "./send-order-confirmation";

export async function withdrawOrder(db: Database, orderRef: string, access: OrderAccess, now: Date) {
  const order = await loadOwnOrder(db, orderRef, access);
  if (order.withdrawnAt) return orderAnswer(order, now);
  const withdrawable = withdrawableOrder(order);
  if (!hasWithdrawalRight(withdrawable)) {
    throw new ApiError(422, "Een zakelijke bestelling valt niet onder het wettelijke herroepingsrecht; neem contact op met de klantenservice.", [{ field: "orderRef", errorMessage: "Geen herroepingsrecht voor een zakelijke bestelling" }]);
  }
  if (!canWithdraw(withdrawable, now)) throw new ApiError(422, "De bedenktermijn van deze bestelling is voorbij; neem contact op met de klantenservice.", [{ field: "orderRef", errorMessage: "Bedenktermijn verstreken" }]);
  const [updated] = await db.update(orders).set({ withdrawnAt: now }).where(and(eq(orders.orderRef, orderRef), isNull(orders.withdrawnAt))).returning();
  if (!updated) return orderAnswer((await loadOwnOrder(db, orderRef, access)), now);
  // Awaited: the law asks for a confirmation, and the customer should see at once if it could not be sent.
  const mailed = await sendWithdrawalConfirmation(db, updated);
  return { ...orderAnswer(updated, now), withdrawalMailSent: mailed };
}
