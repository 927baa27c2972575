import { loadFilterDefinitions } from "@/server/catalogue/get-specification-definitions";
import { getDatabase } from "@/server/db/client";
import { defineRoute, handle } from "@/server/http/route-handler";

/** Every filter a guest may use (no staff-only ones), mixed listings' first, then per product type. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ cache: "public" }, async () => loadFilterDefinitions(await getDatabase(), { includeStaffOnly: false })),
});
