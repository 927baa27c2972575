import { z } from "zod";

import { loadSpecificationDefinitions } from "@/server/catalogue/get-specification-definitions";
import { getDatabase } from "@/server/db/client";
import { orNotFound } from "@/server/http/api-error";
import { slugParam } from "@/server/http/params";
import { defineRoute, handle } from "@/server/http/route-handler";
import { publicUnlessStaff, staffOf, staffOnlyFor } from "@/server/staff/staff-request";

const params = z.object({ productType: slugParam("productType") });

/** The specifications of a product type ("wasmachine"), with labels, units and help texts, and its filters. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ authorize: staffOf, params, cache: publicUnlessStaff }, async ({ auth: staff, params }) =>
    orNotFound(await loadSpecificationDefinitions(await getDatabase(), params.productType, staffOnlyFor(staff)), "Producttype niet gevonden"),
  ),
});
