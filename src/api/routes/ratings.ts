/**
 * Product reviews (issue 23; specification §7's /api/ratings and /{ratingId}):
 * a product's approved reviews with their summary and one approved review,
 * shared by every visitor like the catalogue; a review written by anyone
 * (a guest write beyond the spec's default list, rate limited: see
 * docs/ARCHITECTURE.md "Reviews"); and the staff's moderation under
 * /api/ratings/moderation/.
 */
import { z } from "zod";

import { REVIEW_PAGE } from "@/config/paths";
import { moderationItemSchema, moderationListAnswerSchema, ratingAnswerSchema, ratingListAnswerSchema, ratingReceivedAnswerSchema } from "@/schemas/answers/ratings";
import { moderationInputSchema, moderationQuerySchema, RATING_BODY_LIMIT, ratingInputSchema, ratingsQuerySchema } from "@/schemas/ratings";
import { getDatabase } from "@/server/db/client";
import { redirectFormNavigation } from "@/server/http/form-navigation";
import { idParam } from "@/server/http/params";
import { dataResponse, NO_STORE } from "@/server/http/responses";
import { enforceClientRateLimit } from "@/server/rate-limit/rate-limit";
import { RATINGS } from "@/server/rate-limit/rules";
import { listRatings } from "@/server/ratings/list-ratings";
import { loadApprovedRating } from "@/server/ratings/load-rating";
import { listRatingsForModeration, loadRatingForModeration, moderateRating } from "@/server/ratings/moderate-ratings";
import { submitRating } from "@/server/ratings/submit-rating";
import { requireStaff } from "@/server/staff/staff-request";

import { endpoint, type RouteDeclaration } from "../declare";

const ratingParams = z.object({ ratingId: idParam("ratingId") });

/** Where the review form, sent by a browser without JavaScript, lands: the review page, saying how it went. */
function outcomeOf({ status, fields }: { status: number; fields: readonly string[] }): string {
  if (status < 300) return "ontvangen";
  if (status === 409) return "al-beoordeeld";
  if (status === 429) return "te-vaak";
  return fields.length > 0 ? "controleer" : "niet-gelukt";
}

export const ratingRoutes: RouteDeclaration[] = [
  endpoint(
    {
      method: "GET",
      path: "/api/ratings/",
      summary: "A product's approved reviews: productId, page, pageSize (≤ 50), sort (newest, helpful, highest, lowest); with the summary of all its approved reviews (average, count, stars per level).",
      role: "guest",
      answers: [{ status: 200, description: "One page of reviews and the summary.", data: ratingListAnswerSchema }],
      failures: [400],
    },
    { query: ratingsQuerySchema, cache: "public" },
    async ({ query }) => listRatings(await getDatabase(), query),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/ratings/",
      summary:
        "A review written: productId, stars (1–5), title, text, pros and cons (lists, or one per line), authorName, emailAddress (optional, never shown), token (the review mail's link: a verified purchase). Stored for moderation (201); 409 when this order's product was reviewed already. Limited per client address.",
      role: "guest",
      answers: [
        { status: 201, description: "Received; shown once staff approve it.", data: ratingReceivedAnswerSchema },
        { status: 303, description: `A plain HTML form's answer: ${REVIEW_PAGE}, saying how it went.` },
      ],
      failures: [400, 409, 413, 415, 422, 429],
    },
    { authorize: (request) => enforceClientRateLimit(RATINGS, request), body: ratingInputSchema, bodyLimitBytes: RATING_BODY_LIMIT },
    async ({ body }) => dataResponse(await submitRating(await getDatabase(), body, new Date()), { status: 201, headers: { "cache-control": NO_STORE } }),
    (handler) => redirectFormNavigation(handler, (answer) => `${REVIEW_PAGE}?melding=${outcomeOf(answer)}`),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/ratings/moderation/",
      summary: "The reviews for moderation, for staff: status (pending, approved, rejected), productId, verified (true, false), page, pageSize (≤ 100), sort (createdAt, stars, ratingId), order.",
      role: "staff",
      answers: [{ status: 200, description: "One page of reviews and how many match.", data: moderationListAnswerSchema }],
      failures: [401, 403, 422],
    },
    { authorize: requireStaff, query: moderationQuerySchema, queryFailureStatus: 422 },
    async ({ query }) => listRatingsForModeration(await getDatabase(), query),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/ratings/moderation/{ratingId}/",
      summary: "One review in any status, for staff, with its moderation.",
      role: "staff",
      answers: [{ status: 200, description: "The review.", data: moderationItemSchema }],
      failures: [400, 401, 403, 404],
    },
    { authorize: requireStaff, params: ratingParams },
    async ({ params }) => loadRatingForModeration(await getDatabase(), params.ratingId),
  ),
  endpoint(
    {
      method: "PUT",
      path: "/api/ratings/moderation/{ratingId}/",
      summary: "Staff decide: status approved, or rejected with rejectionReason (for staff only). The product's average and count and its pages follow at once.",
      role: "staff",
      answers: [{ status: 200, description: "The review as decided.", data: moderationItemSchema }],
      failures: [400, 401, 403, 404, 413, 415, 422],
    },
    { authorize: requireStaff, params: ratingParams, body: moderationInputSchema, bodyLimitBytes: 4096 },
    async ({ auth: staff, params, body }) => moderateRating(await getDatabase(), params.ratingId, body, staff, new Date()),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/ratings/{ratingId}/",
      summary: "One approved review; a pending or rejected one is not found.",
      role: "guest",
      answers: [{ status: 200, description: "The review.", data: ratingAnswerSchema }],
      failures: [400, 404],
    },
    { params: ratingParams, cache: "public" },
    async ({ params }) => loadApprovedRating(await getDatabase(), params.ratingId),
  ),
];
