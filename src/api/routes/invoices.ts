/**
 * An order's invoice (issue 20, point 6): the PDF for the customer (the
 * session that placed the order, or the signed link's `?token=`) and for staff
 * (any order); staff issue it on demand. Another session's order, or an order
 * without an invoice yet, answers 404 as the order routes do
 * (load-own-order.ts: order numbers are sequential, so "exists, not yours"
 * must not be told apart).
 */
import { z } from "zod";

import { INVOICE_COPY } from "@/domain/invoices/invoice-copy";
import { invoiceIssuedSchema, invoicePdfSchema } from "@/schemas/answers/invoices";
import { getDatabase } from "@/server/db/client";
import type { InvoiceRow } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { dataResponse, NO_STORE } from "@/server/http/responses";
import { findInvoice } from "@/server/invoices/find-invoice";
import { renderInvoicePdf } from "@/server/invoices/invoice-pdf";
import { issueInvoice } from "@/server/invoices/issue-invoice";
import { loadOwnOrder, ORDER_REF, orderNotFound } from "@/server/orders/load-own-order";
import { readSession } from "@/server/session/session-cookie";
import { requireStaff, staffOf } from "@/server/staff/staff-request";

import { endpoint, type RouteDeclaration } from "../declare";

const INVOICE_PATH = "/api/orders/{orderRef}/invoice/";
const orderParams = z.object({ orderRef: z.string() });
const linkToken = z.string().max(100).optional();

export const NO_INVOICE_YET_MESSAGE = "Voor deze bestelling is nog geen factuur gemaakt. De factuur volgt zodra je betaling binnen is.";

/** A file for the browser to save, never cached: it holds the customer's name and address. */
async function pdfFile(invoice: InvoiceRow): Promise<Response> {
  const pdf = await renderInvoicePdf(invoice.facts, invoice.issuedAt);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${INVOICE_COPY.fileName(invoice.invoiceNumber)}"`,
      "cache-control": NO_STORE,
      "x-content-type-options": "nosniff",
    },
  });
}

export const invoiceRoutes: RouteDeclaration[] = [
  endpoint(
    {
      method: "GET",
      path: INVOICE_PATH,
      summary:
        "The order's invoice as a PDF download (factuur-<number>.pdf), for the session that placed the order, the holder of the signed link (?token=) or staff (any order). 404 while no invoice was issued.",
      role: "guest",
      ownData: true,
      answers: [{ status: 200, description: "The invoice (application/pdf).", content: { type: "application/pdf", schema: invoicePdfSchema } }],
      failures: [400, 401, 404, 410],
    },
    { authorize: (request) => staffOf(request), params: orderParams, query: z.object({ token: linkToken }), cache: "no-store" },
    async ({ request, auth: staff, params, query }) => {
      const db = await getDatabase();
      if (!ORDER_REF.test(params.orderRef)) throw orderNotFound();
      // Staff read any order's invoice; a customer only their own (a stranger hears the 404 of a missing order).
      if (!staff) await loadOwnOrder(db, params.orderRef, { sessionId: readSession(request), token: query.token ?? request.headers.get("x-order-token") }, new Date());
      const invoice = await findInvoice(db, params.orderRef);
      if (!invoice) throw new ApiError(404, NO_INVOICE_YET_MESSAGE);
      return pdfFile(invoice);
    },
  ),
  endpoint(
    {
      method: "POST",
      path: INVOICE_PATH,
      summary: "Staff issue the order's invoice now (any order that is not cancelled): 201 with its number; an invoice issued before answers 200 with the same number.",
      role: "staff",
      answers: [
        { status: 201, description: "Issued now.", data: invoiceIssuedSchema },
        { status: 200, description: "Issued before: the same invoice.", data: invoiceIssuedSchema },
      ],
      failures: [400, 401, 404, 409],
    },
    { authorize: requireStaff, params: orderParams, cache: "no-store" },
    async ({ params }) => {
      if (!ORDER_REF.test(params.orderRef)) throw orderNotFound();
      const { invoice, issued } = await issueInvoice(await getDatabase(), params.orderRef, new Date());
      const data = { orderRef: invoice.orderRef, invoiceNumber: invoice.invoiceNumber, issuedAt: invoice.issuedAt.toISOString() };
      return dataResponse(data, { status: issued ? 201 : 200, headers: { "cache-control": NO_STORE } });
    },
  ),
];
