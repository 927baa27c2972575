import { loadProductTypeFilters } from "@/server/api/filters";
import { getDatabase } from "@/server/db/client";
import { defineRoute, handle } from "@/server/http/route-handler";
import { publicUnlessStaff, staffOf, staffOnlyFor } from "@/server/staff/staff-request";

/** The filters grouped per product type. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ authorize: staffOf, cache: publicUnlessStaff }, async ({ auth: staff }) => loadProductTypeFilters(await getDatabase(), staffOnlyFor(staff))),
});
