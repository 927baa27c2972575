import "server-only";

/**
 * What staff see of an order besides the customer's answer (issue 20; the
 * shape is `backOfficeSchema` in schemas/answers/orders.ts): every field the
 * customer gave, the lines with their options, the money, the payments and
 * refunds, the mails, the history and notes with staff's names, and the
 * changes the caller's role may make now (domain/orders/order-status.ts).
 */
import { asc, eq } from "drizzle-orm";

import { centsToEuros } from "@/domain/money";
import { allowedFulfilmentChanges, allowedPaymentChanges, moneyCameIn } from "@/domain/orders/order-status";
import { refundableCents } from "@/domain/orders/refunds";
import type { StaffRole } from "@/domain/staff/roles";
import type { BackOfficeAnswer } from "@/schemas/answers/orders";
import type { Database } from "@/server/db/client";
import { type OrderRow, orderMails, orderStatusChanges, payments, staffMembers } from "@/server/db/schema";

import { invoiceSummary } from "@/server/invoices/find-invoice";

import { listOrderNotes } from "./order-notes";
import { listOrderRefunds } from "./order-refunds";

const isFormValue = (value: unknown): value is string | number | boolean | null =>
  value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean";

export async function backOfficeOrder(db: Database, order: OrderRow, answer: { items: unknown[]; totals: Record<string, number> }, role: StaffRole): Promise<BackOfficeAnswer> {
  const orderRef = order.orderRef;
  const [paymentRows, refunds, mails, history, notes, invoice] = await Promise.all([
    db.select().from(payments).where(eq(payments.orderRef, orderRef)).orderBy(asc(payments.createdAt)),
    listOrderRefunds(db, orderRef),
    db.select().from(orderMails).where(eq(orderMails.orderRef, orderRef)).orderBy(asc(orderMails.dueAt)),
    db
      .select({
        at: orderStatusChanges.at,
        kind: orderStatusChanges.kind,
        fromStatus: orderStatusChanges.fromStatus,
        toStatus: orderStatusChanges.toStatus,
        actor: orderStatusChanges.actor,
        staffName: staffMembers.name,
        note: orderStatusChanges.note,
      })
      .from(orderStatusChanges)
      .leftJoin(staffMembers, eq(staffMembers.staffMemberId, orderStatusChanges.staffMemberId))
      .where(eq(orderStatusChanges.orderRef, orderRef))
      .orderBy(asc(orderStatusChanges.at), asc(orderStatusChanges.changeId)),
    listOrderNotes(db, orderRef),
    invoiceSummary(db, orderRef),
  ]);
  const fields = order.fields as Record<string, unknown>;
  return {
    channel: order.channel,
    fulfilmentStatus: order.fulfilmentStatus,
    paymentStatus: order.paymentStatus,
    customer: Object.fromEntries(Object.entries(fields).filter(([, value]) => isFormValue(value))) as Record<string, string | number | boolean | null>,
    lines: answer.items as BackOfficeAnswer["lines"],
    totals: answer.totals,
    payments: paymentRows.map((payment) => ({
      paymentId: payment.paymentId,
      provider: payment.provider,
      method: payment.method,
      amount: centsToEuros(payment.amountCents),
      status: payment.status,
      createdAt: payment.createdAt.toISOString(),
    })),
    refunds: refunds.map((refund) => ({
      refundId: refund.refundId,
      amount: centsToEuros(refund.amountCents),
      status: refund.status,
      reason: refund.reason,
      createdAt: refund.createdAt.toISOString(),
      staffName: refund.staffName,
    })),
    // Only money that came in can go back; what was refunded (or is on its way back) is not there any more.
    refundable: centsToEuros(refundableCents(moneyCameIn(order.paymentStatus) ? order.grandTotalCents : 0, refunds)),
    mails: mails.map((mail) => ({ kind: mail.kind, dueAt: mail.dueAt.toISOString(), sentAt: mail.sentAt?.toISOString() ?? null })),
    history: history.map((change) => ({ ...change, at: change.at.toISOString(), staffName: change.staffName ?? null, note: change.note ?? null })),
    notes,
    allowedFulfilment: allowedFulfilmentChanges(order, role),
    allowedPayment: allowedPaymentChanges(order, role),
    pickUpCode: order.pickUpCode,
    deliveryWindow: order.deliveryWindow,
    invoice,
  };
}
