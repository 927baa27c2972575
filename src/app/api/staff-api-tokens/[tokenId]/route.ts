import { z } from "zod";

import { getDatabase } from "@/server/db/client";
import { idParam } from "@/server/http/params";
import { defineRoute, handle } from "@/server/http/route-handler";
import { revokeStaffApiToken } from "@/server/staff/revoke-staff-api-token";
import { requireStaff } from "@/server/staff/staff-request";

/** DELETE revokes one of the member's own tokens; it stops working at once. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  DELETE: handle({ authorize: requireStaff, params: z.object({ tokenId: idParam("tokenId") }) }, async ({ auth: staff, params }) =>
    revokeStaffApiToken(await getDatabase(), staff, params.tokenId, new Date()),
  ),
});
