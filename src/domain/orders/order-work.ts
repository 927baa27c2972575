/**
 * The day's work in the back office (issue 20, "the day's work at a glance"):
 * four lists staff work through, each a rule of an order's statuses and days
 * against today (the shop's calendar day, Europe/Amsterdam, passed in). The
 * list query (server/orders/list-orders.ts) writes the same rules as SQL from
 * the sets below; `isOrderWork` is the rule itself, for the tests and for
 * anyone who holds one order.
 */
import { type Day, isoDay, isoWeekOf } from "../delivery/days";

import type { FulfilmentStatus, PaymentStatus } from "./order-status";

export const ORDER_WORK = ["pickUpToday", "deliverTomorrow", "awaitingPayment", "withdrawals"] as const;
export type OrderWork = (typeof ORDER_WORK)[number];

/** Rule: pick-up orders still to hand over: not yet made ready, or ready and waiting at the desk. */
export const PICK_UP_WORK_STATUSES: readonly FulfilmentStatus[] = ["new", "processing", "readyForPickup"];
/** Rule: delivery orders not yet on their way (out, completed, cancelled, withdrawn or returned are done with). */
export const DELIVERY_WORK_STATUSES: readonly FulfilmentStatus[] = ["new", "processing"];
/** Rule: the money is not in yet: an online payment under way or failed, a transfer or a pin payment still to come. */
export const AWAITING_PAYMENT_STATUSES: readonly PaymentStatus[] = ["open", "pending", "failed"];
/** …and the order still stands. */
export const ENDED_FULFILMENT_STATUSES: readonly FulfilmentStatus[] = ["cancelled", "withdrawn"];
/** Rule: a withdrawal received (decisions §7) whose goods are not back yet (they would be `returned`). */
export const WITHDRAWAL_WORK_STATUS: FulfilmentStatus = "withdrawn";

export interface WorkFacts {
  deliveryType: string;
  paymentStatus: string;
  fulfilmentStatus: string;
  /** The delivery day (ISO date) or null. */
  deliveryDay: string | null;
  /** The delivery week ("2026-W49") when delivered in a week, or null. */
  deliveryWeek: string | null;
  /** A pick-up order's first pick-up day (ISO date); null when placing did not record it. */
  pickUpDay: string | null;
}

/** The days the rules compare with: today, tomorrow and tomorrow's ISO week. */
export interface WorkDays {
  today: string;
  tomorrow: string;
  tomorrowsWeek: string;
}

/**
 * Whether an order is on one of the day's work lists.
 *
 * - pickUpToday: a pick-up order to be made ready or handed over whose pick-up
 *   day is today or earlier (a customer who did not come yesterday still comes).
 *   An order whose pick-up day was not recorded (placed before it was) is
 *   counted as due: it is old, so its day has certainly come.
 * - deliverTomorrow: a delivery order not yet on its way whose delivery day is
 *   tomorrow, or which has no day but a week that holds tomorrow: a week order
 *   may go out on any day of its week, so it stays on tomorrow's list every day
 *   of that week until it is out, rather than be forgotten.
 * - awaitingPayment: payment open, pending or failed, and not cancelled or withdrawn.
 * - withdrawals: withdrawn by the customer, the goods not yet returned.
 */
export function isOrderWork(work: OrderWork, order: WorkFacts, days: WorkDays): boolean {
  switch (work) {
    case "pickUpToday":
      return order.deliveryType === "pickUp" && PICK_UP_WORK_STATUSES.includes(order.fulfilmentStatus as FulfilmentStatus) && (order.pickUpDay === null || order.pickUpDay <= days.today);
    case "deliverTomorrow":
      return (
        order.deliveryType !== "pickUp" &&
        DELIVERY_WORK_STATUSES.includes(order.fulfilmentStatus as FulfilmentStatus) &&
        (order.deliveryDay === days.tomorrow || (order.deliveryDay === null && order.deliveryWeek === days.tomorrowsWeek))
      );
    case "awaitingPayment":
      return AWAITING_PAYMENT_STATUSES.includes(order.paymentStatus as PaymentStatus) && !ENDED_FULFILMENT_STATUSES.includes(order.fulfilmentStatus as FulfilmentStatus);
    case "withdrawals":
      return order.fulfilmentStatus === WITHDRAWAL_WORK_STATUS;
  }
}

/** Today, tomorrow and tomorrow's week in the shop's calendar (`today` from localDayAndMinute in the shop's time zone). */
export function workDaysFrom(today: Day): WorkDays {
  return { today: isoDay(today), tomorrow: isoDay(today + 1), tomorrowsWeek: isoWeekOf(today + 1).key };
}
