import "server-only";

/**
 * Issues an order's invoice (issue 20, point 6): when its payment is in (the
 * "betaling ontvangen" mail carries it: server/orders/send-order-mail.ts), or
 * when staff ask for it (POST /api/orders/{orderRef}/invoice/) for any order
 * that is not cancelled. One invoice per order: issuing again answers the one
 * there is.
 *
 * One transaction: the order row is locked (two issuers of the same order
 * take turns, and the second finds the first one's invoice), the counter row
 * is raised by one (its lock makes issuers of different orders take turns
 * too), and the invoice is written with that number and its frozen facts. A
 * failure anywhere undoes the counter with the invoice, so the series has no
 * gap; a PostgreSQL sequence would have kept the number it handed out. The
 * counter's row lock is held only for the insert that follows it: the PDF is
 * drawn later, from the frozen facts.
 */
import { eq, sql } from "drizzle-orm";

import { companyDetails } from "@/config/company";
import { invoiceFromOrder, type InvoiceSeller, InvoiceTotalsMismatch } from "@/domain/invoices/invoice";
import { formatInvoiceNumber } from "@/domain/invoices/invoice-number";
import type { Database } from "@/server/db/client";
import { type InvoiceRow, invoiceCounters, invoices, orders } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { invoiceOrder } from "./invoice-order";
import { shopDay } from "@/domain/delivery/days";

/** The one series of invoice numbers (invoice-number.ts). */
export const INVOICE_SERIES = "invoices";

export const TOTALS_MISMATCH_MESSAGE = "De regels van deze bestelling tellen niet op tot haar totaal: zet de bestelling eerst recht, dan kan de factuur worden gemaakt.";

export const CANCELLED_ORDER_MESSAGE = "Deze bestelling is geannuleerd: daar hoort geen factuur bij.";

/** The seller as the company's settings name it now; frozen into the invoice. */
export function currentSeller(): InvoiceSeller {
  const company = companyDetails();
  return {
    name: company.legalName,
    street: company.street,
    postalCode: company.postalCode,
    city: company.city,
    kvkNumber: company.kvkNumber,
    vatNumber: company.vatNumber,
    iban: company.ibanDisplay,
    emailAddress: company.emailAddress,
  };
}

/** The order's invoice, issued now unless it has one; `issued` says whether this call made it. 404 for no order, 409 for a cancelled one. */
export async function issueInvoice(db: Database, orderRef: string, now: Date, seller: InvoiceSeller = currentSeller()): Promise<{ invoice: InvoiceRow; issued: boolean }> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderRef, orderRef)).for("update");
    if (!order) throw new ApiError(404, "Deze bestelling bestaat niet.");
    const [existing] = await tx.select().from(invoices).where(eq(invoices.orderRef, orderRef));
    if (existing) return { invoice: existing, issued: false };
    if (order.cancelledAt || order.fulfilmentStatus === "cancelled") throw new ApiError(409, CANCELLED_ORDER_MESSAGE);

    const [counter] = await tx
      .insert(invoiceCounters)
      .values({ series: INVOICE_SERIES, lastNumber: 1 })
      .onConflictDoUpdate({ target: invoiceCounters.series, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
      .returning({ lastNumber: invoiceCounters.lastNumber });
    const issueDate = shopDay(now);
    const invoiceNumber = formatInvoiceNumber(counter!.lastNumber, issueDate);
    let facts;
    try {
      facts = invoiceFromOrder(invoiceOrder(order), { invoiceNumber, issueDate, seller });
    } catch (error) {
      // Undoes the counter with the rest: the number is not used.
      if (error instanceof InvoiceTotalsMismatch) throw new ApiError(409, TOTALS_MISMATCH_MESSAGE);
      throw error;
    }
    const [invoice] = await tx.insert(invoices).values({ invoiceNumber, sequenceNumber: counter!.lastNumber, orderRef, issuedAt: now, facts }).returning();
    return { invoice: invoice!, issued: true };
  });
}
