import { z } from "zod";

import { loadProductFaq } from "@/server/api/product-faq";
import { getDatabase } from "@/server/db/client";
import { orNotFound } from "@/server/http/api-error";
import { idParam } from "@/server/http/params";
import { defineRoute, handle } from "@/server/http/route-handler";

const params = z.object({ productFaqId: idParam("productFaqId") });

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ params, cache: "public" }, async ({ params }) =>
    orNotFound(await loadProductFaq(await getDatabase(), params.productFaqId), "Vraag niet gevonden"),
  ),
});
