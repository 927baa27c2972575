import { z } from "zod";

import { loadFilter } from "@/server/api/filters";
import { getDatabase } from "@/server/db/client";
import { orNotFound } from "@/server/http/api-error";
import { idParam } from "@/server/http/params";
import { defineRoute, handle } from "@/server/http/route-handler";
import { publicUnlessStaff, staffOf, staffOnlyFor } from "@/server/staff/staff-request";

const params = z.object({ filterId: idParam("filterId") });

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ authorize: staffOf, params, cache: publicUnlessStaff }, async ({ auth: staff, params }) =>
    orNotFound(await loadFilter(await getDatabase(), params.filterId, staffOnlyFor(staff)), "Filter niet gevonden"),
  ),
});
