import { loadFilterDefinitions } from "@/server/catalogue/get-specification-definitions";
import { getDatabase } from "@/server/db/client";
import { defineRoute, handle } from "@/server/http/route-handler";
import { publicUnlessStaff, staffOf, staffOnlyFor } from "@/server/staff/staff-request";

/** Every filter the caller may use (staff-only ones for staff only), mixed listings' first, then per product type. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ authorize: staffOf, cache: publicUnlessStaff }, async ({ auth: staff }) => loadFilterDefinitions(await getDatabase(), staffOnlyFor(staff))),
});
