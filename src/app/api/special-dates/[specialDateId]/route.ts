import { z } from "zod";

import { getDatabase } from "@/server/db/client";
import { loadSpecialDate } from "@/server/delivery/special-dates";
import { orNotFound } from "@/server/http/api-error";
import { idParam } from "@/server/http/params";
import { defineRoute, handle } from "@/server/http/route-handler";

const params = z.object({ specialDateId: idParam("specialDateId") });

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ params, cache: "public" }, async ({ params }) =>
    orNotFound(await loadSpecialDate(await getDatabase(), params.specialDateId), "Bijzondere datum niet gevonden"),
  ),
});
