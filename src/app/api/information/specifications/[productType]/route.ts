import { z } from "zod";

import { loadSpecificationDefinitions } from "@/server/catalogue/get-specification-definitions";
import { getDatabase } from "@/server/db/client";
import { orNotFound } from "@/server/http/api-error";
import { slugParam } from "@/server/http/params";
import { defineRoute, handle } from "@/server/http/route-handler";

const params = z.object({ productType: slugParam("productType") });

/** The specifications of a product type ("wasmachine"), with labels, units and help texts, and its filters. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ params, cache: "public" }, async ({ params }) =>
    orNotFound(await loadSpecificationDefinitions(await getDatabase(), params.productType, { includeStaffOnly: false }), "Producttype niet gevonden"),
  ),
});
