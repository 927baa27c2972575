/**
 * Newsletter campaigns (issue 23, point 5; specification §6 names
 * /api/newsletters/{newsletterId} and /{newsletterId}/{counterId}). Admins
 * list, write, test and send campaigns and read their counts; the counter
 * below a campaign is for everyone, since mail programs call it: the open
 * pixel and the tracked links (server/newsletters/count-newsletter-event.ts).
 */
import { z } from "zod";

import { newsletterActionAnswerSchema, newsletterAnswerSchema, newsletterListAnswerSchema } from "@/schemas/answers/newsletters";
import { NEWSLETTERS_BODY_LIMIT, newsletterActionSchema, newsletterCounterQuerySchema, newsletterInputSchema, newslettersQuerySchema } from "@/schemas/newsletters";
import { getDatabase } from "@/server/db/client";
import { idParam } from "@/server/http/params";
import { countNewsletterEvent } from "@/server/newsletters/count-newsletter-event";
import { listNewsletters, newsletterAnswer } from "@/server/newsletters/newsletter-answer";
import { createNewsletter, removeNewsletter, updateNewsletter } from "@/server/newsletters/save-newsletter";
import { sendTestNewsletter } from "@/server/newsletters/send-test-newsletter";
import { startNewsletterSend } from "@/server/newsletters/start-newsletter-send";
import { requireAdmin } from "@/server/staff/staff-request";

import { endpoint } from "../declare";

const newsletterParams = z.object({ newsletterId: idParam("newsletterId") });
const counterParams = z.object({ newsletterId: idParam("newsletterId"), counterId: z.string().max(64, "counterId klopt niet") });

export const newsletterCampaignRoutes = [
  endpoint(
    {
      method: "GET",
      path: "/api/newsletters/",
      summary: "The campaigns, newest first, each with its status and counts (admins).",
      role: "admin",
      answers: [{ status: 200, description: "A page of campaigns.", data: newsletterListAnswerSchema }],
      failures: [400, 401, 403],
    },
    { authorize: requireAdmin, query: newslettersQuerySchema, cache: "no-store" },
    async ({ query }) => listNewsletters(await getDatabase(), query),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/newsletters/",
      summary: "An admin writes a new campaign (a draft): subject, preheader, blocks (heading, text, image, button, products by id). A product not in the catalogue is a 422 on its field.",
      role: "admin",
      answers: [{ status: 201, description: "The new draft.", data: newsletterAnswerSchema }],
      failures: [401, 403, 413, 415, 422],
    },
    { authorize: requireAdmin, body: newsletterInputSchema, bodyLimitBytes: NEWSLETTERS_BODY_LIMIT, status: 201, cache: "no-store" },
    async ({ auth, body }) => createNewsletter(await getDatabase(), body, auth.staffMemberId),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/newsletters/{newsletterId}/",
      summary: "A campaign with its counts: recipients, queued, sent, skipped (left the list before their turn), failed, opened, clicked, unsubscribed after it; and the preview of its mail (admins).",
      role: "admin",
      answers: [{ status: 200, description: "The campaign.", data: newsletterAnswerSchema }],
      failures: [400, 401, 403, 404],
    },
    { authorize: requireAdmin, params: newsletterParams, cache: "no-store" },
    async ({ params }) => newsletterAnswer(await getDatabase(), params.newsletterId),
  ),
  endpoint(
    {
      method: "PUT",
      path: "/api/newsletters/{newsletterId}/",
      summary: "An admin changes a draft (the whole campaign, as POST takes it); 409 once it is being sent or sent.",
      role: "admin",
      answers: [{ status: 200, description: "The campaign as it is now.", data: newsletterAnswerSchema }],
      failures: [400, 401, 403, 404, 409, 413, 415, 422],
    },
    { authorize: requireAdmin, params: newsletterParams, body: newsletterInputSchema, bodyLimitBytes: NEWSLETTERS_BODY_LIMIT, cache: "no-store" },
    async ({ params, body }) => updateNewsletter(await getDatabase(), params.newsletterId, body),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/newsletters/{newsletterId}/",
      summary:
        "An admin acts on a campaign: { action: 'sendTest', emailAddress } mails it to one address now (untracked, '[Test]' in the subject); { action: 'send' } sends it to every subscriber confirmed at this moment, through the job queue at a steady rate (202; 409 when it is no draft).",
      role: "admin",
      answers: [
        { status: 200, description: "The test went out.", data: newsletterActionAnswerSchema },
        { status: 202, description: "The send started; recipients says to how many.", data: newsletterActionAnswerSchema },
      ],
      failures: [400, 401, 403, 404, 409, 413, 415, 422, 503],
    },
    { authorize: requireAdmin, params: newsletterParams, body: newsletterActionSchema, bodyLimitBytes: 4096, cache: "no-store" },
    async ({ auth, params, body }) => {
      const db = await getDatabase();
      if (body.action === "sendTest") return sendTestNewsletter(db, params.newsletterId, body.emailAddress);
      const started = await startNewsletterSend(db, params.newsletterId, auth.staffMemberId);
      return Response.json({ data: started }, { status: 202, headers: { "cache-control": "no-store" } });
    },
  ),
  endpoint(
    {
      method: "DELETE",
      path: "/api/newsletters/{newsletterId}/",
      summary: "An admin removes a draft; a campaign being sent or sent stays (409).",
      role: "admin",
      answers: [{ status: 204, description: "Removed." }],
      failures: [400, 401, 403, 404, 409],
    },
    { authorize: requireAdmin, params: newsletterParams },
    async ({ params }) => removeNewsletter(await getDatabase(), params.newsletterId),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/newsletters/{newsletterId}/{counterId}/",
      summary:
        "The counter of one delivery (counterId: its signed id, from the mail). Without link: the open pixel, a 1×1 GIF that records the first open. With link=n: records the click and answers 302 to the campaign's n-th link (only the campaign's own links). Nothing personal in the answer; never cached.",
      role: "guest",
      answers: [
        { status: 200, description: "The pixel.", content: { type: "image/gif", schema: z.string() } },
        { status: 302, description: "To the campaign's link." },
      ],
      failures: [400, 404],
    },
    { params: counterParams, query: newsletterCounterQuerySchema },
    async ({ params, query }) => countNewsletterEvent(await getDatabase(), params.newsletterId, params.counterId, query.link),
  ),
];
