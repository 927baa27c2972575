import "server-only";

/**
 * The orders of a period as a spreadsheet (specification §7: shop/export), for
 * the bookkeeping and the warehouse: one row per order with the customer, the
 * delivery, the payment and the amounts as they were frozen when it was placed.
 * Days are the shop's (Europe/Amsterdam), both ends included.
 */
import { and, asc, sql } from "drizzle-orm";

import { csvDocument, csvEuros } from "@/domain/export/csv";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import type { Database } from "@/server/db/client";
import { orders } from "@/server/db/schema";
import { orderVat } from "@/server/orders/order-vat";

import { localDateTime } from "./local-date-time";

const HEADER = [
  "Ordernummer",
  "Besteld op",
  "Betaalstatus",
  "Betaalmethode",
  "Bezorging",
  "Bezorgdag",
  "Bezorgweek",
  "Voornaam",
  "Achternaam",
  "Bedrijf",
  "Btw-nummer",
  "E-mailadres",
  "Telefoon",
  "Postcode",
  "Plaats",
  "Land",
  "Totaal betaald (EUR)",
  "Btw (EUR)",
  "Btw-behandeling",
  "Herroepen op",
] as const;

const text = (fields: Record<string, unknown>, key: string): string | null => (typeof fields[key] === "string" && fields[key] !== "" ? (fields[key] as string) : null);

export async function exportOrders(db: Database, from: string, to: string): Promise<string> {
  const day = sql`(${orders.createdAt} at time zone ${SHOP_TIME_ZONE})::date`;
  const rows = await db
    .select()
    .from(orders)
    .where(and(sql`${day} >= ${from}::date`, sql`${day} <= ${to}::date`))
    .orderBy(asc(orders.createdAt), asc(orders.orderRef));
  return csvDocument(
    HEADER,
    rows.map((order) => {
      const fields = order.fields;
      const vat = orderVat(order);
      const postal = text(fields, "shippingPostalCode") ?? text(fields, "invoicePostalCode");
      const city = text(fields, "shippingCity") ?? text(fields, "invoiceCity");
      const country = text(fields, "shippingCountry") ?? text(fields, "invoiceCountry");
      return [
        order.orderRef,
        localDateTime(order.createdAt),
        order.paymentStatus,
        order.paymentMethod,
        order.deliveryType,
        order.deliveryDay ?? text(fields, "pickUpDay"),
        order.deliveryWeek,
        text(fields, "firstName"),
        text(fields, "lastName"),
        text(fields, "companyName"),
        text(fields, "vatNumber"),
        order.emailAddress,
        text(fields, "phoneNumber"),
        postal,
        city,
        country,
        csvEuros(order.grandTotalCents),
        csvEuros(vat.vatTotal),
        vat.vatTreatment === "reverseCharge" ? "btw verlegd" : "21% btw",
        order.withdrawnAt ? localDateTime(order.withdrawnAt) : null,
      ];
    }),
  );
}
