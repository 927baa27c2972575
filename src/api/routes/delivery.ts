/** When the shop delivers (specification §7): the delivery rules per country or postal code range, and the days without deliveries. */
import { z } from "zod";

import { parseIsoDay } from "@/domain/delivery/days";
import { deliveryRuleAnswerSchema, deliveryRulesAnswerSchema, specialDateAnswerSchema, specialDatesAnswerSchema } from "@/schemas/answers/delivery";
import { getDatabase } from "@/server/db/client";
import { listDeliveryRules, loadDeliveryRule } from "@/server/delivery/delivery-rules";
import { listSpecialDates, loadSpecialDate } from "@/server/delivery/special-dates";
import { orNotFound } from "@/server/http/api-error";
import { idParam } from "@/server/http/params";

import { endpoint } from "../declare";

const isoDate = (name: string) => z.string().refine((value) => parseIsoDay(value) !== null, `${name} moet een bestaande datum zijn als JJJJ-MM-DD`);
const specialDatesQuery = z
  .object({
    country: z.enum(["NL", "BE"], { error: "country moet NL of BE zijn" }).optional(),
    from: isoDate("from").optional(),
    to: isoDate("to").optional(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, { error: "from mag niet na to liggen", path: ["to"] });

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
    { params: z.object({ deliveryRuleId: idParam("deliveryRuleId") }), cache: "public" },
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
    { params: z.object({ specialDateId: idParam("specialDateId") }), cache: "public" },
    async ({ params }) => orNotFound(await loadSpecialDate(await getDatabase(), params.specialDateId), "Bijzondere datum niet gevonden"),
  ),
];
