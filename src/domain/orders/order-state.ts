/**
 * Where an order stands for its customer, and which mail each moment brings
 * (decisions §10). Pure rules: the order page, the API answer and the mails
 * read the same state, so that no page thanks a customer whose payment was
 * cancelled and no mail says "not paid" to someone who is paying right now.
 */
import { BANK_TRANSFER_DAYS } from "../cart/payment-methods";
import { isoDay, localDayAndMinute } from "../delivery/days";
import { SHOP_TIME_ZONE } from "../opening-hours";
import { type FulfilmentStatus, moneyCameIn, type StatusActor } from "./order-status";

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

/**
 * The mails of an order's life (decisions §10): one of each kind per order,
 * except `outForDelivery` (one per delivery day: a second attempt after nobody
 * was home brings its own window) and `refunded` (one per refund). The outbox
 * row's `occasion` tells those apart (`mailOccasion`).
 * `orderCancelled`: the payment did not come in time (the shop's own);
 * `orderCancelledByShop`: staff cancelled it; `paymentReminder`: a bank
 * transfer still unpaid after 3 days.
 */
export const ORDER_MAIL_KINDS = [
  "orderReceived",
  "paymentReceived",
  "orderCancelled",
  "orderCancelledByShop",
  "withdrawalReceived",
  "readyForPickup",
  "outForDelivery",
  "refunded",
  "paymentReminder",
] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

/** Rule (decisions §10): a bank transfer not made within 3 days brings one reminder. */
export const PAYMENT_REMINDER_DAYS = 3;

/** Rule: an order that still waits for its bank transfer: not paid, cancelled or withdrawn, and not past its term. */
export function awaitsBankTransfer(order: OrderStateFacts & { createdAt: Date }, now: Date): boolean {
  if (order.paymentMethod !== "banktransfer" || orderState(order) !== "payLater") return false;
  return now.getTime() < paymentDeadline(order)!.getTime();
}

/**
 * Rule: the moment a bank transfer's reminder ("Herinnering: betaal je
 * bestelling") is due: PAYMENT_REMINDER_DAYS after placing; null for any other
 * payment method. Sent only while the order still waits for the transfer
 * (`awaitsBankTransfer`), once per order (one mail of each kind).
 */
export function paymentReminderDueAt(order: { paymentMethod: string; createdAt: Date }): Date | null {
  return order.paymentMethod === "banktransfer" ? new Date(order.createdAt.getTime() + PAYMENT_REMINDER_DAYS * 24 * HOUR_MS) : null;
}

/** Rule: the reminder is due now: its moment came and the order still waits for the transfer. */
export function paymentReminderDue(order: OrderStateFacts & { createdAt: Date }, now: Date): boolean {
  const dueAt = paymentReminderDueAt(order);
  return dueAt !== null && now.getTime() >= dueAt.getTime() && awaitsBankTransfer(order, now);
}

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
 * per customer-visible change): ready for pick-up (with the code), out for
 * delivery (with the window), cancelled (by the shop's clock for want of
 * payment, or by staff: each says why in its own words) and withdrawal
 * received. Processing, completed and returned are the shop's own business.
 */
export function mailOnFulfilment(to: FulfilmentStatus, actor: StatusActor = "system"): OrderMailKind | null {
  if (to === "cancelled") return actor === "staff" || actor === "admin" ? "orderCancelledByShop" : "orderCancelled";
  if (to === "withdrawn") return "withdrawalReceived";
  if (to === "readyForPickup") return "readyForPickup";
  if (to === "outForDelivery") return "outForDelivery";
  return null;
}

/**
 * Rule: which moment of its kind a mail is (the outbox's `occasion`): the
 * shop's day for a delivery (one window mail per day the van comes), '' for a
 * kind that happens once. A refund's occasion is its id (recorded by the refund).
 */
export function mailOccasion(kind: OrderMailKind, now: Date): string {
  return kind === "outForDelivery" ? isoDay(localDayAndMinute(now, SHOP_TIME_ZONE).today) : "";
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
