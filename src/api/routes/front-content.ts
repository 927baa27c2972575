/**
 * Front content (issue 23, decisions §13, specification §3's banners, blocks,
 * messages and preview): public GETs of what is published and within its
 * period; the back office's reads (staff, with drafts) and writes (admins)
 * under /api/content/; the images of banners and blocks; and preview, which
 * lets staff see drafts on the real pages. Public answers are `no-store`: a
 * period can start or end between two requests without any change to drop a
 * shared copy, and the pages that show this content are shared instead.
 */
import { z } from "zod";

import { UPLOAD_TYPES, MAX_UPLOAD_BYTES } from "@/domain/catalogue/uploaded-images";
import {
  bannerAnswerSchema,
  bannerListAnswerSchema,
  bannerRecordListSchema,
  bannerRecordSchema,
  blockAnswerSchema,
  blockRecordListSchema,
  blockRecordSchema,
  contentImageAnswerSchema,
  messageAnswerSchema,
  messageListAnswerSchema,
  messageRecordListSchema,
  messageRecordSchema,
} from "@/schemas/answers/front-content";
import { bannerQuerySchema, bannerVersionSchema, blockInputSchema, blockVersionSchema, FRONT_CONTENT_BODY_LIMIT, messageVersionSchema, previewQuerySchema } from "@/schemas/front-content";
import { blockKindOf } from "@/domain/front-content/front-content";
import { getDatabase } from "@/server/db/client";
import { bannerKind, blockKind, type ContentKind, messageKind } from "@/server/front-content/content-kinds";
import { listContentRecords, loadContentRecord } from "@/server/front-content/content-records";
import { listPublicBanners, listPublicMessages, loadPublicBanner, loadPublicBlock, loadPublicMessage } from "@/server/front-content/public-content";
import { publishContent } from "@/server/front-content/publish-content";
import { removeContent } from "@/server/front-content/remove-content";
import { createContent, updateContentDraft } from "@/server/front-content/save-content-draft";
import { unpublishContent } from "@/server/front-content/unpublish-content";
import { findContentImage, uploadContentImage } from "@/server/front-content/upload-content-image";
import { endPreview, previewReturnPath, startPreview } from "@/server/front-content/preview";
import { orNotFound } from "@/server/http/api-error";
import { redirectFormNavigation } from "@/server/http/form-navigation";
import { idParam } from "@/server/http/params";
import { notFoundResponse } from "@/server/http/svg-response";
import { readUpload } from "@/server/http/upload-body";
import { requireAdmin, requireStaff } from "@/server/staff/staff-request";

import { endpoint, rawEndpoint, type RouteDeclaration } from "../declare";

const bannerParams = z.object({ bannerId: idParam("bannerId") });
const messageParams = z.object({ messageId: idParam("messageId") });
const blockParams = z.object({ blockId: idParam("blockId") });
// A number, or the slot's key ("home.hero").
const publicBlockParams = z.object({
  blockId: z.union([idParam("blockId"), z.string().max(120).refine((key) => blockKindOf(key) !== null)], { error: "blockId is een nummer of een sleutel zoals home.hero" }),
});

function adminRoutes(
  kind: ContentKind,
  plural: string,
  label: string,
  params: z.ZodObject<Record<string, z.ZodType<number, string>>>,
  idName: string,
  schemas: { record: z.ZodType; list: z.ZodType; create: z.ZodType; update: z.ZodType },
): RouteDeclaration[] {
  const base = `/api/content/${plural}/`;
  const one = `${base}{${idName}}/`;
  const idOf = (p: unknown) => (p as Record<string, number>)[idName]!;
  return [
    endpoint(
      { method: "GET", path: base, summary: `Every ${label} with its draft, its published version and its state (staff, the back office).`, role: "staff", answers: [{ status: 200, description: "All rows.", data: schemas.list }], failures: [401] },
      { authorize: requireStaff },
      async () => {
        const items = await listContentRecords(await getDatabase(), kind);
        return { items, total: items.length };
      },
    ),
    endpoint(
      { method: "POST", path: base, summary: `An admin adds a ${label} as a draft (not shown until published).`, role: "admin", answers: [{ status: 201, description: "The new row.", data: schemas.record }], failures: [401, 403, 413, 415, 422] },
      { authorize: requireAdmin, body: schemas.create, bodyLimitBytes: FRONT_CONTENT_BODY_LIMIT, status: 201 },
      async ({ auth, body }) => {
        const input = body as { draft: never; key?: string };
        return createContent(await getDatabase(), kind, input.draft, auth.staffMemberId, new Date(), input.key);
      },
    ),
    endpoint(
      { method: "GET", path: one, summary: `One ${label} with draft and published version (staff).`, role: "staff", answers: [{ status: 200, description: "The row.", data: schemas.record }], failures: [400, 401, 404] },
      { authorize: requireStaff, params },
      async ({ params: p }) => orNotFound(await loadContentRecord(await getDatabase(), kind, idOf(p)), kind.notFound),
    ),
    endpoint(
      { method: "PUT", path: one, summary: `An admin replaces the ${label}'s draft; the published version stays until "Publiceren".`, role: "admin", answers: [{ status: 200, description: "The row.", data: schemas.record }], failures: [400, 401, 403, 404, 413, 415, 422] },
      { authorize: requireAdmin, params, body: schemas.update, bodyLimitBytes: FRONT_CONTENT_BODY_LIMIT },
      async ({ auth, params: p, body }) => updateContentDraft(await getDatabase(), kind, idOf(p), (body as { draft: never }).draft, auth.staffMemberId, new Date()),
    ),
    endpoint(
      { method: "DELETE", path: one, summary: `An admin removes the ${label}, draft and published version.`, role: "admin", answers: [{ status: 204, description: "Removed." }], failures: [400, 401, 403, 404] },
      { authorize: requireAdmin, params },
      async ({ params: p }) => removeContent(await getDatabase(), kind, idOf(p)),
    ),
    endpoint(
      { method: "POST", path: `${one}publication/`, summary: `"Publiceren": the ${label}'s draft becomes what guests see; shared pages are dropped at once.`, role: "admin", answers: [{ status: 200, description: "The row.", data: schemas.record }], failures: [400, 401, 403, 404] },
      { authorize: requireAdmin, params },
      async ({ auth, params: p }) => publishContent(await getDatabase(), kind, idOf(p), auth.staffMemberId, new Date()),
    ),
    endpoint(
      { method: "DELETE", path: `${one}publication/`, summary: `"Depubliceren": guests no longer get the ${label}; the draft stays.`, role: "admin", answers: [{ status: 200, description: "The row.", data: schemas.record }], failures: [400, 401, 403, 404] },
      { authorize: requireAdmin, params },
      async ({ auth, params: p }) => unpublishContent(await getDatabase(), kind, idOf(p), auth.staffMemberId, new Date()),
    ),
  ];
}

const PREVIEW = "/api/preview/";
const endPreviewQuery = z.object({ path: previewQuerySchema.shape.path.optional() });

export const frontContentRoutes: RouteDeclaration[] = [
  endpoint(
    {
      method: "GET",
      path: "/api/banners/",
      summary: "The published banners within their period, by their order; `where` (home, cart, search, category:<slug>) keeps those of one place.",
      role: "guest",
      answers: [{ status: 200, description: "The banners.", data: bannerListAnswerSchema }],
      failures: [400],
    },
    { query: bannerQuerySchema, cache: "no-store" },
    async ({ query }) => listPublicBanners(await getDatabase(), new Date(), query.where),
  ),
  endpoint(
    { method: "GET", path: "/api/banners/{bannerId}/", summary: "One published banner within its period.", role: "guest", answers: [{ status: 200, description: "The banner.", data: bannerAnswerSchema }], failures: [400, 404] },
    { params: bannerParams, cache: "no-store" },
    async ({ params }) => orNotFound(await loadPublicBanner(await getDatabase(), new Date(), params.bannerId), bannerKind.notFound),
  ),
  endpoint(
    { method: "GET", path: "/api/blocks/{blockId}/", summary: "A published block within its period, by number or by key (home.hero, home.promotions, home.tiles, category.<slug>.intro).", role: "guest", answers: [{ status: 200, description: "The block.", data: blockAnswerSchema }], failures: [400, 404] },
    { params: publicBlockParams, cache: "no-store" },
    async ({ params }) => orNotFound(await loadPublicBlock(await getDatabase(), new Date(), params.blockId), blockKind.notFound),
  ),
  endpoint(
    { method: "GET", path: "/api/messages/", summary: "The site-wide messages published and within their period.", role: "guest", answers: [{ status: 200, description: "The messages.", data: messageListAnswerSchema }], failures: [] },
    { cache: "no-store" },
    async () => listPublicMessages(await getDatabase(), new Date()),
  ),
  endpoint(
    { method: "GET", path: "/api/messages/{messageId}/", summary: "One published message within its period.", role: "guest", answers: [{ status: 200, description: "The message.", data: messageAnswerSchema }], failures: [400, 404] },
    { params: messageParams, cache: "no-store" },
    async ({ params }) => orNotFound(await loadPublicMessage(await getDatabase(), new Date(), params.messageId), messageKind.notFound),
  ),
  ...adminRoutes(bannerKind, "banners", "banner", bannerParams, "bannerId", {
    record: bannerRecordSchema,
    list: bannerRecordListSchema,
    create: z.strictObject({ draft: bannerVersionSchema }),
    update: z.strictObject({ draft: bannerVersionSchema }),
  }),
  ...adminRoutes(blockKind, "blocks", "block", blockParams, "blockId", {
    record: blockRecordSchema,
    list: blockRecordListSchema,
    create: blockInputSchema,
    update: z.strictObject({ draft: blockVersionSchema }),
  }),
  ...adminRoutes(messageKind, "messages", "message", messageParams, "messageId", {
    record: messageRecordSchema,
    list: messageRecordListSchema,
    create: z.strictObject({ draft: messageVersionSchema }),
    update: z.strictObject({ draft: messageVersionSchema }),
  }),
  endpoint(
    {
      method: "POST",
      path: "/api/content/images/",
      summary: `An admin uploads an image for a banner or block: the file as the body (image/jpeg, image/png, image/webp or image/avif) or multipart/form-data (file). At most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB (413); its bytes must be such an image (415), at least 200 pixels each way (422). Stored as WebP fitted in 1600 × 1600; the answer's src goes into the version's image.`,
      role: "admin",
      answers: [{ status: 201, description: "The stored image.", data: contentImageAnswerSchema }],
      failures: [400, 401, 403, 413, 415, 422],
    },
    { authorize: requireAdmin, status: 201 },
    async ({ request }) => {
      const upload = await readUpload(request, { limitBytes: MAX_UPLOAD_BYTES, acceptedTypes: Object.keys(UPLOAD_TYPES) });
      return uploadContentImage(await getDatabase(), upload.bytes);
    },
  ),
  rawEndpoint(
    { method: "GET", path: "/afbeeldingen/inhoud/{image}", summary: "An uploaded banner or block image.", role: "guest", hidden: true, answers: [{ status: 200, description: "The image.", content: { type: "image/webp", schema: z.string() } }], failures: [404] },
    async (_request, context) => {
      const image = (((await context?.params) ?? {}) as Record<string, string>).image ?? "";
      const match = /^([a-z0-9]{16})\.webp$/.exec(image);
      const bytes = match ? await findContentImage(await getDatabase(), match[1]!) : null;
      if (!bytes) return notFoundResponse();
      return new Response(bytes as BodyInit, { headers: { "content-type": "image/webp", "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" } });
    },
  ),
  endpoint(
    {
      method: "GET",
      path: PREVIEW,
      summary: "Staff turn preview on (a signed cookie for 30 minutes) and go to `path` (a page of the shop, 303) to see the drafts there. Never cached.",
      role: "staff",
      answers: [{ status: 303, description: "To the page, with the preview cookie.", data: z.strictObject({ path: z.string().describe("The page it goes to") }) }],
      failures: [400, 401],
    },
    { authorize: requireStaff, query: previewQuerySchema },
    ({ auth, query }) => startPreview(auth.staffMemberId, query.path, new Date()),
  ),
  endpoint(
    { method: "DELETE", path: PREVIEW, summary: "Ends the preview: the cookie is cleared.", role: "guest", answers: [{ status: 204, description: "Ended." }], failures: [] },
    {},
    () => endPreview(null),
  ),
  endpoint(
    {
      method: "POST",
      path: PREVIEW,
      summary: "The preview notice's button (a plain form): ends the preview and goes back to `path` (303).",
      role: "guest",
      formStandIn: true,
      answers: [{ status: 204, description: "Ended." }, { status: 303, description: "A form's answer: back to the page." }],
      failures: [400],
    },
    { query: endPreviewQuery },
    ({ query }) => endPreview(query.path ?? null),
    (handler) => redirectFormNavigation(handler, (_answer, request) => previewReturnPath(request, (path) => previewQuerySchema.safeParse({ path }).success)),
  ),
];


