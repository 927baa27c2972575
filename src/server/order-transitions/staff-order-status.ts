import "server-only";

/**
 * The staff's view of an order's statuses, as the routes of this folder answer
 * it: both statuses, what staff may change them to now, the pick-up code and
 * delivery window, the refunds and what can still be refunded. Money in euros
 * (decisions §1). (The full staff read of an order is GET /api/orders/{orderRef}/
 * with its `backOffice`; these are the same names.)
 */
import { centsToEuros } from "@/domain/money";
import { allowedFulfilmentChanges, allowedPaymentChanges } from "@/domain/orders/order-status";
import type { StaffRole } from "@/domain/staff/roles";
import type { Database } from "@/server/db/client";
import type { OrderRow } from "@/server/db/schema";
import { refundableOf, refundsOf } from "@/server/refunds/refund-books";

export async function staffOrderStatus(db: Database, order: OrderRow, role: StaffRole) {
  const rows = await refundsOf(db, order.orderRef);
  return {
    orderRef: order.orderRef,
    paymentMethod: order.paymentMethod,
    deliveryType: order.deliveryType,
    paymentStatus: order.paymentStatus,
    fulfilmentStatus: order.fulfilmentStatus,
    paidAt: order.paidAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    pickUpCode: order.pickUpCode,
    deliveryWindow: order.deliveryWindow,
    grandTotal: centsToEuros(order.grandTotalCents),
    /** Euros that can still be refunded: paid minus every refund that did not fail. */
    refundable: centsToEuros(refundableOf(order, rows)),
    refunds: rows.map((refund) => ({
      refundId: refund.refundId,
      amount: centsToEuros(refund.amountCents),
      status: refund.status,
      reason: refund.reason,
      createdAt: refund.createdAt.toISOString(),
      confirmedAt: refund.confirmedAt?.toISOString() ?? null,
    })),
    allowedFulfilment: allowedFulfilmentChanges(order, role),
    allowedPayment: allowedPaymentChanges(order, role),
  };
}
