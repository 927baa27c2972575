/** Support locations (issue 23, decisions §13): where and when customers reach the shop; guests read the published version, admins write. */
import { z } from "zod";

import { publicationActionSchema } from "@/schemas/vacancies";
import { adminSupportLocationSchema, publicSupportLocationSchema, SUPPORT_BODY_LIMIT, supportLocationInputSchema } from "@/schemas/support";
import { adminIfAsked, publicUnlessAdminView } from "@/server/content/admin-view";
import { getDatabase } from "@/server/db/client";
import { ApiError, orNotFound } from "@/server/http/api-error";
import { idParam, slugParam } from "@/server/http/params";
import { requireAdmin } from "@/server/staff/staff-request";
import { listSupportLocations } from "@/server/support/list-support-locations";
import { listSupportLocationsForAdmin } from "@/server/support/list-support-locations-for-admin";
import { loadSupportLocation } from "@/server/support/load-support-location";
import { loadSupportLocationForAdmin } from "@/server/support/load-support-location-for-admin";
import { removeSupportLocation } from "@/server/support/remove-support-location";
import { saveSupportLocation } from "@/server/support/save-support-location";
import { setSupportPublication } from "@/server/support/set-support-publication";
import { SUPPORT_NOT_FOUND } from "@/server/support/support-rows";

import { endpoint } from "../declare";

const viewQuery = z.strictObject({ view: z.enum(["public", "admin"], "view moet public of admin zijn").optional() });
// A number, or the location's key ("klantenservice"): pages know the key.
const supportLookupParams = z.object({
  supportId: z.union([idParam("supportId"), slugParam("supportId")], { error: "supportId is een nummer of een sleutel zoals klantenservice" }),
});
const supportParams = z.object({ supportId: idParam("supportId") });

export const supportRoutes = [
  endpoint(
    {
      method: "GET",
      path: "/api/support/",
      summary: "The published support locations. With view=admin (admins only): every location with its draft and published version.",
      role: "guest",
      answers: [{ status: 200, description: "The locations.", data: z.union([z.array(publicSupportLocationSchema), z.array(adminSupportLocationSchema)]) }],
      failures: [400, 401, 403],
    },
    { authorize: adminIfAsked, query: viewQuery, cache: publicUnlessAdminView },
    async ({ auth }) => (auth ? listSupportLocationsForAdmin(await getDatabase()) : listSupportLocations(await getDatabase())),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/support/{supportId}/",
      summary: "A published support location by number or key ('klantenservice'): address, phone, e-mail, WhatsApp and the week's hours. With view=admin (admins only, by number): both versions.",
      role: "guest",
      answers: [{ status: 200, description: "The location.", data: z.union([publicSupportLocationSchema, adminSupportLocationSchema]) }],
      failures: [400, 401, 403, 404],
    },
    { authorize: adminIfAsked, params: supportLookupParams, query: viewQuery, cache: publicUnlessAdminView },
    async ({ auth, params }) => {
      const db = await getDatabase();
      if (!auth) return orNotFound(await loadSupportLocation(db, params.supportId), SUPPORT_NOT_FOUND);
      if (typeof params.supportId !== "number") throw new ApiError(400, "Vraag beide versies op met het nummer van de locatie.", [{ field: "supportId", errorMessage: "supportId is een nummer" }]);
      return orNotFound(await loadSupportLocationForAdmin(db, params.supportId), SUPPORT_NOT_FOUND);
    },
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/support/",
      summary: "An admin adds a support location as a draft: key and version (name, address, phone, emailAddress, whatsApp, hours Sunday first). 409 for a key in use.",
      role: "admin",
      answers: [{ status: 201, description: "The new location, both versions.", data: adminSupportLocationSchema }],
      failures: [401, 403, 409, 413, 415, 422],
    },
    { authorize: requireAdmin, body: supportLocationInputSchema, bodyLimitBytes: SUPPORT_BODY_LIMIT, status: 201 },
    async ({ auth, body }) => saveSupportLocation(await getDatabase(), body, auth.staffMemberId, new Date()),
  ),
  endpoint(
    {
      method: "PUT",
      path: "/api/support/{supportId}/",
      summary: "An admin replaces a location's key and draft; guests keep seeing the published version until it is published again.",
      role: "admin",
      answers: [{ status: 200, description: "The location, both versions.", data: adminSupportLocationSchema }],
      failures: [400, 401, 403, 404, 409, 413, 415, 422],
    },
    { authorize: requireAdmin, params: supportParams, body: supportLocationInputSchema, bodyLimitBytes: SUPPORT_BODY_LIMIT },
    async ({ auth, params, body }) => saveSupportLocation(await getDatabase(), body, auth.staffMemberId, new Date(), params.supportId),
  ),
  endpoint(
    {
      method: "PATCH",
      path: "/api/support/{supportId}/",
      summary: "An admin publishes the draft (action publish) or takes the location off the site (action unpublish).",
      role: "admin",
      answers: [{ status: 200, description: "The location, both versions.", data: adminSupportLocationSchema }],
      failures: [400, 401, 403, 404, 413, 415, 422],
    },
    { authorize: requireAdmin, params: supportParams, body: publicationActionSchema, bodyLimitBytes: 1024 },
    async ({ auth, params, body }) => setSupportPublication(await getDatabase(), params.supportId, body.action, auth.staffMemberId, new Date()),
  ),
  endpoint(
    {
      method: "DELETE",
      path: "/api/support/{supportId}/",
      summary: "An admin removes a support location.",
      role: "admin",
      answers: [{ status: 204, description: "Removed." }],
      failures: [400, 401, 403, 404],
    },
    { authorize: requireAdmin, params: supportParams },
    async ({ params }) => removeSupportLocation(await getDatabase(), params.supportId),
  ),
];
