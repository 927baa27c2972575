import { loadProductTypeFilters } from "@/server/api/filters";
import { getDatabase } from "@/server/db/client";
import { defineRoute, handle } from "@/server/http/route-handler";

/** The filters grouped per product type. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ cache: "public" }, async () => loadProductTypeFilters(await getDatabase())),
});
