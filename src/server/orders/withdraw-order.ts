import "server-only";

/**
 * The withdrawal function (decisions §7): the customer confirms on the second
 * step, the shop records the moment, and a confirmation e-mail states it. The
 * moment, its history row and its mail in the outbox are written once, in one
 * transaction with the order row locked (change-order-status.ts): a second
 * click answers the first moment and sends nothing more. A cancelled order has nothing to withdraw.
 */
import { canWithdraw, hasWithdrawalRight } from "@/domain/checkout/withdrawal";
import type { Database } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";

import { type OrderAccess, loadOwnOrder } from "./load-own-order";
import { orderAnswer } from "./order-answer";
import { withdrawableOrder } from "./order-receipt";
import { changeFulfilmentStatus } from "./change-order-status";
import { sendOrderMailOnce } from "./send-order-mail";

export async function withdrawOrder(db: Database, orderRef: string, access: OrderAccess, now: Date) {
  const order = await loadOwnOrder(db, orderRef, access, now);
  if (order.withdrawnAt) return orderAnswer(order, now);
  const withdrawable = withdrawableOrder(order);
  if (!hasWithdrawalRight(withdrawable)) {
    throw new ApiError(422, "Een zakelijke bestelling valt niet onder het wettelijke herroepingsrecht; neem contact op met de klantenservice.", [{ field: "orderRef", errorMessage: "Geen herroepingsrecht voor een zakelijke bestelling" }]);
  }
  if (order.cancelledAt) throw new ApiError(422, "Deze bestelling is al geannuleerd; er valt niets te herroepen.", [{ field: "orderRef", errorMessage: "Bestelling geannuleerd" }]);
  if (!canWithdraw(withdrawable, now)) throw new ApiError(422, "De bedenktermijn van deze bestelling is voorbij; neem contact op met de klantenservice.", [{ field: "orderRef", errorMessage: "Bedenktermijn verstreken" }]);
  const updated = await withdrawOnce(db, orderRef, now);
  if (!updated) return orderAnswer(await loadOwnOrder(db, orderRef, access, now), now);
  // Sent now, not in a quiet moment: the law asks for a confirmation, and the customer should see at once if it
  // could not be sent. A mail that fails stays in the outbox, which tries again.
  const mailed = await sendOrderMailOnce(db, orderRef, "withdrawalReceived", now);
  return { ...orderAnswer(updated, now), withdrawalMailSent: mailed };
}

/** The withdrawal through the order's life (change-order-status.ts: history, mail in the outbox); null when another request withdrew it first. */
async function withdrawOnce(db: Database, orderRef: string, now: Date) {
  try {
    const row = await changeFulfilmentStatus(db, { orderRef, to: "withdrawn", actor: { kind: "customer" }, now });
    // A change to the status it already had answers the order as it was: then the other request's moment stands.
    return row.withdrawnAt?.getTime() === now.getTime() ? row : null;
  } catch (error) {
    // The order moved on meanwhile (cancelled, or its goods returned): nothing to withdraw.
    if (error instanceof ApiError && error.status === 409) throw new ApiError(422, "Deze bestelling kan niet meer worden herroepen; neem contact op met de klantenservice.", [{ field: "orderRef", errorMessage: error.message }]);
    throw error;
  }
}
