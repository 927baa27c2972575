import { z } from "zod";

import { inEuros } from "@/server/api/euros";
import { loadTimeSensitive } from "@/server/catalogue/get-time-sensitive";
import { getDatabase } from "@/server/db/client";
import { orNotFound } from "@/server/http/api-error";
import { idParam } from "@/server/http/params";
import { defineRoute, handle } from "@/server/http/route-handler";

const params = z.object({ productId: idParam("productId") });

/** Price and stock of this moment. Not cached: a cached product page reads these fresh. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ params, cache: "no-store" }, async ({ params }) =>
    inEuros(orNotFound(await loadTimeSensitive(await getDatabase(), params.productId, new Date()), "Product niet gevonden")),
  ),
});
