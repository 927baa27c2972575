/**
 * Quotes, the staff's side (issue 22, point 2; decisions §11): the list, one
 * quote with everything (`…/offer/`), saving the offer (versioned), sending it
 * (mail with the signed link and the PDF), changing its status, adding one
 * line from the shop's pages, and the PDF, which the customer downloads too
 * (their own session, or the mail's `?token=`). The request routes
 * (POST /api/quotes/, GET /api/quotes/{quoteId}/) live in quotes.ts.
 */
import { z } from "zod";

import { quoteListAnswerSchema, quoteOfferAnswerSchema, quoteSentAnswerSchema } from "@/schemas/answers/quote-offers";
import {
  QUOTE_OFFER_BODY_LIMIT,
  quoteItemInputSchema,
  quoteOfferInputSchema,
  quoteSendInputSchema,
  quotesQuerySchema,
  quoteStatusInputSchema,
} from "@/schemas/quote-offers";
import { getDatabase } from "@/server/db/client";
import { addQuoteItem } from "@/server/quote-offers/add-quote-item";
import { changeQuoteStatus } from "@/server/quote-offers/change-quote-status";
import { listQuotes } from "@/server/quote-offers/list-quotes";
import { loadQuoteOffer } from "@/server/quote-offers/load-quote-offer";
import { quotePdfResponse } from "@/server/quote-offers/quote-pdf-download";
import { saveQuoteOffer } from "@/server/quote-offers/save-quote-offer";
import { sendQuote } from "@/server/quote-offers/send-quote";
import { readSession } from "@/server/session/session-cookie";
import { requireStaff, staffOf } from "@/server/staff/staff-request";

import { endpoint, type RouteDeclaration } from "../declare";

const quoteParams = z.object({ quoteId: z.string().max(40) });
const linkToken = z.string().max(100).optional();
/** The PDF document's bytes. */
const quotePdfSchema = z.string().meta({ format: "binary" });

export const quoteOfferRoutes: RouteDeclaration[] = [
  endpoint(
    {
      method: "GET",
      path: "/api/quotes/",
      summary:
        "The back office's quote list, for staff: q (quote number, name, e-mail, postal code), status (one or more, comma-separated: requested, draft, sent, accepted, expired, declined), assignedTo (me, nobody or a member's number), page, pageSize (≤ 100), sort (createdAt, quoteId, updatedAt, validUntil, customerName), order. Sent quotes past their validity are expired first.",
      role: "staff",
      answers: [{ status: 200, description: "One page of quotes and how many match.", data: quoteListAnswerSchema }],
      failures: [401, 403, 422],
    },
    { authorize: requireStaff, query: quotesQuerySchema, queryFailureStatus: 422 },
    async ({ auth: staff, query }) => listQuotes(await getDatabase(), query, staff.staffMemberId, new Date()),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/quotes/{quoteId}/offer/",
      summary: "One quote as staff handle it: the request, uploads, lines with their product's facts and item-discount maximum, the sums, the history with staff names and the actions its status allows.",
      role: "staff",
      answers: [{ status: 200, description: "The quote.", data: quoteOfferAnswerSchema }],
      failures: [400, 401, 403, 404],
    },
    { authorize: requireStaff, params: quoteParams },
    async ({ params }) => loadQuoteOffer(await getDatabase(), params.quoteId, new Date()),
  ),
  endpoint(
    {
      method: "PUT",
      path: "/api/quotes/{quoteId}/offer/",
      summary:
        "Saves the offer: items (productId, combinationId, qty 1–10, options, itemDiscounts.makeAmends in euros per unit, at most the product's maximum), discountTotal (euros), validUntil, customerNote, assignedTo, and the version read (409 when stale). A request becomes a draft; a sent quote goes back to draft; an accepted or declined one cannot change (409). 422 names each line.",
      role: "staff",
      answers: [{ status: 200, description: "The saved quote.", data: quoteOfferAnswerSchema }],
      failures: [400, 401, 403, 404, 409, 413, 415, 422],
    },
    { authorize: requireStaff, params: quoteParams, body: quoteOfferInputSchema, bodyLimitBytes: QUOTE_OFFER_BODY_LIMIT },
    async ({ auth: staff, params, body }) => saveQuoteOffer(await getDatabase(), params.quoteId, body, staff, new Date()),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/quotes/{quoteId}/send/",
      summary:
        "Sends the quote to the customer: status sent, sentAt, validUntil (given, or the send day + 30 in Europe/Amsterdam), a mail with the signed link and the PDF. The version read guards it (409 when stale). A mail that fails leaves the quote sent and says so in `mail`.",
      role: "staff",
      answers: [{ status: 200, description: "The sent quote and how the mail went.", data: quoteSentAnswerSchema }],
      failures: [400, 401, 403, 404, 409, 413, 415, 422],
    },
    { authorize: requireStaff, params: quoteParams, body: quoteSendInputSchema, bodyLimitBytes: 4096 },
    async ({ auth: staff, params, body }) => sendQuote(await getDatabase(), params.quoteId, body, staff, new Date()),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/quotes/{quoteId}/status/",
      summary: "Changes the quote's status by decisions §11 ({ status, note, version? }): decline a request or quote, mark a sent one expired, take one back to draft. 409 when the rules do not allow it.",
      role: "staff",
      answers: [{ status: 200, description: "The quote.", data: quoteOfferAnswerSchema }],
      failures: [400, 401, 403, 404, 409, 413, 415, 422],
    },
    { authorize: requireStaff, params: quoteParams, body: quoteStatusInputSchema, bodyLimitBytes: 8192 },
    async ({ auth: staff, params, body }) => changeQuoteStatus(await getDatabase(), params.quoteId, body, staff, new Date()),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/quotes/{quoteId}/items/",
      summary: "Adds one product or combination line to a quote being built (the shop page's \"Aan offerte toevoegen\"): productId, combinationId, qty, options, itemDiscounts. A line already there gets the quantity added.",
      role: "staff",
      answers: [{ status: 201, description: "The quote with the line.", data: quoteOfferAnswerSchema }],
      failures: [400, 401, 403, 404, 409, 413, 415, 422],
    },
    { authorize: requireStaff, params: quoteParams, body: quoteItemInputSchema, bodyLimitBytes: 4096, status: 201 },
    async ({ auth: staff, params, body }) => addQuoteItem(await getDatabase(), params.quoteId, body, staff, new Date()),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/quotes/{quoteId}/pdf/",
      summary: "The quote as a PDF (offerte-<number>.pdf): for staff (any quote), the session that asked for it, or the holder of the mail's signed link (?token=); anyone else gets the 404 of an unknown quote. The customer gets it once it is sent. Cache-Control: private, no-store.",
      role: "guest",
      ownData: true,
      answers: [{ status: 200, description: "The quote (application/pdf).", content: { type: "application/pdf", schema: quotePdfSchema } }],
      failures: [400, 401, 404, 410],
    },
    { authorize: (request) => staffOf(request), params: quoteParams, query: z.object({ token: linkToken }), cache: "no-store" },
    async ({ request, auth: staff, params, query }) =>
      quotePdfResponse(await getDatabase(), params.quoteId, { staff: staff !== null, sessionId: readSession(request), token: query.token ?? null }, new Date()),
  ),
];
