import { z } from "zod";

import { inEuros } from "@/server/api/euros";
import { loadProductDetailById } from "@/server/catalogue/get-product-detail";
import { getDatabase } from "@/server/db/client";
import { orNotFound } from "@/server/http/api-error";
import { idParam } from "@/server/http/params";
import { defineRoute, handle } from "@/server/http/route-handler";

const params = z.object({ productId: idParam("productId") });

/** Everything the product page shows, money in euros. An expired product still answers, with `expired: true`. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ params, cache: "public" }, async ({ params }) =>
    inEuros(orNotFound(await loadProductDetailById(await getDatabase(), params.productId, new Date()), "Product niet gevonden")),
  ),
});
