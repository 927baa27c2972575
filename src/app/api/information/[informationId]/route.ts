import { z } from "zod";

import { loadInformation } from "@/server/api/information";
import { getDatabase } from "@/server/db/client";
import { orNotFound } from "@/server/http/api-error";
import { idParam, slugParam } from "@/server/http/params";
import { defineRoute, handle } from "@/server/http/route-handler";

// A number, or the text's key ("montage"): pages know the key.
const params = z.object({ informationId: z.union([idParam("informationId"), slugParam("informationId")], { error: "informationId is een nummer of een sleutel zoals montage" }) });

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ params, cache: "public" }, async ({ params }) =>
    orNotFound(await loadInformation(await getDatabase(), params.informationId), "Informatie niet gevonden"),
  ),
});
