import { STAFF_BODY_LIMIT, staffApiTokenSchema } from "@/schemas/staff";
import { getDatabase } from "@/server/db/client";
import { defineRoute, handle } from "@/server/http/route-handler";
import { issueStaffApiToken } from "@/server/staff/issue-staff-api-token";
import { listStaffApiTokens } from "@/server/staff/list-staff-api-tokens";
import { requireStaff } from "@/server/staff/staff-request";

/**
 * A member of staff's own API tokens (decisions §5: bearer or basic). GET lists
 * them without secrets; POST `{ name }` makes one and answers the token, once.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ authorize: requireStaff }, async ({ auth: staff }) => listStaffApiTokens(await getDatabase(), staff)),
  POST: handle({ authorize: requireStaff, body: staffApiTokenSchema, bodyLimitBytes: STAFF_BODY_LIMIT, status: 201 }, async ({ auth: staff, body }) =>
    issueStaffApiToken(await getDatabase(), staff, body.name, new Date()),
  ),
});
