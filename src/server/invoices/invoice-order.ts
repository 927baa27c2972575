/**
 * An order row as the invoice model reads it (domain/invoices/invoice.ts):
 * its frozen items and totals, the customer's fields, and its moments as
 * calendar days in the shop's time zone. Reads the row's own columns only, so
 * that server/invoices needs nothing from server/orders (which needs the
 * invoice for its mail: no cycle between the folders).
 */
import { paymentMethodInfo, type PaymentMethod } from "@/domain/cart/payment-methods";
import { shopDay } from "@/domain/delivery/days";
import type { InvoiceOrder, InvoiceOrderItem } from "@/domain/invoices/invoice";
import type { OrderRow } from "@/server/db/schema";

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
