/**
 * The right of withdrawal (decisions §7): a consumer may withdraw from a
 * distance purchase within 14 days of receiving the goods, without giving a
 * reason. The period starts the day after receipt, so the last day is the day
 * of receipt plus 14.
 *
 * Receipt is the chosen delivery day (or the last day of the chosen week: the
 * shop does not yet record the moment of delivery), and for pick-up the first
 * day the order can be collected. Never the day the order was placed: goods
 * picked up the next day would lose a day of the customer's term.
 *
 * Decisions §7 does not say whether the withdrawal function is for consumers
 * only. The statutory right it implements is (EU Directive 2011/83/EU, art. 9;
 * BW 6:230o; Belgian WER VI.47), and the shop's terms say so ("Als consument mag
 * je…"). So a business order (a company name and a VAT number, decisions §1)
 * is not offered it.
 */
export const WITHDRAWAL_DAYS = 14;

export interface WithdrawableOrder {
  /** ISO date of the chosen delivery day. */
  deliveryDay: string | null;
  /** ISO week "2026-W49" of the chosen delivery week. */
  deliveryWeek: string | null;
  /** ISO date of the first day a pick-up order can be collected. */
  pickUpDay: string | null;
  withdrawnAt: Date | null;
  /** A business order (isBusinessCustomer): no statutory right of withdrawal. */
  business: boolean;
}

const DAY_MS = 86_400_000;

/** Rule: whether the order has the statutory right of withdrawal at all (consumers only). */
export function hasWithdrawalRight(order: Pick<WithdrawableOrder, "business">): boolean {
  return !order.business;
}

/** Rule: the day (ISO date) the customer receives the goods: delivery day, end of the delivery week, or first pick-up day; null when unknown. */
export function receiptDay(order: Pick<WithdrawableOrder, "deliveryDay" | "deliveryWeek" | "pickUpDay">): string | null {
  if (order.deliveryDay) return order.deliveryDay;
  if (order.deliveryWeek) return new Date(sundayOfIsoWeek(order.deliveryWeek)).toISOString().slice(0, 10);
  return order.pickUpDay;
}

/**
 * Rule: the last day (ISO date) on which the customer may still withdraw:
 * receipt plus 14 days. Null while the day of receipt is unknown (the term has
 * not started); never counted from the day of the order.
 */
export function withdrawalDeadline(order: Pick<WithdrawableOrder, "deliveryDay" | "deliveryWeek" | "pickUpDay">): string | null {
  const received = receiptDay(order);
  if (!received) return null;
  return new Date(Date.parse(`${received}T00:00:00Z`) + WITHDRAWAL_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** Rule: a consumer may withdraw once, until the end of the deadline day (and before receipt, when the term has not started yet). */
export function canWithdraw(order: WithdrawableOrder, now: Date): boolean {
  if (!hasWithdrawalRight(order) || order.withdrawnAt) return false;
  const deadline = withdrawalDeadline(order);
  return deadline === null || now.toISOString().slice(0, 10) <= deadline;
}

function sundayOfIsoWeek(week: string): number {
  const [yearText, weekText] = week.split("-W");
  const year = Number(yearText);
  // The Monday of ISO week 1 is the Monday on or before 4 January.
  const jan4 = Date.UTC(year, 0, 4);
  const mondayOfWeek1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
  return mondayOfWeek1 + (Number(weekText) - 1) * 7 * DAY_MS + 6 * DAY_MS;
}
