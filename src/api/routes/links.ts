/**
 * The life of the shop's signed links to an order or a quote (decisions §14):
 * the customer asks for a new link from an expired (or revoked) one, and staff
 * revoke a link, which mails the customer a new one. The new link always goes
 * to the order's or quote's own e-mail address.
 */
import { z } from "zod";

import { LINK_RENEWAL_BODY_LIMIT, linkRenewalAnswerSchema, linkRenewalSchema, linkRevocationAnswerSchema } from "@/schemas/links";
import { getDatabase } from "@/server/db/client";
import { enforceClientRateLimit } from "@/server/rate-limit/rate-limit";
import { LINK_RENEWALS } from "@/server/rate-limit/rules";
import { renewLink, revokeOrderLink, revokeQuoteLink } from "@/server/signed-links/new-links";
import { requireStaff } from "@/server/staff/staff-request";

import { endpoint } from "../declare";

export const linkRoutes = [
  endpoint(
    {
      method: "POST",
      path: "/api/link-renewals/",
      summary:
        "Asks for a new link from one the shop signed that has expired or been revoked: an order's or a quote's ({ kind: order | quote, id, token }), mailed to the order's or quote's own address, an unsubscribe link ({ kind: newsletter | stockAlert, token }), mailed to the address the token names, or a review link ({ kind: review, token }), mailed to its order's address while the order still backs the review. The answer is the same whether or not the token was one of the shop's, so it reveals nothing. Limited per client address.",
      role: "guest",
      answers: [{ status: 202, description: "What happens next, the same for every request.", data: linkRenewalAnswerSchema }],
      failures: [400, 413, 415, 422, 429],
    },
    { authorize: (request) => enforceClientRateLimit(LINK_RENEWALS, request), body: linkRenewalSchema, bodyLimitBytes: LINK_RENEWAL_BODY_LIMIT, status: 202, cache: "no-store" },
    async ({ body }) => renewLink(await getDatabase(), body, new Date()),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/orders/{orderRef}/link-revocation/",
      summary: "Staff revoke the order's signed link: every link mailed before stops working at once, the history notes who did it, and the customer is mailed a new link (living two years).",
      role: "staff",
      answers: [{ status: 200, description: "The link generation now in force and how the mail went.", data: linkRevocationAnswerSchema }],
      failures: [400, 401, 404, 413, 415, 422],
    },
    { authorize: requireStaff, params: z.object({ orderRef: z.string().max(40) }), body: z.strictObject({}), bodyLimitBytes: LINK_RENEWAL_BODY_LIMIT, cache: "no-store" },
    async ({ auth: staff, params }) => revokeOrderLink(await getDatabase(), params.orderRef, staff, new Date()),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/quotes/{quoteId}/link-revocation/",
      summary: "Staff revoke the quote's signed link: every link mailed before stops working at once, the history notes who did it, and the customer is mailed a new link (living two years).",
      role: "staff",
      answers: [{ status: 200, description: "The link generation now in force and how the mail went.", data: linkRevocationAnswerSchema }],
      failures: [400, 401, 404, 413, 415, 422],
    },
    { authorize: requireStaff, params: z.object({ quoteId: z.string().max(20) }), body: z.strictObject({}), bodyLimitBytes: LINK_RENEWAL_BODY_LIMIT, cache: "no-store" },
    async ({ auth: staff, params }) => revokeQuoteLink(await getDatabase(), params.quoteId, staff, new Date()),
  ),
];
