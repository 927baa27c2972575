/**
 * When a placed order reaches its customer, read from the order row: the first
 * pick-up day (recorded at placing), and what the right of withdrawal needs.
 * One place, so that the order page, the API answer, the withdrawal and the
 * confirmation e-mail count from the same day.
 */
import { SHOP_HOURS } from "@/config/site";
import { isBusinessCustomer } from "@/domain/business-customer";
import type { WithdrawableOrder } from "@/domain/checkout/withdrawal";
import { firstPickUpDay } from "@/domain/delivery/delivery-calendar";
import { publicHolidays } from "@/domain/delivery/holidays";
import type { OrderRow } from "@/server/db/schema";

/**
 * The first day a pick-up order can be collected, as placing it recorded
 * (`fields.pickUpDay`). An order placed before that was recorded gets it worked
 * out again from the moment it was placed, with the shop's hours and public
 * holidays and its items in stock: the earliest it could have been collected.
 */
export function orderPickUpDay(order: Pick<OrderRow, "deliveryType" | "fields" | "createdAt">): string | null {
  if (order.deliveryType !== "pickUp") return null;
  const recorded = (order.fields as Record<string, unknown>).pickUpDay;
  if (typeof recorded === "string") return recorded;
  const year = order.createdAt.getUTCFullYear();
  const specialDates = [...publicHolidays(year), ...publicHolidays(year + 1)];
  return firstPickUpDay({ now: order.createdAt, lines: [], specialDates, schedule: SHOP_HOURS }).date;
}

/** The order as the right of withdrawal sees it: when it is received, and whether it is a business order. */
export function withdrawableOrder(order: OrderRow): WithdrawableOrder {
  return {
    deliveryDay: order.deliveryDay,
    deliveryWeek: order.deliveryWeek,
    pickUpDay: orderPickUpDay(order),
    withdrawnAt: order.withdrawnAt,
    business: isBusinessCustomer(order.fields as Record<string, unknown>),
  };
}
