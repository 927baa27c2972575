import "server-only";

/**
 * The write that makes a cart an order, as ONE statement, so that it is atomic
 * without a transaction around it and costs one round trip instead of five:
 *
 *   1. lock the cart, only against the version the customer read;
 *   2. take the units from stock where there are enough (`stock >= qty`; the
 *      row lock makes concurrent orders take turns, and a turn that finds too
 *      little takes nothing), and only when step 1 found the cart;
 *   3. insert the order, from the locked cart, with the units step 2 took
 *      (`stock_taken`: what a cancellation gives back);
 *   4. put its first mail in the outbox (order_mails), when placing brings one
 *      (domain/orders/order-state.ts: "bestelling ontvangen" for a payment
 *      made later, nothing while an online payment is under way);
 *   5. for a quote cart (issue 22): step 1 only while the quote can still be
 *      ordered (sent, valid today), and the quote becomes accepted with the
 *      order's number, with its history row, in this same statement.
 *
 * When a product is short, the order's `cart_id` becomes NULL, which its NOT
 * NULL refuses: the statement fails, and PostgreSQL undoes steps 1 and 2 with it.
 * A product out of stock with an expected stock date is sold ahead of that stock
 * (the customer was shown the later delivery day). A process that dies during
 * the statement leaves nothing: a statement never half happens.
 */
import { sql } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { postgresErrorCode } from "@/server/db/postgres-error";
import { queryRows } from "@/server/db/rows";
import type { OrderRow } from "@/server/db/schema";
import { mailAtPlacement } from "@/domain/orders/order-state";

/**
 * What placing decides; the statuses' later life, and the stock taken (this statement's own finding), are not the caller's (nor the code and window staff give it later).
 * A web order's channel is the column's default; the search text, the customer's name and the pick-up day are PostgreSQL's own (generated).
 */
export type NewOrder = Omit<
  OrderRow,
  "orderRef" | "paidAt" | "withdrawnAt" | "cancelledAt" | "fulfilmentStatus" | "stockTaken" | "stockReleasedAt" | "pickUpCode" | "deliveryWindow" | "searchText" | "customerName" | "pickUpDay" | "linkGeneration"
>;

export interface CommitOrderRequest {
  order: NewOrder;
  /** The cart's new fields and items, as the order froze them. */
  cartFields: Record<string, unknown>;
  cartItems: Record<string, unknown>;
  /** The version the customer read. */
  version: number;
  /** Units per product. */
  wanted: ReadonlyMap<number, number>;
  /** A quote cart's quote, accepted by this order; `today` the shop's day (its last valid day counts). */
  quote?: { quoteId: string; today: string } | null;
}

export type CommitOutcome = { kind: "placed"; orderRef: string } | { kind: "cartMovedOn" } | { kind: "short" };

export async function commitOrder(db: Database, request: CommitOrderRequest): Promise<CommitOutcome> {
  const { order, wanted } = request;
  const quoteId = request.quote?.quoteId ?? null;
  const quoteToday = request.quote?.today ?? null;
  const now = order.createdAt.toISOString();
  const firstMail = mailAtPlacement(order.paymentMethod);
  const wantedRows = sql.join(
    [...wanted].map(([productId, qty]) => sql`(${productId}::int, ${qty}::int)`),
    sql`, `,
  );
  try {
    const rows = await queryRows<{ order_ref: string }>(
      db,
      sql`
        with locked as (
          update carts
             set fields = ${JSON.stringify(request.cartFields)}::jsonb, items = ${JSON.stringify(request.cartItems)}::jsonb,
                 locked = true, version = version + 1, updated_at = ${now}::timestamptz
           where cart_id = ${order.cartId} and session_id = ${order.sessionId} and version = ${request.version}
             and not locked and expires_at > ${now}::timestamptz
             and (${quoteId}::text is null or exists (select 1 from quotes q where q.quote_id = ${quoteId}::text and q.status = 'sent' and q.valid_until >= ${quoteToday}::date))
          returning cart_id
        ),
        wanted (product_id, qty) as (values ${wantedRows}),
        taken as (
          update products p set stock = p.stock - w.qty
            from wanted w
           where p.product_id = w.product_id and p.stock >= w.qty and exists (select 1 from locked)
          returning p.product_id, w.qty
        ),
        sold_ahead as (
          select p.product_id from products p join wanted w on w.product_id = p.product_id
           where p.stock = 0 and p.stock_estimated_date is not null
        ),
        placed as (
          insert into orders (order_ref, cart_id, session_id, idempotency_key, payment_status, payment_method, delivery_type,
                            delivery_day, delivery_week, email_address, fields, items, totals, grand_total_cents, created_at, stock_taken,
                            channel, entered_by, staff_note)
        select nextval('order_ref_seq')::text,
               case when (select count(*) from wanted w
                           where w.product_id in (select product_id from taken) or w.product_id in (select product_id from sold_ahead)) = ${wanted.size}
                    then locked.cart_id end,
               ${order.sessionId}, ${order.idempotencyKey}, ${order.paymentStatus}, ${order.paymentMethod}, ${order.deliveryType},
               ${order.deliveryDay}::date, ${order.deliveryWeek}, ${order.emailAddress}, ${JSON.stringify(order.fields)}::jsonb,
               ${JSON.stringify(order.items)}::jsonb, ${JSON.stringify(order.totals)}::jsonb, ${order.grandTotalCents}, ${now}::timestamptz,
               (select coalesce(jsonb_object_agg(product_id::text, qty), '{}'::jsonb) from taken),
               ${order.channel}, ${order.enteredBy}::int, ${order.staffNote}
          from locked
        returning order_ref
        ),
        first_mail as (
          insert into order_mails (order_ref, kind, due_at)
          select order_ref, ${firstMail}::text, ${now}::timestamptz from placed where ${firstMail}::text is not null
        ),
        quote_accepted as (
          update quotes set status = 'accepted', order_ref = (select order_ref from placed), version = version + 1, updated_at = ${now}::timestamptz
           where quote_id = ${quoteId}::text and status = 'sent' and exists (select 1 from placed)
          returning quote_id, order_ref
        ),
        quote_history as (
          insert into quote_status_changes (quote_id, at, from_status, to_status, actor, note)
          select quote_id, ${now}::timestamptz, 'sent', 'accepted', 'customer', 'Besteld: bestelling ' || order_ref from quote_accepted
        )
        select order_ref from placed
      `,
    );
    return rows[0] ? { kind: "placed", orderRef: rows[0].order_ref } : { kind: "cartMovedOn" };
  } catch (error) {
    if (postgresErrorCode(error) === "23502") return { kind: "short" };
    throw error;
  }
}

// Kept importable from here for the order code that always took it from this file.
export { postgresErrorCode };
