/**
 * The right of withdrawal (decisions §7): a consumer may withdraw from a
 * distance purchase within 14 days of receiving the goods, without giving a
 * reason. The shop does not yet record the moment of delivery, so it counts
 * from the chosen delivery day (or the last day of the chosen week), and for an
 * order without one (pick-up) from the day it was placed; that is never
 * earlier than the law's start, so nobody is refused a right they have.
 */
export const WITHDRAWAL_DAYS = 14;

export interface WithdrawableOrder {
  createdAt: Date;
  /** ISO date of the chosen delivery day. */
  deliveryDay: string | null;
  /** ISO week "2026-W49" of the chosen delivery week. */
  deliveryWeek: string | null;
  withdrawnAt: Date | null;
}

const DAY_MS = 86_400_000;

/** Rule: the last day (ISO date) on which the customer may still withdraw. */
export function withdrawalDeadline(order: WithdrawableOrder): string {
  const start = order.deliveryDay ? Date.parse(`${order.deliveryDay}T00:00:00Z`) : order.deliveryWeek ? sundayOfIsoWeek(order.deliveryWeek) : Date.parse(`${order.createdAt.toISOString().slice(0, 10)}T00:00:00Z`);
  return new Date(start + WITHDRAWAL_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** Rule: withdrawal is possible once, until the end of the deadline day. */
export function canWithdraw(order: WithdrawableOrder, now: Date): boolean {
  if (order.withdrawnAt) return false;
  return now.toISOString().slice(0, 10) <= withdrawalDeadline(order);
}

function sundayOfIsoWeek(week: string): number {
  const [yearText, weekText] = week.split("-W");
  const year = Number(yearText);
  // The Monday of ISO week 1 is the Monday on or before 4 January.
  const jan4 = Date.UTC(year, 0, 4);
  const mondayOfWeek1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
  return mondayOfWeek1 + (Number(weekText) - 1) * 7 * DAY_MS + 6 * DAY_MS;
}
