import { STAFF_HOME_PAGE, STAFF_SIGN_IN_PAGE, type StaffOutcome } from "@/features/staff/copy";
import { STAFF_BODY_LIMIT, staffSignInSchema } from "@/schemas/staff";
import { getDatabase } from "@/server/db/client";
import { clientAddress } from "@/server/http/client-address";
import { type AnsweredCall, formMethodOverride, redirectFormNavigation } from "@/server/http/form-navigation";
import { dataResponse, NO_STORE } from "@/server/http/responses";
import { defineRoute, handle } from "@/server/http/route-handler";
import { permissionsFor } from "@/domain/permissions";
import { signInStaffMember } from "@/server/staff/sign-in-staff-member";
import { signOutStaffMember } from "@/server/staff/sign-out-staff-member";
import { clearedStaffCookie } from "@/server/staff/staff-cookie";
import { staffOf } from "@/server/staff/staff-request";

/**
 * Signing in and out as staff (decisions §5). POST with `emailAddress` and
 * `password` starts a session (201, and the staff cookie); DELETE ends the
 * browser's session. Both work from plain HTML forms too: they then answer
 * with a 303 to the staff pages.
 */
const signIn = handle({ body: staffSignInSchema, bodyLimitBytes: STAFF_BODY_LIMIT }, async ({ request, body }) => {
  const { staff, setCookie } = await signInStaffMember(await getDatabase(), { ...body, clientAddress: clientAddress(request) }, new Date());
  const data = { name: staff.name, emailAddress: staff.emailAddress, role: staff.role, shop: staff.shop, permissions: permissionsFor(staff.role) };
  return dataResponse(data, { status: 201, headers: { "cache-control": NO_STORE, "set-cookie": setCookie } });
});

/** Always ends with a cleared cookie, also when the session had already expired: the browser must forget it either way. */
const signOut = handle({}, async ({ request }) => {
  const staff = await staffOf(request).catch(() => null);
  await signOutStaffMember(await getDatabase(), staff);
  return new Response(null, { status: 204, headers: { "cache-control": NO_STORE, "set-cookie": clearedStaffCookie() } });
});

/** The sign-out button, a form, asks for DELETE with `?_method=DELETE`. */
const postOrFormDelete = formMethodOverride({ DELETE: signOut }, signIn);

function pageAfter({ status, fields }: AnsweredCall): string {
  if (status === 201) return STAFF_HOME_PAGE;
  return `${STAFF_SIGN_IN_PAGE}?melding=${outcomeOf(status, fields)}`;
}

function outcomeOf(status: number, fields: string[]): StaffOutcome {
  if (status === 204) return "uitgelogd";
  if (status === 401) return "onjuiste-gegevens";
  if (status === 429) return "te-vaak";
  if (fields.length > 0) return "ongeldige-invoer";
  return "niet-gelukt";
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: redirectFormNavigation(postOrFormDelete, pageAfter),
  DELETE: redirectFormNavigation(signOut, pageAfter),
});
