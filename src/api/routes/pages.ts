/**
 * The shop's pages (issue 23, point 1; specification §6 `/api/pages/{pageId}`):
 * anyone reads a published page, by its number or its path's key
 * (`klantenservice--betalen` for /klantenservice/betalen/); admins list them
 * with their drafts, write drafts, publish, unpublish and remove.
 */
import { z } from "zod";

import { adminPageAnswerSchema, adminPageListAnswerSchema, publishedPageAnswerSchema } from "@/schemas/answers/pages";
import { PAGES_BODY_LIMIT, pageCreateSchema, pageUpdateSchema } from "@/schemas/content/page";
import { getDatabase } from "@/server/db/client";
import { listPages } from "@/server/pages/list-pages";
import { loadPublishedPage } from "@/server/pages/load-published-page";
import { loadAdminPage, pageRef } from "@/server/pages/page-version";
import { publishPage } from "@/server/pages/publish-page";
import { removePage } from "@/server/pages/remove-page";
import { savePage } from "@/server/pages/save-page";
import { unpublishPage } from "@/server/pages/unpublish-page";
import { requireAdmin } from "@/server/staff/staff-request";

import { endpoint } from "../declare";

const pageParams = z.object({
  pageId: z
    .string()
    .max(120, "pageId is te lang")
    .regex(/^[a-z0-9]+(?:-{1,2}[a-z0-9]+)*$/, "pageId is een nummer of de sleutel van een pad, zoals klantenservice--betalen"),
});

export const pageRoutes = [
  endpoint(
    {
      method: "GET",
      path: "/api/pages/",
      summary: "Every page with its state (concept, gepubliceerd, gewijzigd), drafts included, for the back office.",
      role: "admin",
      answers: [{ status: 200, description: "The pages.", data: adminPageListAnswerSchema }],
      failures: [401, 403],
    },
    { authorize: requireAdmin, cache: "no-store" },
    async () => listPages(await getDatabase()),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/pages/",
      summary:
        "An admin adds a page: path (/naam/ or /klantenservice/naam/) and its draft (title, metaTitle, description, navLabel, summary, intro as rich text, sections with anchor, heading, level 2 or 3 and a rich-text body, faq). Rich text is sanitised before it is stored; {{…}} placeholders are filled from the settings when shown. 409 when the path has a page.",
      role: "admin",
      answers: [{ status: 201, description: "The new page, not published yet.", data: adminPageAnswerSchema }],
      failures: [401, 403, 409, 413, 415, 422],
    },
    { authorize: requireAdmin, body: pageCreateSchema, bodyLimitBytes: PAGES_BODY_LIMIT, status: 201, cache: "no-store" },
    async ({ auth: admin, body }) => savePage(await getDatabase(), admin, body),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/pages/{pageId}/",
      summary: "A published page, by number or by its path's key (klantenservice--betalen); a page never published, or taken offline, answers 404. Never a draft.",
      role: "guest",
      answers: [{ status: 200, description: "The published page.", data: publishedPageAnswerSchema }],
      failures: [400, 404],
    },
    { params: pageParams, cache: "public" },
    async ({ params }) => loadPublishedPage(await getDatabase(), params.pageId),
  ),
  endpoint(
    {
      method: "PUT",
      path: "/api/pages/{pageId}/",
      summary: "An admin replaces the draft (and may move the path); guests keep the published version until it is published.",
      role: "admin",
      answers: [{ status: 200, description: "The page with its new draft.", data: adminPageAnswerSchema }],
      failures: [400, 401, 403, 404, 409, 413, 415, 422],
    },
    { authorize: requireAdmin, params: pageParams, body: pageUpdateSchema, bodyLimitBytes: PAGES_BODY_LIMIT, cache: "no-store" },
    async ({ auth: admin, params, body }) => savePage(await getDatabase(), admin, body, pageRef(params.pageId)),
  ),
  endpoint(
    {
      method: "DELETE",
      path: "/api/pages/{pageId}/",
      summary: "An admin removes a page with both its versions.",
      role: "admin",
      answers: [{ status: 204, description: "Removed." }],
      failures: [400, 401, 403, 404],
    },
    { authorize: requireAdmin, params: pageParams },
    async ({ params }) => removePage(await getDatabase(), pageRef(params.pageId)),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/pages/{pageId}/versions/",
      summary: "The back office's page: the draft, the published version (or null) and the state.",
      role: "admin",
      answers: [{ status: 200, description: "The page.", data: adminPageAnswerSchema }],
      failures: [400, 401, 403, 404],
    },
    { authorize: requireAdmin, params: pageParams, cache: "no-store" },
    async ({ params }) => loadAdminPage(await getDatabase(), pageRef(params.pageId)),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/pages/{pageId}/publish/",
      summary: "An admin publishes the draft: guests get it at once (the page cache is dropped on every instance).",
      role: "admin",
      answers: [{ status: 200, description: "The page as published.", data: adminPageAnswerSchema }],
      failures: [400, 401, 403, 404],
    },
    { authorize: requireAdmin, params: pageParams, cache: "no-store" },
    async ({ auth: admin, params }) => publishPage(await getDatabase(), admin, pageRef(params.pageId)),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/pages/{pageId}/unpublish/",
      summary: "An admin takes the page offline (guests get 404); the draft is kept.",
      role: "admin",
      answers: [{ status: 200, description: "The page, unpublished.", data: adminPageAnswerSchema }],
      failures: [400, 401, 403, 404],
    },
    { authorize: requireAdmin, params: pageParams, cache: "no-store" },
    async ({ auth: admin, params }) => unpublishPage(await getDatabase(), admin, pageRef(params.pageId)),
  ),
];
