/**
 * The staff's routes (decisions §5): signing in and out, their own API tokens,
 * the shop their browser stands in, and for admins the staff list and the
 * exports. The staff pages' plain HTML forms send these too (a POST with
 * `?_method=` for another method) and get a 303 back to a page.
 */
import { z } from "zod";

import { isoDay, localDayAndMinute } from "@/domain/delivery/days";
import { exportPeriod } from "@/domain/export/export-period";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import type { Permissions } from "@/domain/permissions";
import { type PasswordProblemKind, passwordProblemKind } from "@/domain/staff/password-policy";
import type { Role } from "@/domain/staff/roles";
import { STAFF_HOME_PAGE, STAFF_SIGN_IN_PAGE, staffReturnPath, type StaffOutcome } from "@/config/paths";
import {
  csvFileSchema,
  shopModeAnswerSchema,
  staffApiTokenIssuedSchema,
  staffApiTokenRevokedSchema,
  staffApiTokensAnswerSchema,
  staffMemberAddedSchema,
  staffMemberAnswerSchema,
  staffMembersAnswerSchema,
  staffSessionAnswerSchema,
} from "@/schemas/answers/staff";
import {
  newStaffMemberSchema,
  shopExportQuerySchema,
  shopModeSchema,
  STAFF_BODY_LIMIT,
  staffApiTokenSchema,
  staffMemberChangeSchema,
  staffSignInSchema,
} from "@/schemas/staff";
import { SHOPS } from "@/domain/staff/shops";
import { getDatabase } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";
import { clientAddress } from "@/server/http/client-address";
import { type AnsweredCall, formMethodOverride, redirectFormNavigation } from "@/server/http/form-navigation";
import { idParam } from "@/server/http/params";
import { dataResponse, NO_STORE } from "@/server/http/responses";
import { exportNewsletterSubscribers } from "@/server/shop-export/export-newsletter-subscribers";
import { exportOrders } from "@/server/shop-export/export-orders";
import { addStaffMember } from "@/server/staff/add-staff-member";
import { changeStaffMember } from "@/server/staff/change-staff-member";
import { chooseShop } from "@/server/staff/choose-shop";
import { issueStaffApiToken } from "@/server/staff/issue-staff-api-token";
import { listStaffApiTokens } from "@/server/staff/list-staff-api-tokens";
import { listStaffMembers } from "@/server/staff/list-staff-members";
import { revokeStaffApiToken } from "@/server/staff/revoke-staff-api-token";
import { signInStaffMember } from "@/server/staff/sign-in-staff-member";
import { signOutStaffMember } from "@/server/staff/sign-out-staff-member";
import { clearedStaffCookie } from "@/server/staff/staff-cookie";
import { requireAdmin, requireStaff, staffOf } from "@/server/staff/staff-request";

import { endpoint, type RouteDeclaration } from "../declare";

const SESSIONS = "/api/staff-sessions/";

/** After signing in: the page that sent the member to sign in (`?next=`, the back office), else the staff page; a failure keeps `next` for the next try. */
function signInPageAfter({ status, fields }: AnsweredCall, request: Request): string {
  const next = status === 204 ? null : staffReturnPath(new URL(request.url).searchParams.get("next"));
  if (status === 201) return next ?? STAFF_HOME_PAGE;
  return `${STAFF_SIGN_IN_PAGE}?melding=${signInOutcome(status, fields)}${next ? `&next=${encodeURIComponent(next)}` : ""}`;
}

function signInOutcome(status: number, fields: string[]): StaffOutcome {
  if (status === 204) return "uitgelogd";
  if (status === 401) return "onjuiste-gegevens";
  if (status === 429) return "te-vaak";
  if (fields.length > 0) return "ongeldige-invoer";
  return "niet-gelukt";
}

/** The staff page's notice for each rule of the password policy, so a form without JavaScript says why too. */
const PASSWORD_OUTCOMES: Record<PasswordProblemKind, StaffOutcome> = {
  commonList: "wachtwoord-bekend",
  guessable: "wachtwoord-te-raden",
  emailAddress: "wachtwoord-met-adres",
  name: "wachtwoord-met-naam",
  shopName: "wachtwoord-met-winkelnaam",
};

function passwordOutcome(errors: AnsweredCall["errors"]): StaffOutcome {
  const kind = passwordProblemKind(errors.find((error) => error.field === "password")?.errorMessage ?? "");
  return kind ? PASSWORD_OUTCOMES[kind] : "wachtwoord-zwak";
}

function staffListPageAfter({ status, fields, errors }: AnsweredCall): string {
  const outcome: StaffOutcome =
    status === 201 ? "medewerker-toegevoegd" : status === 409 ? "adres-in-gebruik" : status === 401 ? "sessie-verlopen" : fields.includes("password") ? passwordOutcome(errors) : fields.length > 0 ? "ongeldige-medewerker" : "niet-gelukt";
  return `${STAFF_HOME_PAGE}?melding=${outcome}#medewerkers`;
}

const memberPageAfter = ({ status }: { status: number }) =>
  `${STAFF_HOME_PAGE}?melding=${status === 200 ? "medewerker-gewijzigd" : status === 409 ? "laatste-beheerder" : status === 401 ? "sessie-verlopen" : "niet-gelukt"}#medewerkers`;

const shopModePageAfter = ({ status }: { status: number }) =>
  status === 200 ? `${STAFF_HOME_PAGE}?melding=winkel-gekozen` : status === 401 ? `${STAFF_SIGN_IN_PAGE}?melding=sessie-verlopen` : `${STAFF_HOME_PAGE}?melding=niet-gelukt`;

function csvFile(csv: string, name: string): Response {
  return new Response(csv, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${name}"`, "cache-control": NO_STORE, "x-content-type-options": "nosniff" },
  });
}

const FORM_ANSWER = { status: 303, description: "A plain HTML form's answer: the staff page, saying how it went." } as const;

/** `permissionsOf` gives a role's permission table (route-table.ts); passed in, because that table is made from these routes too. */
export function staffRoutes(permissionsOf: (role: Role) => Permissions): RouteDeclaration[] {
  /** Always ends with a cleared cookie, also when the session had already expired: the browser must forget it either way. */
  const signOut = endpoint(
    {
      method: "DELETE",
      path: SESSIONS,
      summary: "Ends the browser's staff session. The sign-out button, a form, sends it as POST with ?_method=DELETE.",
      role: "guest",
      answers: [{ status: 204, description: "Signed out; the staff cookie is cleared." }, FORM_ANSWER],
      failures: [],
    },
    {},
    async ({ request }) => {
      const staff = await staffOf(request).catch(() => null);
      await signOutStaffMember(await getDatabase(), staff);
      return new Response(null, { status: 204, headers: { "cache-control": NO_STORE, "set-cookie": clearedStaffCookie() } });
    },
    (handler) => redirectFormNavigation(handler, signInPageAfter),
  );
  const signIn = endpoint(
    {
      method: "POST",
      path: SESSIONS,
      summary: "Signs a member of staff in with emailAddress and password: 201 and the staff cookie. Limited per address and account.",
      role: "guest",
      answers: [{ status: 201, description: "Signed in.", data: staffSessionAnswerSchema }, FORM_ANSWER],
      failures: [401, 413, 415, 422, 429],
    },
    { body: staffSignInSchema, bodyLimitBytes: STAFF_BODY_LIMIT },
    async ({ request, body }) => {
      const { staff, setCookie } = await signInStaffMember(await getDatabase(), { ...body, clientAddress: clientAddress(request) }, new Date());
      const data = { name: staff.name, emailAddress: staff.emailAddress, role: staff.role, shop: staff.shop, permissions: permissionsOf(staff.role) };
      return dataResponse(data, { status: 201, headers: { "cache-control": NO_STORE, "set-cookie": setCookie } });
    },
    (handler) => redirectFormNavigation(formMethodOverride({ DELETE: signOut.inner }, handler), signInPageAfter),
  );

  const tokens = [
    endpoint(
      {
        method: "GET",
        path: "/api/staff-api-tokens/",
        summary: "The member's own API tokens, without their secrets.",
        role: "staff",
        answers: [{ status: 200, description: "The tokens.", data: staffApiTokensAnswerSchema }],
        failures: [401, 403],
      },
      { authorize: requireStaff },
      async ({ auth: staff }) => listStaffApiTokens(await getDatabase(), staff),
    ),
    endpoint(
      {
        method: "POST",
        path: "/api/staff-api-tokens/",
        summary: "Makes a token ({ name }) and answers it, once; it is sent as a bearer token or as basic authentication's password.",
        role: "staff",
        answers: [{ status: 201, description: "The new token, with its secret.", data: staffApiTokenIssuedSchema }],
        failures: [401, 403, 409, 413, 415, 422],
      },
      { authorize: requireStaff, body: staffApiTokenSchema, bodyLimitBytes: STAFF_BODY_LIMIT, status: 201 },
      async ({ auth: staff, body }) => issueStaffApiToken(await getDatabase(), staff, body.name, new Date()),
    ),
    endpoint(
      {
        method: "DELETE",
        path: "/api/staff-api-tokens/{tokenId}/",
        summary: "Revokes one of the member's own tokens; it stops working at once.",
        role: "staff",
        answers: [{ status: 200, description: "Revoked.", data: staffApiTokenRevokedSchema }],
        failures: [400, 401, 403, 404],
      },
      { authorize: requireStaff, params: z.object({ tokenId: idParam("tokenId") }) },
      async ({ auth: staff, params }) => revokeStaffApiToken(await getDatabase(), staff, params.tokenId, new Date()),
    ),
  ];

  const changeMember = endpoint(
    {
      method: "PATCH",
      path: "/api/staff-members/{staffMemberId}/",
      summary: "{ role } or { active }: an admin promotes, demotes, disables or enables a member. The shop always keeps an active admin, and no admin can lock themselves out: 409.",
      role: "admin",
      answers: [{ status: 200, description: "The member as they are now.", data: staffMemberAnswerSchema }, FORM_ANSWER],
      failures: [400, 401, 403, 404, 409, 413, 415, 422],
    },
    { authorize: requireAdmin, params: z.object({ staffMemberId: idParam("staffMemberId") }), body: staffMemberChangeSchema, bodyLimitBytes: STAFF_BODY_LIMIT },
    async ({ auth: admin, params, body }) => changeStaffMember(await getDatabase(), admin, params.staffMemberId, body, new Date()),
    (handler) => redirectFormNavigation(handler, memberPageAfter),
  );
  const members = [
    endpoint(
      {
        method: "GET",
        path: "/api/staff-members/",
        summary: "The shop's staff, for admins.",
        role: "admin",
        answers: [{ status: 200, description: "Everyone.", data: staffMembersAnswerSchema }],
        failures: [401, 403],
      },
      { authorize: requireAdmin },
      async () => listStaffMembers(await getDatabase()),
    ),
    endpoint(
      {
        method: "POST",
        path: "/api/staff-members/",
        summary: "Adds a member with a first password. The staff page's form posts the same and gets a 303 back to it.",
        role: "admin",
        answers: [{ status: 201, description: "The new member.", data: staffMemberAddedSchema }, FORM_ANSWER],
        failures: [401, 403, 409, 413, 415, 422],
      },
      { authorize: requireAdmin, body: newStaffMemberSchema, bodyLimitBytes: STAFF_BODY_LIMIT, status: 201 },
      async ({ body }) => addStaffMember(await getDatabase(), body, new Date()),
      (handler) => redirectFormNavigation(handler, staffListPageAfter),
    ),
    changeMember,
    {
      ...changeMember,
      method: "POST",
      formStandIn: true,
      summary: "The staff list's buttons, forms: POST with ?_method=PATCH.",
      handler: redirectFormNavigation(formMethodOverride({ PATCH: changeMember.inner }), memberPageAfter),
    } satisfies RouteDeclaration,
  ];

  const updateShop = endpoint(
    {
      method: "PUT",
      path: "/api/shop/mode/",
      summary: "Sets the shop of the browser ({ shop }, null: none). The sign-in page's form sends it as POST with ?_method=PUT.",
      role: "staff",
      answers: [{ status: 200, description: "The shop mode now.", data: shopModeAnswerSchema }, FORM_ANSWER],
      failures: [400, 401, 403, 413, 415, 422],
    },
    { authorize: requireStaff, body: shopModeSchema, bodyLimitBytes: STAFF_BODY_LIMIT },
    async ({ auth: staff, body }) => chooseShop(await getDatabase(), staff, body.shop),
    (handler) => redirectFormNavigation(handler, shopModePageAfter),
  );
  const shop = [
    endpoint(
      {
        method: "GET",
        path: "/api/shop/mode/",
        summary: "Which shop a signed-in member of staff's browser stands in, and the shops there are.",
        role: "staff",
        answers: [{ status: 200, description: "The shop mode.", data: shopModeAnswerSchema }],
        failures: [401, 403],
      },
      { authorize: requireStaff },
      ({ auth: staff }) => ({ shop: staff.shop, shops: SHOPS }),
    ),
    updateShop,
    {
      ...updateShop,
      method: "POST",
      formStandIn: true,
      summary: "The sign-in page's form: POST with ?_method=PUT.",
      handler: redirectFormNavigation(formMethodOverride({ PUT: updateShop.inner }), shopModePageAfter),
    } satisfies RouteDeclaration,
    endpoint(
      {
        method: "GET",
        path: "/api/shop/export/",
        summary:
          "Exports for admins, as CSV for a Dutch spreadsheet: ?dataset=newsletter-subscribers (the confirmed addresses) or ?dataset=orders&from=2026-11-01&to=2026-11-30. Never cached.",
        role: "admin",
        answers: [{ status: 200, description: "The CSV file.", content: { type: "text/csv", schema: csvFileSchema } }],
        failures: [400, 401, 403],
      },
      { authorize: requireAdmin, query: shopExportQuerySchema },
      async ({ query }) => {
        const db = await getDatabase();
        const { today } = localDayAndMinute(new Date(), SHOP_TIME_ZONE);
        if (query.dataset === "newsletter-subscribers") return csvFile(await exportNewsletterSubscribers(db), `stekker-nieuwsbrief-${isoDay(today)}.csv`);
        const period = exportPeriod(today, query.from, query.to);
        if ("problem" in period) throw new ApiError(400, "De zoekparameters kloppen niet.", [{ field: period.field, errorMessage: period.problem }]);
        return csvFile(await exportOrders(db, period.from, period.to), `stekker-bestellingen-${period.from}-tot-en-met-${period.to}.csv`);
      },
    ),
  ];

  return [signIn, signOut, ...tokens, ...members, ...shop];
}
