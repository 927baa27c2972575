/**
 * The query of the back office's order list, GET /api/orders/ (issue 20):
 *
 *   q                 order number, name, e-mail, postal code or phone (at most 100 characters)
 *   paymentStatus     decisions §10: open, pending, paid, failed, expired, refunded, partiallyRefunded
 *   fulfilmentStatus  new, processing, readyForPickup, outForDelivery, completed, cancelled, withdrawn, returned
 *   deliveryType      as the cart's: default, extraService, assembly, pickUp
 *   deliveryDay       YYYY-MM-DD        deliveryWeek  2026-W49
 *   paymentMethod     as the checkout's: ideal, banktransfer, …
 *   placedFrom, placedTo  YYYY-MM-DD, days in the shop's time zone, both included
 *   channel           web | phone | shop
 *   work              pickUpToday | deliverTomorrow | awaitingPayment | withdrawals (domain/orders/order-work.ts)
 *   page, pageSize    1-based; 1 to 100, default 25
 *   sort, order       placedAt (default, newest first) | orderRef | grandTotal | deliveryDay | customerName; asc | desc
 *
 * Every value is checked: one that is not one of these answers 422 naming its parameter.
 */
import { z } from "zod";

import { PAYMENT_METHODS } from "@/domain/cart/payment-methods";
import { isExistingIsoWeek, parseIsoDay } from "@/domain/delivery/days";
import { MAX_ORDER_SEARCH_LENGTH } from "@/domain/orders/order-search";
import { FULFILMENT_STATUSES, PAYMENT_STATUSES } from "@/domain/orders/order-status";
import { ORDER_WORK } from "@/domain/orders/order-work";

export const ORDER_DELIVERY_TYPES = ["default", "extraService", "assembly", "pickUp"] as const;
export const ORDER_CHANNELS = ["web", "phone", "shop"] as const;
export const ORDER_SORTS = ["placedAt", "orderRef", "grandTotal", "deliveryDay", "customerName"] as const;
export const ORDER_LIST_PAGE_SIZE = 25;
export const ORDER_LIST_MAX_PAGE_SIZE = 100;
/** Far enough for any real paging; a bound, so that nobody asks PostgreSQL to skip millions of rows. */
const MAX_PAGE = 10_000;

const text = z.string({ error: "moet één waarde zijn" });
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `kies uit ${values.join(", ")}` });
const day = text.refine((value) => parseIsoDay(value) !== null, { error: "moet een bestaande datum zijn, zoals 2026-11-23" });
const wholeNumber = (min: number, max: number) =>
  text
    .regex(/^\d{1,6}$/, { error: `moet een geheel getal van ${min} tot en met ${max} zijn` })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: `is minimaal ${min}` }).max(max, { error: `is hoogstens ${max}` }));

export const ordersQuerySchema = z
  .strictObject(
    {
      q: text.max(MAX_ORDER_SEARCH_LENGTH, { error: `is hoogstens ${MAX_ORDER_SEARCH_LENGTH} tekens lang` }).optional(),
      paymentStatus: oneOf(PAYMENT_STATUSES).optional(),
      fulfilmentStatus: oneOf(FULFILMENT_STATUSES).optional(),
      deliveryType: oneOf(ORDER_DELIVERY_TYPES).optional(),
      deliveryDay: day.optional(),
      deliveryWeek: text.refine(isExistingIsoWeek, { error: "moet een bestaande week zijn, zoals 2026-W49" }).optional(),
      paymentMethod: oneOf(PAYMENT_METHODS).optional(),
      placedFrom: day.optional(),
      placedTo: day.optional(),
      channel: oneOf(ORDER_CHANNELS).optional(),
      work: oneOf(ORDER_WORK).optional(),
      page: wholeNumber(1, MAX_PAGE).default(1),
      pageSize: wholeNumber(1, ORDER_LIST_MAX_PAGE_SIZE).default(ORDER_LIST_PAGE_SIZE),
      sort: oneOf(ORDER_SORTS).default("placedAt"),
      order: oneOf(["asc", "desc"]).optional(),
    },
    { error: (issue) => (issue.code === "unrecognized_keys" ? `onbekende zoekparameter: ${issue.keys.join(", ")}` : undefined) },
  )
  .refine((query) => !query.placedFrom || !query.placedTo || query.placedFrom <= query.placedTo, { error: "placedTo ligt vóór placedFrom", path: ["placedTo"] });

export type OrdersQuery = z.output<typeof ordersQuerySchema>;
