/**
 * When the shop delivers (specification §7): the delivery rules per country or
 * postal code range, and the days without deliveries. Anyone reads them; admins
 * change them (issue 20, decisions §12), and the checkout follows at once on
 * every instance (server/delivery/delivery-data-changed.ts).
 */
import { z } from "zod";

import { parseIsoDay } from "@/domain/delivery/days";
import { deliveryRuleAnswerSchema, deliveryRulesAnswerSchema, specialDateAnswerSchema, specialDatesAnswerSchema } from "@/schemas/answers/delivery";
import { getDatabase } from "@/server/db/client";
import { DELIVERY_PLANNING_BODY_LIMIT, deliveryRuleInputSchema, specialDateInputSchema } from "@/schemas/delivery-planning";
import { listDeliveryRules, loadDeliveryRule } from "@/server/delivery/delivery-rules";
import { removeDeliveryRule } from "@/server/delivery/remove-delivery-rule";
import { removeSpecialDate } from "@/server/delivery/remove-special-date";
import { saveDeliveryRule } from "@/server/delivery/save-delivery-rule";
import { saveSpecialDate } from "@/server/delivery/save-special-date";
import { listSpecialDates, loadSpecialDate } from "@/server/delivery/special-dates";
import { orNotFound } from "@/server/http/api-error";
import { idParam } from "@/server/http/params";
import { requireAdmin } from "@/server/staff/staff-request";

import { endpoint } from "../declare";

const isoDate = (name: string) => z.string().refine((value) => parseIsoDay(value) !== null, `${name} moet een bestaande datum zijn als JJJJ-MM-DD`);
const specialDatesQuery = z
  .object({
    country: z.enum(["NL", "BE"], { error: "country moet NL of BE zijn" }).optional(),
    from: isoDate("from").optional(),
    to: isoDate("to").optional(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, { error: "from mag niet na to liggen", path: ["to"] });
const deliveryRuleParams = z.object({ deliveryRuleId: idParam("deliveryRuleId") });
const specialDateParams = z.object({ specialDateId: idParam("specialDateId") });

export const deliveryRoutes = [
  endpoint(
    {
      method: "GET",
      path: "/api/delivery-rules/",
      summary: "On which weekdays each country or postal code range gets deliveries.",
      role: "guest",
      answers: [{ status: 200, description: "The delivery rules.", data: deliveryRulesAnswerSchema }],
      failures: [],
    },
    { cache: "public" },
    async () => listDeliveryRules(await getDatabase()),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/delivery-rules/{deliveryRuleId}/",
      summary: "One delivery rule.",
      role: "guest",
      answers: [{ status: 200, description: "The delivery rule.", data: deliveryRuleAnswerSchema }],
      failures: [400, 404],
    },
    { params: deliveryRuleParams, cache: "public" },
    async ({ params }) => orNotFound(await loadDeliveryRule(await getDatabase(), params.deliveryRuleId), "Bezorgregel niet gevonden"),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/special-dates/",
      summary: "Days without deliveries: public holidays and the shop's own closing days; country includes those of both countries.",
      role: "guest",
      answers: [{ status: 200, description: "The special dates.", data: specialDatesAnswerSchema }],
      failures: [400],
    },
    { query: specialDatesQuery, cache: "public" },
    async ({ query }) => listSpecialDates(await getDatabase(), query),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/special-dates/{specialDateId}/",
      summary: "One special date.",
      role: "guest",
      answers: [{ status: 200, description: "The special date.", data: specialDateAnswerSchema }],
      failures: [400, 404],
    },
    { params: specialDateParams, cache: "public" },
    async ({ params }) => orNotFound(await loadSpecialDate(await getDatabase(), params.specialDateId), "Bijzondere datum niet gevonden"),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/delivery-rules/",
      summary: "An admin adds a delivery rule: country, postal code range (four digits, from ≤ to; none for the whole country), weekdays 1-7, description. 409 when the country and range have one.",
      role: "admin",
      answers: [{ status: 201, description: "The new rule.", data: deliveryRuleAnswerSchema }],
      failures: [401, 403, 409, 413, 415, 422],
    },
    { authorize: requireAdmin, body: deliveryRuleInputSchema, bodyLimitBytes: DELIVERY_PLANNING_BODY_LIMIT, status: 201 },
    async ({ body }) => saveDeliveryRule(await getDatabase(), body),
  ),
  endpoint(
    {
      method: "PUT",
      path: "/api/delivery-rules/{deliveryRuleId}/",
      summary: "An admin replaces a delivery rule (the whole rule, as POST takes it).",
      role: "admin",
      answers: [{ status: 200, description: "The rule as it is now.", data: deliveryRuleAnswerSchema }],
      failures: [400, 401, 403, 404, 409, 413, 415, 422],
    },
    { authorize: requireAdmin, params: deliveryRuleParams, body: deliveryRuleInputSchema, bodyLimitBytes: DELIVERY_PLANNING_BODY_LIMIT },
    async ({ params, body }) => saveDeliveryRule(await getDatabase(), body, params.deliveryRuleId),
  ),
  endpoint(
    {
      method: "DELETE",
      path: "/api/delivery-rules/{deliveryRuleId}/",
      summary: "An admin removes a delivery rule: the region follows its country's rule, or Monday to Saturday.",
      role: "admin",
      answers: [{ status: 204, description: "Removed." }],
      failures: [400, 401, 403, 404],
    },
    { authorize: requireAdmin, params: deliveryRuleParams },
    async ({ params }) => removeDeliveryRule(await getDatabase(), params.deliveryRuleId),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/special-dates/",
      summary: "An admin closes a day for deliveries and pick-up: date (YYYY-MM-DD), country NL, BE or null for both, name. 409 when that day is closed for that country already.",
      role: "admin",
      answers: [{ status: 201, description: "The new special date.", data: specialDateAnswerSchema }],
      failures: [401, 403, 409, 413, 415, 422],
    },
    { authorize: requireAdmin, body: specialDateInputSchema, bodyLimitBytes: DELIVERY_PLANNING_BODY_LIMIT, status: 201 },
    async ({ body }) => saveSpecialDate(await getDatabase(), body),
  ),
  endpoint(
    {
      method: "PUT",
      path: "/api/special-dates/{specialDateId}/",
      summary: "An admin replaces a special date (the whole record, as POST takes it).",
      role: "admin",
      answers: [{ status: 200, description: "The special date as it is now.", data: specialDateAnswerSchema }],
      failures: [400, 401, 403, 404, 409, 413, 415, 422],
    },
    { authorize: requireAdmin, params: specialDateParams, body: specialDateInputSchema, bodyLimitBytes: DELIVERY_PLANNING_BODY_LIMIT },
    async ({ params, body }) => saveSpecialDate(await getDatabase(), body, params.specialDateId),
  ),
  endpoint(
    {
      method: "DELETE",
      path: "/api/special-dates/{specialDateId}/",
      summary: "An admin opens a closed day again.",
      role: "admin",
      answers: [{ status: 204, description: "Removed." }],
      failures: [400, 401, 403, 404],
    },
    { authorize: requireAdmin, params: specialDateParams },
    async ({ params }) => removeSpecialDate(await getDatabase(), params.specialDateId),
  ),
];
