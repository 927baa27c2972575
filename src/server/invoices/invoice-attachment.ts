import "server-only";

/**
 * The invoice as the "betaling ontvangen" mail carries it (issue 20, point 6):
 * the payment is in, so the order's invoice is issued now (or the one issued
 * before is taken) and its PDF attached. A cancelled order gets none, and its
 * mail goes without.
 */
import { INVOICE_COPY } from "@/domain/invoices/invoice-copy";
import type { Database } from "@/server/db/client";
import type { OrderRow } from "@/server/db/schema";
import type { MailAttachment } from "@/server/mail/mail-transport";

import { renderInvoicePdf } from "./invoice-pdf";
import { issueInvoice } from "./issue-invoice";

export async function invoiceAttachment(db: Database, order: Pick<OrderRow, "orderRef" | "cancelledAt" | "fulfilmentStatus">, now: Date): Promise<{ invoiceNumber: string; attachment: MailAttachment } | null> {
  if (order.cancelledAt || order.fulfilmentStatus === "cancelled") return null;
  const { invoice } = await issueInvoice(db, order.orderRef, now);
  const content = await renderInvoicePdf(invoice.facts, invoice.issuedAt);
  return { invoiceNumber: invoice.invoiceNumber, attachment: { filename: INVOICE_COPY.fileName(invoice.invoiceNumber), content, contentType: "application/pdf" } };
}
