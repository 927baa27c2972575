/**
 * Kitchens and the showroom (issue 22, specification §7's /api/kitchens/{kitchenId}
 * and /api/showroom-kitchens/{showroomKitchenId}): the kitchens on sale and one
 * kitchen with its appliances, what stands in the showroom, shared by every
 * visitor like the catalogue; and a guest's request to visit the showroom
 * (rate limited, a confirmation mail).
 */
import { z } from "zod";

import { SHOWROOM_PAGE } from "@/config/paths";
import { parseKitchenFilters } from "@/domain/kitchens/kitchen";
import { visitOutcomeOf } from "@/domain/kitchens/showroom-visit";
import { kitchenDetailAnswerSchema, kitchenListAnswerSchema, showroomKitchenAnswerSchema, showroomKitchenListAnswerSchema, showroomVisitAnswerSchema } from "@/schemas/answers/kitchen";
import { SHOWROOM_VISIT_BODY_LIMIT, showroomVisitSchema } from "@/schemas/kitchen-showroom-visit";
import { getDatabase } from "@/server/db/client";
import { orNotFound } from "@/server/http/api-error";
import { idParam } from "@/server/http/params";
import { redirectFormNavigation } from "@/server/http/form-navigation";
import { dataResponse, NO_STORE } from "@/server/http/responses";
import { kitchenDetailAnswer, kitchenSummaryAnswer, showroomKitchenAnswer } from "@/server/kitchens/kitchen-answer";
import { listKitchens } from "@/server/kitchens/list-kitchens";
import { listShowroomKitchens } from "@/server/kitchens/list-showroom-kitchens";
import { loadKitchenById } from "@/server/kitchens/load-kitchen";
import { loadShowroomKitchen } from "@/server/kitchens/load-showroom-kitchen";
import { requestShowroomVisit } from "@/server/kitchens/request-showroom-visit";
import { enforceClientRateLimit } from "@/server/rate-limit/rate-limit";
import { SHOWROOM_VISIT_REQUESTS } from "@/server/rate-limit/rules";

import { endpoint } from "../declare";

const kitchenQuery = z.object({
  stijl: z.string().max(40, "stijl is te lang").optional(),
  opstelling: z.string().max(40, "opstelling is te lang").optional(),
});

export const kitchenRoutes = [
  endpoint(
    {
      method: "GET",
      path: "/api/kitchens/",
      summary: "The kitchens on sale, cheapest first; `stijl` and `opstelling` filter as the overview's links do (an unknown value filters nothing).",
      role: "guest",
      answers: [{ status: 200, description: "The kitchens.", data: kitchenListAnswerSchema }],
      failures: [400],
    },
    { query: kitchenQuery, cache: "public" },
    async ({ query }) => {
      const items = await listKitchens(await getDatabase(), parseKitchenFilters(query));
      return { items: items.map(kitchenSummaryAnswer), total: items.length };
    },
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/kitchens/{kitchenId}/",
      summary: "One kitchen: facts, measures, images, the catalogue's appliances it comes with (today's prices), its place in the showroom and the quote request page for it.",
      role: "guest",
      answers: [{ status: 200, description: "The kitchen.", data: kitchenDetailAnswerSchema }],
      failures: [400, 404],
    },
    { params: z.object({ kitchenId: idParam("kitchenId") }), cache: "public" },
    async ({ params }) => kitchenDetailAnswer(orNotFound(await loadKitchenById(await getDatabase(), params.kitchenId, new Date()), "Keuken niet gevonden")),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/showroom-kitchens/",
      summary: "The kitchens that stand in the showroom in Zoeterwoude, newest first, with an ex-display price where one is sold as it stands.",
      role: "guest",
      answers: [{ status: 200, description: "The showroom's kitchens.", data: showroomKitchenListAnswerSchema }],
      failures: [],
    },
    { cache: "public" },
    async () => {
      const items = await listShowroomKitchens(await getDatabase());
      return { items: items.map(showroomKitchenAnswer), total: items.length };
    },
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/showroom-kitchens/{showroomKitchenId}/",
      summary: "One kitchen in the showroom: since when, its ex-display price, a note, and the kitchen.",
      role: "guest",
      answers: [{ status: 200, description: "The showroom kitchen.", data: showroomKitchenAnswerSchema }],
      failures: [400, 404],
    },
    { params: z.object({ showroomKitchenId: idParam("showroomKitchenId") }), cache: "public" },
    async ({ params }) => showroomKitchenAnswer(orNotFound(await loadShowroomKitchen(await getDatabase(), params.showroomKitchenId), "Showroomkeuken niet gevonden")),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/showroom-visits/",
      summary:
        "A visit to the showroom asked for: name, emailAddress, phoneNumber, preferredDay (YYYY-MM-DD, from tomorrow, a day the showroom is open), partOfDay (ochtend, middag, avond: when it is open), kitchenIds, message. 201 and a confirmation mail; staff call back. Limited per client address.",
      role: "guest",
      answers: [
        { status: 201, description: "Asked for; a confirmation mail is sent.", data: showroomVisitAnswerSchema },
        { status: 303, description: "A plain HTML form's answer: the showroom page, saying how it went." },
      ],
      failures: [400, 413, 415, 422, 429, 503],
    },
    { authorize: (request) => enforceClientRateLimit(SHOWROOM_VISIT_REQUESTS, request), body: showroomVisitSchema, bodyLimitBytes: SHOWROOM_VISIT_BODY_LIMIT },
    async ({ body }) => dataResponse(await requestShowroomVisit(await getDatabase(), body, new Date()), { status: 201, headers: { "cache-control": NO_STORE } }),
    // The showroom's form, sent by a browser without JavaScript: back to the page, saying how it went.
    (handler) => redirectFormNavigation(handler, ({ status, fields }) => `${SHOWROOM_PAGE}?melding=${visitOutcomeOf(status, fields)}#bezoek`),
  ),
];
