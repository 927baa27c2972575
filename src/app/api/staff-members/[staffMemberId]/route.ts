import { z } from "zod";

import { STAFF_HOME_PAGE } from "@/features/staff/copy";
import { STAFF_BODY_LIMIT, staffMemberChangeSchema } from "@/schemas/staff";
import { getDatabase } from "@/server/db/client";
import { formMethodOverride, redirectFormNavigation } from "@/server/http/form-navigation";
import { idParam } from "@/server/http/params";
import { defineRoute, handle } from "@/server/http/route-handler";
import { changeStaffMember } from "@/server/staff/change-staff-member";
import { requireAdmin } from "@/server/staff/staff-request";

/**
 * PATCH `{ role }` or `{ active }`: an admin promotes, demotes, disables or
 * enables a member (decisions §5). The shop always keeps an active admin, and
 * no admin can lock themselves out (domain/staff/staff-changes.ts): 409.
 */
const change = handle(
  { authorize: requireAdmin, params: z.object({ staffMemberId: idParam("staffMemberId") }), body: staffMemberChangeSchema, bodyLimitBytes: STAFF_BODY_LIMIT },
  async ({ auth: admin, params, body }) => changeStaffMember(await getDatabase(), admin, params.staffMemberId, body, new Date()),
);

/** The staff list's buttons, forms, ask for PATCH with `?_method=PATCH`. */
const formPatch = formMethodOverride({ PATCH: change });

const pageAfter = ({ status }: { status: number }) =>
  `${STAFF_HOME_PAGE}?melding=${status === 200 ? "medewerker-gewijzigd" : status === 409 ? "laatste-beheerder" : status === 401 ? "sessie-verlopen" : "niet-gelukt"}#medewerkers`;

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  PATCH: redirectFormNavigation(change, pageAfter),
  POST: redirectFormNavigation(formPatch, pageAfter),
});
