/**
 * An order row as the invoice model reads it (domain/invoices/invoice.ts):
 * its frozen items and totals, the customer's fields, and its moments as
 * calendar days in the shop's time zone. Reads the row's own columns only, so
 * that server/invoices needs nothing from server/orders (which needs the
 * invoice for its mail: no cycle between the folders).
 */
import { paymentMethodInfo, type PaymentMethod } from "@/domain/cart/payment-methods";
import { isoDay, localDayAndMinute } from "@/domain/delivery/days";
import type { InvoiceOrder, InvoiceOrderItem } from "@/domain/invoices/invoice";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import type { OrderRow } from "@/server/db/schema";

/** The calendar day of a moment in the Netherlands: an invoice made at 00:30 on 1 January is dated 1 January. */
export function shopDay(moment: Date): string {
  return isoDay(localDayAndMinute(moment, SHOP_TIME_ZONE).today);
}

export function invoiceOrder(order: OrderRow): InvoiceOrder {
  const fields = order.fields as Record<string, unknown>;
  const pickUpDay = fields.pickUpDay;
  return {
    orderRef: order.orderRef,
    orderDate: shopDay(order.createdAt),
    paidOn: order.paidAt ? shopDay(order.paidAt) : null,
    // The items as placing froze them (server/orders/order-lines.ts); the invoice reads the fields it names.
    items: (order.items as InvoiceOrderItem[]).map(({ name, brandName, qty, listPriceCents, options }) => ({ name, brandName, qty, listPriceCents, options })),
    totals: order.totals,
    grandTotalCents: order.grandTotalCents,
    fields,
    deliveryType: order.deliveryType,
    deliveryDay: order.deliveryDay,
    deliveryWeek: order.deliveryWeek,
    pickUpDay: typeof pickUpDay === "string" ? pickUpDay : null,
    paymentMethodLabel: paymentMethodInfo(order.paymentMethod as PaymentMethod).label,
  };
}
