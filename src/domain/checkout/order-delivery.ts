/**
 * How a placed order reaches its customer, in words: one wording for the order
 * page and the confirmation e-mail (src/server/orders/order-summary.ts). Future
 * tense: "Bezorging op …", never "Bezorgd op …" for a delivery still to come.
 */
import { dateTimeFormat } from "../format";

export interface OrderDeliveryFacts {
  deliveryType: string;
  /** ISO date of the chosen delivery day. */
  deliveryDay: string | null;
  /** ISO week "2026-W49" of the chosen delivery week. */
  deliveryWeek: string | null;
  /** ISO date of the first pick-up day, for a pick-up order. */
  pickUpDay: string | null;
  floor: unknown;
  elevator: unknown;
}

/** "dinsdag 24 november 2026" for an ISO date (a calendar day, no time zone). */
export function formatCalendarDay(isoDate: string): string {
  return dateTimeFormat({ timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** "Bezorging op dinsdag 24 november 2026", "Bezorging in week 49" or, for pick-up, "Af te halen vanaf zondag 22 november 2026". */
export function deliveryMoment(order: Omit<OrderDeliveryFacts, "floor" | "elevator">): string {
  if (order.deliveryType === "pickUp") return order.pickUpDay ? `Af te halen vanaf ${formatCalendarDay(order.pickUpDay)}` : "Af te halen zodra je bestelling klaarstaat";
  if (order.deliveryDay) return `Bezorging op ${formatCalendarDay(order.deliveryDay)}`;
  if (order.deliveryWeek) return `Bezorging in week ${Number(order.deliveryWeek.slice(6))}`;
  return "Bezorging";
}

/** The chosen floor with the lift answer ("1e verdieping, met lift"); null for pick-up or when no floor was chosen. */
export function deliveryFloor(order: Pick<OrderDeliveryFacts, "deliveryType" | "floor" | "elevator">): string | null {
  if (order.deliveryType === "pickUp" || typeof order.floor !== "number") return null;
  if (order.floor === 0) return "Begane grond";
  return `${order.floor}e verdieping, ${order.elevator === true ? "met lift" : "zonder lift"}`;
}
