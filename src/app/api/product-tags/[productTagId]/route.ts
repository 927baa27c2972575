import { z } from "zod";

import { loadProductTag } from "@/server/api/product-tag";
import { getDatabase } from "@/server/db/client";
import { orNotFound } from "@/server/http/api-error";
import { idParam } from "@/server/http/params";
import { defineRoute, handle } from "@/server/http/route-handler";

const params = z.object({ productTagId: idParam("productTagId") });

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ params, cache: "public" }, async ({ params }) =>
    orNotFound(await loadProductTag(await getDatabase(), params.productTagId), "Producttag niet gevonden"),
  ),
});
