/**
 * What the order page's buttons say and check, as pure functions: the words
 * for each fulfilment status the API allows (a pick-up is handed over, not
 * delivered), which changes ask first, and the refund's amount.
 */
import { BACK_OFFICE_COPY as COPY, FULFILMENT_ACTIONS, PICK_UP_COMPLETED_ACTION } from "../copy";
import type { FulfilmentStatus } from "../data/types";
import { formatEuros, parseEuros } from "../format";

/** The button's words for moving the order to `to`. */
export function fulfilmentActionLabel(to: FulfilmentStatus, deliveryType: string): string {
  if (to === "completed" && deliveryType === "pickUp") return PICK_UP_COMPLETED_ACTION;
  return FULFILMENT_ACTIONS[to] ?? to;
}

/** What a change needs before it is sent: cancelling is confirmed, "onderweg" asks the time window (decisions §10: its mail names it). */
export function fulfilmentActionNeeds(to: FulfilmentStatus): "confirmation" | "deliveryWindow" | null {
  if (to === "cancelled") return "confirmation";
  if (to === "outForDelivery") return "deliveryWindow";
  return null;
}

/** A delivery time window as the API takes it: "13:00-17:00", the end after the start. */
export function normalDeliveryWindow(text: string): string | null {
  const match = /^\s*([01]?\d|2[0-3])[:.]([0-5]\d)\s*[-–]\s*([01]?\d|2[0-3])[:.]([0-5]\d)\s*$/.exec(text);
  if (!match) return null;
  const [from, to] = [`${match[1]!.padStart(2, "0")}:${match[2]}`, `${match[3]!.padStart(2, "0")}:${match[4]}`];
  return from < to ? `${from}-${to}` : null;
}

/** The refund's amount typed by a member: a number of euros above 0 and at most what is still refundable. */
export function refundAmount(text: string, refundable: number): { amount: number } | { problem: string } {
  const amount = parseEuros(text);
  if (amount === null || amount <= 0) return { problem: COPY.orders.refund.tooLittle };
  // Cents, so that 0.1 + 0.2 does not refuse the whole amount.
  if (Math.round(amount * 100) > Math.round(refundable * 100)) return { problem: COPY.orders.refund.tooMuch(formatEuros(refundable)) };
  return { amount };
}

/** The refund field's first value: the whole refundable amount, as a person writes it ("249,00"). */
export function wholeRefund(refundable: number): string {
  return refundable.toFixed(2).replace(".", ",");
}
