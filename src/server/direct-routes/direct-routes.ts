/**
 * The direct lane of `npm start`: requests for the shop's route handlers (the
 * API and the product images) go straight to the handler that `next build`
 * compiled, without Next.js's request pipeline in between.
 *
 * Why: on this project's 2-core machine that pipeline costs about 1 ms of CPU
 * per request before a handler runs (a route answering a constant: 1,000
 * requests/s through Next.js, 8,000 direct), which alone puts the cart API over
 * its 15 ms target at 16 connections (docs/PERFORMANCE.md, docs/ARCHITECTURE.md).
 * Nothing of that pipeline applies to these routes: no middleware, no
 * `next/headers`, no caching of `fetch`; each handler takes a Web Request and
 * returns a Response (src/server/http/route-handler.ts).
 *
 * It is the same compiled module that Next.js itself loads (Node's require
 * cache holds one copy), so there is one database pool and one set of caches.
 * `next dev` never comes here. Should a future Next.js compile route modules in
 * another shape, the lane says so once and hands those requests to Next.js.
 */
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";

import { REQUEST_BODY } from "@/server/http/body";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";
import { bodyNotReceived } from "@/server/http/client-failure";
import { METHODS as ROUTE_METHODS } from "@/server/http/route-handler";
import { ANSWER_TEXT, DIRECT_REQUEST, failureResponse } from "@/server/http/responses";

import { type RouteMatch, RouteTable, routeEntriesFromManifest } from "./route-table";

/** Where the shop's route handlers live; pages and Next.js's own files are not served here. */
export const DIRECT_PREFIXES = ["/api/", "/afbeeldingen/"] as const;

const METHODS = new Set<string>(ROUTE_METHODS);
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

type Handler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;
type Handlers = Partial<Record<string, Handler>>;
interface CompiledRouteModule {
  routeModule?: { ensureUserland?: () => Promise<void>; userland?: Record<string, unknown> };
}
export type Fallback = (request: IncomingMessage, response: ServerResponse) => unknown;
export interface DirectMatch extends RouteMatch {
  method: string;
}

export class DirectRoutes {
  private readonly modules = new Map<string, Promise<Handlers | null>>();
  private readonly require: NodeRequire;

  constructor(
    private readonly serverDir: string,
    private readonly table: RouteTable,
  ) {
    this.require = createRequire(path.join(serverDir, "index.js"));
  }

  /** The lane for a finished build, or null when there is no build to read. */
  static fromBuild(distDir: string): DirectRoutes | null {
    const serverDir = path.join(distDir, "server");
    const manifestFile = path.join(serverDir, "app-paths-manifest.json");
    if (!existsSync(manifestFile)) return null;
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, string>;
    return new DirectRoutes(serverDir, new RouteTable(routeEntriesFromManifest(manifest, DIRECT_PREFIXES)));
  }

  /** The handler for this request, or null: then Next.js answers it. */
  match(request: IncomingMessage): DirectMatch | null {
    const method = request.method ?? "GET";
    if (!METHODS.has(method)) return null;
    const url = request.url ?? "/";
    if (!DIRECT_PREFIXES.some((prefix) => url.startsWith(prefix))) return null;
    const queryStart = url.indexOf("?");
    const found = this.table.match(queryStart === -1 ? url : url.slice(0, queryStart));
    return found ? { ...found, method } : null;
  }

  async serve(request: IncomingMessage, response: ServerResponse, match: DirectMatch, fallback: Fallback): Promise<void> {
    const handler = (await this.load(match.file))?.[match.method];
    if (!handler) {
      await fallback(request, response);
      return;
    }
    let webRequest: Request;
    try {
      webRequest = await toWebRequest(request);
    } catch (error) {
      // A small body is read whole before the handler runs; a client that breaks it off is the client's failure (client-failure.ts).
      const refused = bodyNotReceived(match.method, (request.url ?? "/").split("?")[0]!, error);
      await writeAnswer(request, response, failureResponse(refused.status, refused.message));
      return;
    }
    let answer: Response;
    try {
      answer = await handler(webRequest, { params: Promise.resolve(match.params) });
    } catch (error) {
      // The route wrapper answers every failure itself; this is a broken request stream or a bug in it.
      console.error(`[direct] ${match.method} ${request.url} failed:`, error);
      answer = failureResponse(500);
    }
    await writeAnswer(request, response, answer);
  }

  private load(file: string): Promise<Handlers | null> {
    let loading = this.modules.get(file);
    if (!loading) {
      loading = (async () => {
        const compiled = this.require(path.join(this.serverDir, file)) as CompiledRouteModule;
        const routeModule = compiled.routeModule;
        if (typeof routeModule?.ensureUserland !== "function") {
          console.warn(`[direct] ${file} heeft niet de verwachte vorm; Next.js beantwoordt deze route.`);
          return null;
        }
        await routeModule.ensureUserland();
        const userland = routeModule.userland ?? {};
        return Object.fromEntries(Object.entries(userland).filter(([name, value]) => METHODS.has(name) && typeof value === "function")) as Handlers;
      })();
      this.modules.set(file, loading);
    }
    return loading;
  }
}

/**
 * The Request a handler gets. It carries DIRECT_REQUEST, so that the handler's
 * JSON answer comes as text without a body stream, and a small body read whole
 * as REQUEST_BODY instead of a stream (src/server/http/body.ts reads either).
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
  const direct = (init: RequestInit, body?: Buffer) => Object.assign(new Request(url, init), { [DIRECT_REQUEST]: true, ...(body ? { [REQUEST_BODY]: body } : {}) });
  if (method === "GET" || method === "HEAD") return direct({ method, headers });

  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared <= BUFFERED_BODY_BYTES) return direct({ method, headers }, await readWhole(request));
  if (request.headers["content-length"] === undefined && request.headers["transfer-encoding"] === undefined) return direct({ method, headers });
  // A large or chunked body is streamed, so that the route's own size limit stops reading it.
  return direct({ method, headers, body: Readable.toWeb(request) as ReadableStream<Uint8Array>, duplex: "half" } as RequestInit);
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

  const text = (answer as Response & { [ANSWER_TEXT]?: unknown })[ANSWER_TEXT];
  let body: Buffer | null = typeof text === "string" ? Buffer.from(text) : answer.body ? Buffer.from(await answer.arrayBuffer()) : null;
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
