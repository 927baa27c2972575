import "server-only";

/**
 * The back office's order list, GET /api/orders/ (issue 20): search, filters,
 * the day's work, sort and paging, in two statements: the page, and the count
 * of everything that matches.
 *
 * Fast on 100,000 orders (docs/PERFORMANCE.md, "order list"): the search looks
 * in `search_text`, a column PostgreSQL keeps from the order (schema.ts), with a
 * trigram index, so `like '%word%'` for each word is an index lookup; the
 * statuses, days and sort keys have b-tree indexes; the default sort (newest
 * first) walks `orders_created_at_idx` backwards and stops at the page. The
 * total is an exact `count(*)`: measured, it costs a few milliseconds even for a
 * filter that keeps tens of thousands of orders, so no estimate is needed.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, ne, notInArray, or, type SQL, sql } from "drizzle-orm";

import { localDayAndMinute } from "@/domain/delivery/days";
import { centsToEuros } from "@/domain/money";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import { orderSearchWords } from "@/domain/orders/order-search";
import {
  AWAITING_PAYMENT_STATUSES,
  DELIVERY_WORK_STATUSES,
  ENDED_FULFILMENT_STATUSES,
  ORDER_WORK,
  type OrderWork,
  PICK_UP_WORK_STATUSES,
  WITHDRAWAL_WORK_STATUS,
  type WorkDays,
  workDaysFrom,
} from "@/domain/orders/order-work";
import type { OrderListItem } from "@/schemas/answers/orders";
import type { OrdersQuery } from "@/schemas/orders-query";
import type { Database } from "@/server/db/client";
import { orders } from "@/server/db/schema";

/** The day's work lists as conditions (the rules of domain/orders/order-work.ts, `isOrderWork`, in SQL). */
export function workCondition(work: OrderWork, days: WorkDays): SQL {
  switch (work) {
    case "pickUpToday":
      return and(
        eq(orders.deliveryType, "pickUp"),
        inArray(orders.fulfilmentStatus, [...PICK_UP_WORK_STATUSES]),
        or(isNull(orders.pickUpDay), lte(orders.pickUpDay, days.today)),
      )!;
    case "deliverTomorrow":
      return and(
        ne(orders.deliveryType, "pickUp"),
        inArray(orders.fulfilmentStatus, [...DELIVERY_WORK_STATUSES]),
        or(eq(orders.deliveryDay, days.tomorrow), and(isNull(orders.deliveryDay), eq(orders.deliveryWeek, days.tomorrowsWeek))),
      )!;
    case "awaitingPayment":
      return and(inArray(orders.paymentStatus, [...AWAITING_PAYMENT_STATUSES]), notInArray(orders.fulfilmentStatus, [...ENDED_FULFILMENT_STATUSES]))!;
    case "withdrawals":
      return eq(orders.fulfilmentStatus, WITHDRAWAL_WORK_STATUS);
  }
}

/** `like` takes % and _ as wildcards: a typed one is meant literally. */
const likeLiteral = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A calendar day in the shop's time zone as the moment it starts; a constant for the planner, so the index on created_at serves. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;
const dayAfterStart = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`;

export function orderListConditions(query: Omit<OrdersQuery, "page" | "pageSize" | "sort" | "order">, now: Date): SQL[] {
  const conditions: SQL[] = [];
  for (const word of orderSearchWords(query.q ?? "")) conditions.push(sql`${orders.searchText} like ${`%${likeLiteral(word)}%`}`);
  if (query.paymentStatus) conditions.push(eq(orders.paymentStatus, query.paymentStatus));
  if (query.fulfilmentStatus) conditions.push(eq(orders.fulfilmentStatus, query.fulfilmentStatus));
  if (query.deliveryType) conditions.push(eq(orders.deliveryType, query.deliveryType));
  if (query.deliveryDay) conditions.push(eq(orders.deliveryDay, query.deliveryDay));
  if (query.deliveryWeek) conditions.push(eq(orders.deliveryWeek, query.deliveryWeek));
  if (query.paymentMethod) conditions.push(eq(orders.paymentMethod, query.paymentMethod));
  if (query.placedFrom) conditions.push(gte(orders.createdAt, dayStart(query.placedFrom)));
  if (query.placedTo) conditions.push(lt(orders.createdAt, dayAfterStart(query.placedTo)));
  if (query.channel) conditions.push(eq(orders.channel, query.channel));
  if (query.work) conditions.push(workCondition(query.work, shopWorkDays(now)));
  return conditions;
}

/** Today, tomorrow and tomorrow's week in the shop's calendar (Europe/Amsterdam). */
export function shopWorkDays(now: Date): WorkDays {
  return workDaysFrom(localDayAndMinute(now, SHOP_TIME_ZONE).today);
}

const SORT_COLUMNS = {
  placedAt: orders.createdAt,
  orderRef: orders.orderRef,
  grandTotal: orders.grandTotalCents,
  deliveryDay: orders.deliveryDay,
  customerName: orders.customerName,
} as const;

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

export async function listOrders(db: Database, query: OrdersQuery, now: Date): Promise<{ items: OrderListItem[]; total: number }> {
  const where = and(...orderListConditions(query, now));
  // Newest first unless asked; the order number breaks ties, so that paging never skips or repeats an order.
  const direction = query.order ?? (query.sort === "placedAt" || query.sort === "grandTotal" ? "desc" : "asc");
  const by = direction === "asc" ? asc : desc;
  const [rows, counted] = await Promise.all([
    db
      .select({
        orderRef: orders.orderRef,
        createdAt: orders.createdAt,
        customerName: orders.customerName,
        emailAddress: orders.emailAddress,
        // Only the fields the list shows, not the whole jsonb document.
        companyName: sql<unknown>`${orders.fields}->'companyName'`,
        phoneNumber: sql<unknown>`${orders.fields}->'phoneNumber'`,
        postalCode: sql<unknown>`${orders.fields}->'shippingPostalCode'`,
        city: sql<unknown>`${orders.fields}->'shippingCity'`,
        country: sql<unknown>`${orders.fields}->'shippingCountry'`,
        grandTotalCents: orders.grandTotalCents,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        fulfilmentStatus: orders.fulfilmentStatus,
        deliveryType: orders.deliveryType,
        deliveryDay: orders.deliveryDay,
        deliveryWeek: orders.deliveryWeek,
        channel: orders.channel,
      })
      .from(orders)
      .where(where)
      .orderBy(query.sort === "deliveryDay" ? sql`${orders.deliveryDay} ${sql.raw(direction)} nulls last` : by(SORT_COLUMNS[query.sort]), by(orders.orderRef))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      orderRef: row.orderRef,
      placedAt: row.createdAt.toISOString(),
      customerName: row.customerName,
      companyName: text(row.companyName),
      emailAddress: row.emailAddress,
      phoneNumber: text(row.phoneNumber),
      postalCode: text(row.postalCode) ?? "",
      city: text(row.city) ?? "",
      country: text(row.country) ?? "",
      grandTotal: centsToEuros(row.grandTotalCents),
      paymentMethod: row.paymentMethod,
      paymentStatus: row.paymentStatus,
      fulfilmentStatus: row.fulfilmentStatus,
      deliveryType: row.deliveryType,
      deliveryDay: row.deliveryDay,
      deliveryWeek: row.deliveryWeek,
      channel: row.channel,
    })),
    total: counted[0]?.total ?? 0,
  };
}

/** GET /api/orders/work/: the four counts of the day's work, in one statement. */
export async function countOrderWork(db: Database, now: Date): Promise<Record<OrderWork, number>> {
  const days = shopWorkDays(now);
  const [row] = await db
    .select(Object.fromEntries(ORDER_WORK.map((work) => [work, sql<number>`(count(*) filter (where ${workCondition(work, days)}))::int`.mapWith(Number)])) as Record<OrderWork, SQL<number>>)
    .from(orders)
    .where(or(...ORDER_WORK.map((work) => workCondition(work, days))));
  return Object.fromEntries(ORDER_WORK.map((work) => [work, row?.[work] ?? 0])) as Record<OrderWork, number>;
}
