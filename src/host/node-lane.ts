/**
 * The API's lane in `npm start`: Node's HTTP server hands /api/ and
 * /afbeeldingen/ requests to the Hono application (app.ts) directly, without
 * Next.js's request pipeline in between. It does what @hono/node-server's
 * `getRequestListener` does (a Web Request from Node's request, the Response
 * written back), plus what this shop needs around it:
 *
 * - the client address that start.ts stamped, never the client's own
 *   x-stekker-client-address header (the rate limits count it);
 * - a small body read whole before the handler runs, a large one streamed so
 *   that the route's own size limit stops reading it;
 * - gzip at level 1 from 1 KiB for compressible answers, with Vary;
 * - a JSON answer written from its text, without a body stream read back.
 *
 * Why not getRequestListener itself: it replaces the global Request and Response
 * by its own lighter classes, and Next.js serves its pages from this same
 * process; and it neither compresses nor keeps the stamped address.
 *
 * Why a lane at all: on this project's 2-core machine Next.js's pipeline costs
 * about 1 ms of CPU per request before a handler runs, which alone puts the cart
 * API over its 15 ms target at 16 connections (docs/PERFORMANCE.md).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";

import { withWholeBody } from "@/server/http/body";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";
import { bodyNotReceived } from "@/server/http/client-failure";
import { answerText, asTextOnlyRequest, failureResponse } from "@/server/http/responses";

/** What the lane hands requests to: the Hono application's `fetch`. */
export type FetchHandler = (request: Request) => Response | Promise<Response>;

const LANE_PREFIXES = ["/api/", "/afbeeldingen/"] as const;
/** Bodies up to this size are read whole before the handler runs; larger ones are streamed, as Next.js does. */
const BUFFERED_BODY_BYTES = 64 * 1024;
/** The compression middleware's threshold: smaller answers gain nothing from gzip. */
const COMPRESS_FROM_BYTES = 1024;
/** Above this, gzip runs on the thread pool so that it does not hold up other requests. */
const COMPRESS_SYNC_UP_TO_BYTES = 32 * 1024;
const COMPRESSIBLE = /json|text|xml|svg|javascript/i;
/**
 * Level 1: an 18 KB search answer gzips in 40 µs instead of 105 µs at the
 * default level 6, to 2.7 KB instead of 2.4 KB (measured on this machine).
 */
const GZIP_OPTIONS = { level: 1 } as const;
const gzipAsync = promisify(gzip);

/**
 * Whether the lane answers this request: paths under /api/ and /afbeeldingen/
 * that end in a slash or name a file (/api/openapi.json, /afbeeldingen/12/1.svg).
 * Anything else (/api/carts without its slash) is Next.js's, which redirects it.
 */
export function isLaneRequest(url: string | undefined): boolean {
  if (!url || !LANE_PREFIXES.some((prefix) => url.startsWith(prefix))) return false;
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  return pathname.endsWith("/") || /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf("/") + 1));
}

/** A Node request listener that answers with `fetch` (the API's application). */
export function createLaneListener(fetch: FetchHandler): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  return async (request, response) => {
    let webRequest: Request;
    try {
      webRequest = await toWebRequest(request);
    } catch (error) {
      // A small body is read whole before the handler runs; a client that breaks it off is the client's failure (client-failure.ts).
      const refused = bodyNotReceived(request.method ?? "GET", (request.url ?? "/").split("?")[0]!, error);
      await writeAnswer(request, response, failureResponse(refused.status, refused.message));
      return;
    }
    let answer: Response;
    try {
      answer = await fetch(webRequest);
    } catch (error) {
      // The application answers every failure itself; this is a broken request stream or a bug in it.
      console.error(`[api] ${request.method} ${request.url} failed:`, error);
      answer = failureResponse(500);
    }
    await writeAnswer(request, response, answer);
  };
}

/**
 * The Request the application gets. Marked text-only, so that a JSON answer
 * comes as text without a body stream, and with a small body read whole instead
 * of a stream (src/server/http/body.ts reads either).
 */
async function toWebRequest(request: IncomingMessage): Promise<Request> {
  const headers = new Headers();
  const raw = request.rawHeaders;
  // The client's own x-stekker-client-address, if it sent one, is dropped, and the address
  // npm start stamped on `request.headers` is put in its place: rawHeaders still hold
  // what the client sent, and the rate limits must never count an address it chose.
  for (let index = 0; index < raw.length; index += 2) if (raw[index]!.toLowerCase() !== CLIENT_ADDRESS_HEADER) headers.append(raw[index]!, raw[index + 1]!);
  const stamped = request.headers[CLIENT_ADDRESS_HEADER];
  if (typeof stamped === "string") headers.set(CLIENT_ADDRESS_HEADER, stamped);
  const url = `http://${request.headers.host ?? "localhost"}${request.url ?? "/"}`;
  const method = request.method ?? "GET";
  if (method === "GET" || method === "HEAD") return asTextOnlyRequest(new Request(url, { method, headers }));

  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared <= BUFFERED_BODY_BYTES) return asTextOnlyRequest(withWholeBody(new Request(url, { method, headers }), await readWhole(request)));
  if (request.headers["content-length"] === undefined && request.headers["transfer-encoding"] === undefined) return asTextOnlyRequest(new Request(url, { method, headers }));
  // A large or chunked body is streamed, so that the route's own size limit stops reading it.
  return asTextOnlyRequest(new Request(url, { method, headers, body: Readable.toWeb(request) as ReadableStream<Uint8Array>, duplex: "half" } as RequestInit));
}

/** The body as one Buffer; with events rather than `for await`, whose promise per chunk costs more than the reading. */
function readWhole(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.once("end", () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    request.once("error", reject);
  });
}

async function writeAnswer(request: IncomingMessage, response: ServerResponse, answer: Response): Promise<void> {
  const headers: OutgoingHttpHeaders = {};
  answer.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;

  const text = answerText(answer);
  let body: Buffer | null = text !== null ? Buffer.from(text) : answer.body ? Buffer.from(await answer.arrayBuffer()) : null;
  if (request.method === "HEAD") body = null;
  if (body && shouldCompress(request, answer, body)) {
    body = body.length <= COMPRESS_SYNC_UP_TO_BYTES ? gzipSync(body, GZIP_OPTIONS) : await gzipAsync(body, GZIP_OPTIONS);
    headers["content-encoding"] = "gzip";
    headers.vary = headers.vary ? `${String(headers.vary)}, Accept-Encoding` : "Accept-Encoding";
  }
  if (body) headers["content-length"] = body.length;
  else if (request.method !== "HEAD") headers["content-length"] = 0;
  response.writeHead(answer.status, headers);
  response.end(body ?? undefined);
}

function shouldCompress(request: IncomingMessage, answer: Response, body: Buffer): boolean {
  if (body.length < COMPRESS_FROM_BYTES || answer.headers.has("content-encoding")) return false;
  if (!COMPRESSIBLE.test(answer.headers.get("content-type") ?? "")) return false;
  return /\bgzip\b/i.test(String(request.headers["accept-encoding"] ?? ""));
}
