import { productsQuerySchema } from "@/schemas/products-query";
import { loadProductsForApi } from "@/server/api/products-listing";
import { getDatabase } from "@/server/db/client";
import { defineRoute, handle } from "@/server/http/route-handler";

/** Search, facets, sorting and pages over the catalogue, for guests (no staff-only facets). */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ query: productsQuerySchema, cache: "public" }, async ({ query }) => loadProductsForApi(await getDatabase(), query, new Date())),
});
