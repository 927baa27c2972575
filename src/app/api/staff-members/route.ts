import { STAFF_HOME_PAGE, type StaffOutcome } from "@/features/staff/copy";
import { newStaffMemberSchema, STAFF_BODY_LIMIT } from "@/schemas/staff";
import { getDatabase } from "@/server/db/client";
import { type AnsweredCall, redirectFormNavigation } from "@/server/http/form-navigation";
import { defineRoute, handle } from "@/server/http/route-handler";
import { addStaffMember } from "@/server/staff/add-staff-member";
import { listStaffMembers } from "@/server/staff/list-staff-members";
import { requireAdmin } from "@/server/staff/staff-request";

/**
 * The shop's staff, for admins (decisions §5: admins manage staff). GET lists
 * everyone; POST adds a member with a first password they can change with the
 * admin's help. The staff page's form posts the same, and without JavaScript
 * gets a 303 back to it.
 */
const add = handle({ authorize: requireAdmin, body: newStaffMemberSchema, bodyLimitBytes: STAFF_BODY_LIMIT, status: 201 }, async ({ body }) =>
  addStaffMember(await getDatabase(), body, new Date()),
);

function pageAfter({ status, fields }: AnsweredCall): string {
  const outcome: StaffOutcome =
    status === 201 ? "medewerker-toegevoegd" : status === 409 ? "adres-in-gebruik" : status === 401 ? "sessie-verlopen" : fields.includes("password") ? "wachtwoord-zwak" : fields.length > 0 ? "ongeldige-medewerker" : "niet-gelukt";
  return `${STAFF_HOME_PAGE}?melding=${outcome}#medewerkers`;
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ authorize: requireAdmin }, async () => listStaffMembers(await getDatabase())),
  POST: redirectFormNavigation(add, pageAfter),
});
