/**
 * An order as GET /api/orders/{orderRef}/ answers it and the order page shows
 * it: what was bought at which price, how it is delivered and paid, and whether
 * it can still be withdrawn. Money in euros at the edge (decisions §1).
 */
import { paymentMethodInfo, type PaymentMethod } from "@/domain/cart/payment-methods";
import { canWithdraw, hasWithdrawalRight, withdrawalDeadline } from "@/domain/checkout/withdrawal";
import { centsToEuros } from "@/domain/money";
import { orderState, paymentDeadline } from "@/domain/orders/order-state";
import type { OrderRow } from "@/server/db/schema";

import type { OrderLine } from "./order-lines";
import { withdrawableOrder } from "./order-receipt";
import { orderVat, reverseChargeVatNumber } from "./order-vat";

export function orderAnswer(order: OrderRow, now: Date) {
  const lines = order.items as OrderLine[];
  const fields = order.fields as Record<string, unknown>;
  const withdrawable = withdrawableOrder(order);
  const { vatTreatment: _treatment, ...moneyTotals } = order.totals;
  const vat = orderVat(order);
  const state = orderState(order);
  const awaitingPayment = state === "awaitingPayment" || state === "paymentFailed" || (state === "payLater" && order.paymentMethod === "banktransfer");
  return {
    orderRef: order.orderRef,
    createdAt: order.createdAt.toISOString(),
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    paymentMethodLabel: paymentMethodInfo(order.paymentMethod as PaymentMethod).label,
    paidAt: order.paidAt?.toISOString() ?? null,
    /** Where the order stands for its customer (domain/orders/order-state.ts): withdrawn, cancelled, paid, paymentFailed, awaitingPayment, payLater. */
    state,
    /** An online payment that did not succeed may be tried again, for the same order, until it is cancelled. */
    canRetryPayment:
      paymentMethodInfo(order.paymentMethod as PaymentMethod).online && ["open", "failed"].includes(order.paymentStatus) && !order.cancelledAt && !order.withdrawnAt,
    /** Until when an unpaid order waits for its payment before it is cancelled; null when none is awaited. */
    paymentDeadline: awaitingPayment ? (paymentDeadline(order)?.toISOString() ?? null) : null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    /** Where the goods are (decisions §10): new, processing, readyForPickup, outForDelivery, completed, cancelled, withdrawn, returned. */
    fulfilmentStatus: order.fulfilmentStatus,
    /** The code to say at the pick-up desk, once the order is ready for pick-up. */
    pickUpCode: order.pickUpCode,
    /** The van's time window on the delivery day ("13:00-17:00"), once it is out for delivery. */
    deliveryWindow: order.deliveryWindow,
    deliveryType: order.deliveryType,
    deliveryDay: order.deliveryDay,
    deliveryWeek: order.deliveryWeek,
    /** For pick-up: the first day the order can be collected (ISO date). */
    pickUpDay: withdrawable.pickUpDay,
    customer: pick(fields, ["firstName", "lastName", "emailAddress", "phoneNumber", "company", "companyName", "vatNumber"]),
    shippingAddress: pick(fields, ["shippingStreet", "shippingHouseNumber", "shippingHouseNumberAddition", "shippingPostalCode", "shippingCity", "shippingCountry"]),
    invoiceAddress: fields.invoiceAddress
      ? pick(fields, ["invoiceStreet", "invoiceHouseNumber", "invoiceHouseNumberAddition", "invoicePostalCode", "invoiceCity", "invoiceCountry"])
      : null,
    floor: fields.floor ?? null,
    elevator: fields.elevator ?? null,
    takeRetour: fields.takeRetour ?? null,
    notes: fields.notes ?? null,
    reference: fields.reference ?? null,
    items: lines.map(({ unitPriceCents, listPriceCents, optionPricesCents, ...line }) => ({
      ...line,
      unitPrice: centsToEuros(unitPriceCents),
      listPrice: centsToEuros(listPriceCents),
      optionPrices: Object.fromEntries(Object.entries(optionPricesCents).map(([name, cents]) => [name, cents === null ? null : centsToEuros(cents)])),
    })),
    totals: {
      ...Object.fromEntries(Object.entries(moneyTotals).map(([name, cents]) => [name, centsToEuros(cents)])),
      // Orders placed before the VAT breakdown get theirs worked out (order-vat.ts).
      vatTotal: centsToEuros(vat.vatTotal),
      grandTotalExclVat: centsToEuros(vat.grandTotalExclVat),
    } as Record<string, number>,
    vatTreatment: vat.vatTreatment,
    /** With reverse charge, the customer's VAT number, which the invoice must name; else null. */
    reverseChargeVatNumber: reverseChargeVatNumber(order),
    withdrawnAt: order.withdrawnAt?.toISOString() ?? null,
    /** False for a business order: the statutory right of withdrawal is the consumer's (domain/checkout/withdrawal.ts). */
    withdrawalRight: hasWithdrawalRight(withdrawable),
    /** The last day to withdraw, counted from receipt; null while the day of receipt is unknown. */
    withdrawalDeadline: withdrawalDeadline(withdrawable),
    canWithdraw: !order.cancelledAt && canWithdraw(withdrawable, now),
    /** The quote this order was placed from (issue 22): its discount is in `discountExtra`. */
    quoteId: typeof fields.quoteId === "string" ? fields.quoteId : null,
  };
}

export type OrderAnswer = ReturnType<typeof orderAnswer>;

function pick(fields: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, fields[name] ?? null]));
}
