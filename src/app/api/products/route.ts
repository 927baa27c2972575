import { productsQuerySchema } from "@/schemas/products-query";
import { loadProductsForApi } from "@/server/api/products-listing";
import { getDatabase } from "@/server/db/client";
import { defineRoute, handle } from "@/server/http/route-handler";
import { publicUnlessStaff, staffOf, staffOnlyFor } from "@/server/staff/staff-request";

/** Search, facets, sorting and pages over the catalogue; staff-only facets for staff only. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ authorize: staffOf, query: productsQuerySchema, cache: publicUnlessStaff }, async ({ auth: staff, query }) =>
    loadProductsForApi(await getDatabase(), query, new Date(), staffOnlyFor(staff)),
  ),
});
