import { loadFilterInformation } from "@/server/api/filters";
import { getDatabase } from "@/server/db/client";
import { defineRoute, handle } from "@/server/http/route-handler";
import { publicUnlessStaff, staffOf, staffOnlyFor } from "@/server/staff/staff-request";

/** The explanation ('Meer info') of every filter the caller may use. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ authorize: staffOf, cache: publicUnlessStaff }, async ({ auth: staff }) => loadFilterInformation(await getDatabase(), staffOnlyFor(staff))),
});
