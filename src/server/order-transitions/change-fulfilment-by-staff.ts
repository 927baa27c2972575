import "server-only";

/**
 * Staff move an order's fulfilment (decisions §10) through the one use case
 * that changes statuses (orders/change-order-status.ts: the rules, history,
 * stock, mail), adding in the same transaction what the new status needs:
 *
 * - `outForDelivery`: the day's time window ("13:00-17:00"), required, which
 *   the customer's mail names;
 * - `readyForPickup`: a pick-up code (domain/orders/pick-up-code.ts), unique
 *   among the orders waiting at the desk; an order set ready again keeps the
 *   code it was given;
 * - `cancelled` of an order whose money came in: the whole refund starts at
 *   once, through the same path as a refund staff ask for (create-refund.ts),
 *   after the cancellation is committed (no transaction is held while the
 *   provider is called). A pin or transfer payment has nothing to refund at
 *   the provider: the cancellation stands, and the mail tells the customer the
 *   shop pays it back by bank.
 */
import { randomBytes } from "node:crypto";

import { and, eq, isNull } from "drizzle-orm";

import { parseDeliveryWindow } from "@/domain/orders/delivery-window";
import { type FulfilmentStatus, moneyCameIn } from "@/domain/orders/order-status";
import { PICK_UP_CODE_LENGTH, pickUpCodeFrom } from "@/domain/orders/pick-up-code";
import type { Database } from "@/server/db/client";
import { type OrderRow, orders } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import type { ChangeActor } from "@/server/order-history/status-history";
import { changeFulfilmentStatus } from "@/server/orders/change-order-status";
import { postgresErrorCode } from "@/server/orders/commit-order";
import type { PaymentProvider } from "@/server/payments/payment-provider";
import { createRefund } from "@/server/refunds/create-refund";
import { refundableOf, refundsOf } from "@/server/refunds/refund-books";

export interface StaffFulfilmentChange {
  orderRef: string;
  to: FulfilmentStatus;
  note: string | null;
  deliveryWindow: string | null;
  actor: Extract<ChangeActor, { kind: "staff" }>;
  now: Date;
}

const UNIQUE_VIOLATION = "23505";
const CODE_ATTEMPTS = 5;

export async function changeFulfilmentByStaff(db: Database, provider: PaymentProvider, change: StaffFulfilmentChange): Promise<OrderRow> {
  let window: string | null = null;
  if (change.to === "outForDelivery") {
    const verdict = parseDeliveryWindow(change.deliveryWindow ?? "");
    if (!change.deliveryWindow || !verdict.valid) {
      const reason = verdict.valid ? "" : verdict.reason;
      const message = change.deliveryWindow ? reason : "Geef het tijdvak van de bezorging, bijvoorbeeld 13:00-17:00.";
      throw new ApiError(422, message, [{ field: "deliveryWindow", errorMessage: message }]);
    }
    window = verdict.window;
  }

  const changed = await db.transaction(async (tx) => {
    const order = await changeFulfilmentStatus(tx, { orderRef: change.orderRef, to: change.to, actor: change.actor, now: change.now, note: change.note });
    if (window !== null) {
      const [withWindow] = await tx.update(orders).set({ deliveryWindow: window }).where(eq(orders.orderRef, order.orderRef)).returning();
      return withWindow!;
    }
    if (change.to === "readyForPickup" && !order.pickUpCode) return givePickUpCode(tx, order.orderRef);
    return order;
  });

  if (change.to === "cancelled" && moneyCameIn(changed.paymentStatus)) await refundWhole(db, provider, changed, change);
  return (await db.select().from(orders).where(eq(orders.orderRef, changed.orderRef)))[0]!;
}

/** A new code, drawn again on the rare clash with another open pick-up (a savepoint each, so a clash does not undo the change). */
async function givePickUpCode(tx: Database, orderRef: string): Promise<OrderRow> {
  for (let attempt = 1; ; attempt += 1) {
    const code = pickUpCodeFrom(randomBytes(PICK_UP_CODE_LENGTH));
    try {
      const [row] = await tx.transaction((savepoint) =>
        savepoint.update(orders).set({ pickUpCode: code }).where(and(eq(orders.orderRef, orderRef), isNull(orders.pickUpCode))).returning(),
      );
      if (row) return row;
      return (await tx.select().from(orders).where(eq(orders.orderRef, orderRef)))[0]!;
    } catch (error) {
      if (postgresErrorCode(error) !== UNIQUE_VIOLATION || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

/**
 * The whole refund of a paid order staff cancelled, once: its idempotency key
 * is the cancellation's, so a repeated cancel (or a retry after the provider
 * was down) never refunds twice. Refused for a pin or transfer payment (by bank,
 * outside the shop) and left to staff when the provider is down (the refund
 * button still offers the amount): the cancellation itself stands.
 */
async function refundWhole(db: Database, provider: PaymentProvider, order: OrderRow, change: StaffFulfilmentChange): Promise<void> {
  const refundable = refundableOf(order, await refundsOf(db, order.orderRef));
  if (refundable <= 0) return;
  try {
    await createRefund(db, provider, {
      orderRef: order.orderRef,
      amountCents: refundable,
      reason: change.note ?? "Bestelling geannuleerd",
      idempotencyKey: "cancellation",
      actor: change.actor,
      now: change.now,
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 500) throw error;
    console.warn(`[refunds] the refund of cancelled order ${order.orderRef} did not start: ${error.message}`);
  }
}
