/** Vacancies (issue 23, decisions §13): guests read what is published and open; admins write drafts and publish them. */
import { z } from "zod";

import { adminVacancySchema, publicationActionSchema, publicVacancySchema, VACANCY_BODY_LIMIT, vacancyListQuerySchema, vacancyVersionSchema } from "@/schemas/vacancies";
import { adminIfAsked, publicUnlessAdminView } from "@/server/content/admin-view";
import { getDatabase } from "@/server/db/client";
import { orNotFound } from "@/server/http/api-error";
import { idParam } from "@/server/http/params";
import { requireAdmin } from "@/server/staff/staff-request";
import { listOpenVacancies } from "@/server/vacancies/list-open-vacancies";
import { listVacanciesForAdmin } from "@/server/vacancies/list-vacancies-for-admin";
import { loadOpenVacancy } from "@/server/vacancies/load-open-vacancy";
import { loadVacancyForAdmin } from "@/server/vacancies/load-vacancy-for-admin";
import { removeVacancy } from "@/server/vacancies/remove-vacancy";
import { saveVacancyDraft } from "@/server/vacancies/save-vacancy-draft";
import { setVacancyPublication } from "@/server/vacancies/set-vacancy-publication";
import { VACANCY_NOT_FOUND } from "@/server/vacancies/vacancy-rows";

import { endpoint } from "../declare";

const vacancyParams = z.object({ vacancyId: idParam("vacancyId") });

export const vacancyRoutes = [
  endpoint(
    {
      method: "GET",
      path: "/api/vacancies/",
      summary: "The published vacancies open now, the one closing first on top. With view=admin (admins only): every vacancy with its draft and published version.",
      role: "guest",
      answers: [{ status: 200, description: "The vacancies.", data: z.union([z.array(publicVacancySchema), z.array(adminVacancySchema)]) }],
      failures: [400, 401, 403],
    },
    { authorize: adminIfAsked, query: vacancyListQuerySchema, cache: publicUnlessAdminView },
    async ({ auth }) => (auth ? listVacanciesForAdmin(await getDatabase(), new Date()) : listOpenVacancies(await getDatabase(), new Date())),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/vacancies/{vacancyId}/",
      summary: "One published vacancy while it is open; 404 for a draft, a closed or an unpublished one. With view=admin (admins only): both versions.",
      role: "guest",
      answers: [{ status: 200, description: "The vacancy.", data: z.union([publicVacancySchema, adminVacancySchema]) }],
      failures: [400, 401, 403, 404],
    },
    { authorize: adminIfAsked, params: vacancyParams, query: vacancyListQuerySchema, cache: publicUnlessAdminView },
    async ({ auth, params }) => {
      const db = await getDatabase();
      return orNotFound(auth ? await loadVacancyForAdmin(db, params.vacancyId, new Date()) : await loadOpenVacancy(db, params.vacancyId, new Date()), VACANCY_NOT_FOUND);
    },
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/vacancies/",
      summary: "An admin adds a vacancy as a draft: title, slug, location, hours, kind, summary, the three rich-text parts, salary or null, openFrom and openUntil. Guests see it once published.",
      role: "admin",
      answers: [{ status: 201, description: "The new vacancy, both versions.", data: adminVacancySchema }],
      failures: [401, 403, 413, 415, 422],
    },
    { authorize: requireAdmin, body: vacancyVersionSchema, bodyLimitBytes: VACANCY_BODY_LIMIT, status: 201 },
    async ({ auth, body }) => saveVacancyDraft(await getDatabase(), body, auth.staffMemberId, new Date()),
  ),
  endpoint(
    {
      method: "PUT",
      path: "/api/vacancies/{vacancyId}/",
      summary: "An admin replaces a vacancy's draft (the whole version, as POST takes it); the published version stays until published again.",
      role: "admin",
      answers: [{ status: 200, description: "The vacancy, both versions.", data: adminVacancySchema }],
      failures: [400, 401, 403, 404, 413, 415, 422],
    },
    { authorize: requireAdmin, params: vacancyParams, body: vacancyVersionSchema, bodyLimitBytes: VACANCY_BODY_LIMIT },
    async ({ auth, params, body }) => saveVacancyDraft(await getDatabase(), body, auth.staffMemberId, new Date(), params.vacancyId),
  ),
  endpoint(
    {
      method: "PATCH",
      path: "/api/vacancies/{vacancyId}/",
      summary: "An admin publishes the draft (action publish) or takes the vacancy off the site (action unpublish).",
      role: "admin",
      answers: [{ status: 200, description: "The vacancy, both versions.", data: adminVacancySchema }],
      failures: [400, 401, 403, 404, 413, 415, 422],
    },
    { authorize: requireAdmin, params: vacancyParams, body: publicationActionSchema, bodyLimitBytes: 1024 },
    async ({ auth, params, body }) => setVacancyPublication(await getDatabase(), params.vacancyId, body.action, auth.staffMemberId, new Date()),
  ),
  endpoint(
    {
      method: "DELETE",
      path: "/api/vacancies/{vacancyId}/",
      summary: "An admin removes a vacancy, both versions.",
      role: "admin",
      answers: [{ status: 204, description: "Removed." }],
      failures: [400, 401, 403, 404],
    },
    { authorize: requireAdmin, params: vacancyParams },
    async ({ params }) => removeVacancy(await getDatabase(), params.vacancyId),
  ),
];
