import { z } from "zod";

import { parseIsoDay } from "@/domain/delivery/days";
import { getDatabase } from "@/server/db/client";
import { listSpecialDates } from "@/server/delivery/special-dates";
import { defineRoute, handle } from "@/server/http/route-handler";

const isoDate = (name: string) => z.string().refine((value) => parseIsoDay(value) !== null, `${name} moet een bestaande datum zijn als JJJJ-MM-DD`);

const query = z
  .object({
    country: z.enum(["NL", "BE"], { error: "country moet NL of BE zijn" }).optional(),
    from: isoDate("from").optional(),
    to: isoDate("to").optional(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, { error: "from mag niet na to liggen", path: ["to"] });

/** Days without deliveries: public holidays and the shop's own closing days; `country` includes those of both countries. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ query, cache: "public" }, async ({ query }) => listSpecialDates(await getDatabase(), query)),
});
