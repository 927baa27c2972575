/**
 * Where an order stands for its customer, and which mail each moment brings
 * (decisions §10). Pure rules: the order page, the API answer and the mails
 * read the same state, so that no page thanks a customer whose payment was
 * cancelled and no mail says "not paid" to someone who is paying right now.
 */
import { BANK_TRANSFER_DAYS } from "../cart/payment-methods";
import { isoDay, localDayAndMinute } from "../delivery/days";
import { SHOP_TIME_ZONE } from "../opening-hours";
import { type FulfilmentStatus, moneyCameIn } from "./order-status";

/** The order's state as the customer meets it, most decisive first. */
export type OrderState =
  /** The customer withdrew (decisions §7): nothing more is delivered. */
  | "withdrawn"
  /** Cancelled because its payment did not come in time. */
  | "cancelled"
  | "paid"
  /** An online payment failed, was cancelled or expired: the customer may still pay ("betaal alsnog") until the deadline. */
  | "paymentFailed"
  /** An online payment under way (the customer is at the bank, or just back). */
  | "awaitingPayment"
  /** Paid later: a bank transfer still to make, or pin at the door or the counter. */
  | "payLater";

export interface OrderStateFacts {
  paymentMethod: string;
  paymentStatus: string;
  cancelledAt: Date | null;
  withdrawnAt: Date | null;
}

const FAILED_PAYMENT = new Set(["failed", "expired"]);

/** Rule: an order's state: withdrawal and cancellation first, then the payment. */
export function orderState(order: OrderStateFacts): OrderState {
  if (order.withdrawnAt) return "withdrawn";
  if (order.cancelledAt) return "cancelled";
  if (moneyCameIn(order.paymentStatus)) return "paid";
  if (FAILED_PAYMENT.has(order.paymentStatus)) return "paymentFailed";
  if (order.paymentStatus === "open" && paidOnTheSpot(order.paymentMethod)) return "awaitingPayment";
  return "payLater";
}

/** Paid at the provider while the customer waits (iDEAL, Bancontact, card), as opposed to a transfer or pin later. */
export function paidOnTheSpot(method: string): boolean {
  return method === "ideal" || method === "bancontact" || method === "creditcard";
}

/** Rule (decisions §10): an online payment not finished within 2 hours cancels the order. */
export const ONLINE_PAYMENT_HOURS = 2;
const HOUR_MS = 3_600_000;

/**
 * Rule: the moment an unpaid order is cancelled: 2 hours after placing for a
 * payment on the spot (a cancelled payment can be tried again until then), the
 * bank transfer's own term for a transfer (the term its mail and page name);
 * never for pin, which is paid when the goods come.
 */
export function paymentDeadline(order: { paymentMethod: string; createdAt: Date }): Date | null {
  if (paidOnTheSpot(order.paymentMethod)) return new Date(order.createdAt.getTime() + ONLINE_PAYMENT_HOURS * HOUR_MS);
  if (order.paymentMethod === "banktransfer") return new Date(order.createdAt.getTime() + BANK_TRANSFER_DAYS * 24 * HOUR_MS);
  return null;
}

/** Rule: an order that is cancelled now: not paid, not withdrawn or cancelled already, and its payment deadline passed. */
export function dueForCancellation(order: OrderStateFacts & { createdAt: Date }, now: Date): boolean {
  if (moneyCameIn(order.paymentStatus) || order.cancelledAt || order.withdrawnAt) return false;
  const deadline = paymentDeadline(order);
  return deadline !== null && now.getTime() >= deadline.getTime();
}

/** The mails of an order's life (decisions §10), one of each kind per order. */
export const ORDER_MAIL_KINDS = ["orderReceived", "paymentReceived", "orderCancelled", "withdrawalReceived"] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

/**
 * Rule: the mail a placed order gets at once: "bestelling ontvangen" when the
 * customer pays later (bank transfer, pin at delivery or pick-up), none for a
 * payment on the spot: that customer is paying right now, and hears from us
 * once it is paid ("betaling ontvangen").
 */
export function mailAtPlacement(paymentMethod: string): OrderMailKind | null {
  return paidOnTheSpot(paymentMethod) ? null : "orderReceived";
}

/**
 * Rule: the mail a fulfilment change brings the customer (decisions §10: one
 * per customer-visible change): cancelled and withdrawal received.
 */
export function mailOnFulfilment(to: FulfilmentStatus): OrderMailKind | null {
  if (to === "cancelled") return "orderCancelled";
  if (to === "withdrawn") return "withdrawalReceived";
  return null;
}

/** Rule: the mail a payment status change brings: "betaling ontvangen" once paid (a bank transfer too), nothing for any other news. */
export function mailOnPayment(paymentStatus: string): OrderMailKind | null {
  return paymentStatus === "paid" ? "paymentReceived" : null;
}

/**
 * Rule: whether the goods may already be with the customer, which decides what
 * a withdrawal asks of them: before the day of receipt nothing was delivered,
 * so nothing goes back. `receiptDay` is the delivery day (or the week's last
 * day, or the first pick-up day), ISO; unknown counts as not delivered.
 */
export function mayHaveReceived(receiptDay: string | null, now: Date): boolean {
  return receiptDay !== null && isoDay(localDayAndMinute(now, SHOP_TIME_ZONE).today) >= receiptDay;
}

/**
 * Rule: the take-back of the old appliance (`takeRetour`) in words, for a
 * delivery: yes or no, so that a customer who forgot it sees so; null for
 * pick-up, where nothing is taken back, and for an order that never answered.
 */
export function takeBackAnswer(order: { deliveryType: string; takeRetour: unknown }): string | null {
  if (order.deliveryType === "pickUp" || typeof order.takeRetour !== "boolean") return null;
  return order.takeRetour ? "ja, gratis (oud-voor-nieuw)" : "nee";
}

export const TAKE_BACK_LABEL = "Oud apparaat meenemen";
