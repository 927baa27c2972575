import "server-only";

/** Reading an issued invoice back, by its order. */
import { eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { type InvoiceRow, invoices } from "@/server/db/schema";

export async function findInvoice(db: Pick<Database, "select">, orderRef: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderRef, orderRef)).limit(1);
  return row ?? null;
}

/** What an order's answer says of its invoice (the back office and the order page): its number and moment, or null while none was issued. */
export async function invoiceSummary(db: Pick<Database, "select">, orderRef: string): Promise<{ invoiceNumber: string; issuedAt: string } | null> {
  const [row] = await db.select({ invoiceNumber: invoices.invoiceNumber, issuedAt: invoices.issuedAt }).from(invoices).where(eq(invoices.orderRef, orderRef)).limit(1);
  return row ? { invoiceNumber: row.invoiceNumber, issuedAt: row.issuedAt.toISOString() } : null;
}
