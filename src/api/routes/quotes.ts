/**
 * Quote requests (issue 22, point 1; decisions §11): a guest with a session
 * asks for a quote (POST, JSON or a multipart form with photos and floor
 * plans), and reads it back as own data: the session that asked, the signed
 * link of its mails (`?token=`), or staff. The uploads download with the same
 * rights.
 */
import { z } from "zod";

import { MAX_QUOTE_FILE_BYTES, MAX_QUOTE_FILES, QUOTE_FILE_TYPES } from "@/domain/quotes/quote-files";
import { quoteAnswerSchema } from "@/schemas/answers/quote";
import { QUOTE_REQUEST_BODY_LIMIT } from "@/schemas/quote-request";
import { getDatabase } from "@/server/db/client";
import { readFormWithFiles } from "@/server/http/form-with-files";
import { idParam } from "@/server/http/params";
import { readSession, requireSession } from "@/server/session/session-cookie";
import { readOwnQuote } from "@/server/quotes/read-own-quote";
import { readQuoteUpload } from "@/server/quotes/read-quote-upload";
import { requestQuote } from "@/server/quotes/request-quote";
import { enforceClientRateLimit } from "@/server/rate-limit/rate-limit";
import { QUOTE_REQUESTS } from "@/server/rate-limit/rules";
import { staffOf } from "@/server/staff/staff-request";

import { endpoint, type RouteDeclaration } from "../declare";

const quoteParams = z.object({ quoteId: z.string().max(20) });
const uploadParams = z.object({ quoteId: z.string().max(20), uploadId: idParam("uploadId") });
const tokenQuery = z.object({ token: z.string().max(100).optional() });
const uploadFileSchema = z.string().meta({ format: "binary" });

/** The caller's rights to a quote: staff, the session, the link's token. */
async function quoteCaller(request: Request) {
  return { staff: (await staffOf(request)) !== null, sessionId: readSession(request) };
}

export const quoteRoutes: RouteDeclaration[] = [
  endpoint(
    {
      method: "POST",
      path: "/api/quotes/",
      summary: `A guest with a session asks for a quote: JSON with the fields, or multipart/form-data with the fields and 0 to ${MAX_QUOTE_FILES} files in \`files\` (${QUOTE_FILE_TYPES.join(", ")} by their bytes, each at most ${MAX_QUOTE_FILE_BYTES / 1024 / 1024} MB). Stored as requested; a confirmation mail with the signed link to the quote's page follows. 422 names every wrong field (files included). Limited per client address.`,
      role: "guest",
      answers: [{ status: 201, description: "The quote as stored.", data: quoteAnswerSchema }],
      failures: [400, 401, 413, 415, 422, 429],
    },
    {
      authorize: async (request) => {
        await enforceClientRateLimit(QUOTE_REQUESTS, request);
        return requireSession(request);
      },
      status: 201,
    },
    async ({ request, auth: sessionId }) => {
      const form = await readFormWithFiles(request, {
        fileField: "files",
        maxFiles: MAX_QUOTE_FILES,
        maxFileBytes: MAX_QUOTE_FILE_BYTES,
        maxFileText: `${MAX_QUOTE_FILE_BYTES / 1024 / 1024} MB`,
        fieldsLimitBytes: QUOTE_REQUEST_BODY_LIMIT,
      });
      return requestQuote(await getDatabase(), { sessionId, fields: form.fields, files: form.files, fileProblems: form.fileProblems }, new Date());
    },
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/quotes/{quoteId}/",
      summary:
        "A quote, for the session that asked for it, the holder of its signed link (?token=) or staff: the request, the uploads, and the offer's lines with their products and prices once staff built it. Anyone else, with or without a session, gets the 404 of an unknown number.",
      role: "guest",
      ownData: true,
      answers: [{ status: 200, description: "The quote.", data: quoteAnswerSchema }],
      failures: [400, 401, 404, 410],
    },
    { authorize: quoteCaller, params: quoteParams, query: tokenQuery, cache: "no-store" },
    async ({ auth, params, query }) => readOwnQuote(await getDatabase(), params.quoteId, { ...auth, token: query.token }),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/quotes/{quoteId}/uploads/{uploadId}/",
      summary: "A photo or floor plan sent with a quote request, with the quote's own rights (its session, ?token=, or staff; anyone else gets the 404 of an unknown quote): the file with its checked type, never cached.",
      role: "guest",
      ownData: true,
      answers: [{ status: 200, description: "The file (image/jpeg, image/png, image/webp or application/pdf).", content: { type: "application/octet-stream", schema: uploadFileSchema } }],
      failures: [400, 401, 404, 410],
    },
    { authorize: quoteCaller, params: uploadParams, query: tokenQuery, cache: "no-store" },
    async ({ auth, params, query }) => readQuoteUpload(await getDatabase(), params.quoteId, params.uploadId, { ...auth, token: query.token }),
  ),
];
