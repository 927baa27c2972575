import "server-only";

/**
 * The invoice as the "betaling ontvangen" mail carries it (issue 20, point 6):
 * the payment is in, so the order's invoice is issued now (or the one issued
 * before is taken) and its PDF attached. A cancelled order gets none, and its
 * mail goes without; so does an order whose lines do not add up to its total.
 */
import { INVOICE_COPY } from "@/domain/invoices/invoice-copy";
import type { Database } from "@/server/db/client";
import type { OrderRow } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import type { MailAttachment } from "@/server/mail/mail-transport";

import { renderInvoicePdf } from "./invoice-pdf";
import { issueInvoice } from "./issue-invoice";

export async function invoiceAttachment(db: Database, order: Pick<OrderRow, "orderRef" | "cancelledAt" | "fulfilmentStatus">, now: Date): Promise<{ invoiceNumber: string; attachment: MailAttachment } | null> {
  if (order.cancelledAt || order.fulfilmentStatus === "cancelled") return null;
  let issued;
  try {
    issued = await issueInvoice(db, order.orderRef, now);
  } catch (error) {
    // 409: an order whose facts do not add up (staff issue its invoice once it is put right), or one cancelled meanwhile, gets its mail without an invoice; anything else is retried with the mail.
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    console.error(`[invoice] order ${order.orderRef} was not invoiced:`, error.message);
    return null;
  }
  const { invoice } = issued;
  const content = await renderInvoicePdf(invoice.facts, invoice.issuedAt);
  return { invoiceNumber: invoice.invoiceNumber, attachment: { filename: INVOICE_COPY.fileName(invoice.invoiceNumber), content, contentType: "application/pdf" } };
}
