import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createGzip, gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PageCache } from "@/host/page-cache/page-cache";
import { sharePublicly, withSharing } from "@/host/page-cache/share-publicly";

import { applySecurityHeaders, securityHeaderSettings } from "./security-headers";
import { isNotFoundPageRequest, isPageRequest, NOT_FOUND_PATH, renderNotFoundOnTheServer } from "./not-found";

const NOT_FOUND_PAGE = '<!DOCTYPE html><html lang="nl"><main><h1>Deze pagina bestaat niet (meer)</h1></main></html>';
const ERROR_SHELL = '<!DOCTYPE html><html id="__next_error__"><body><script>self.__next_f.push("Deze pagina bestaat niet (meer)")</script></body></html>';

let server: Server;
let base: string;
let notFoundPageRequests: { cookie?: string; method?: string }[] = [];

/** Like Next.js's compression middleware: installed on the response after the shop's wrappers, gzip from the first write. */
function compressLikeNextJs(response: ServerResponse): void {
  const write = response.write.bind(response) as (chunk: unknown) => boolean;
  const end = response.end.bind(response) as () => void;
  const on = response.on.bind(response);
  const gzip = createGzip();
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    response.setHeader("content-encoding", "gzip");
    response.removeHeader("content-length");
    gzip.on("data", (chunk: Buffer) => write(chunk));
    gzip.on("end", () => end());
  };
  response.write = ((chunk: unknown) => {
    start();
    return gzip.write(chunk as Buffer);
  }) as ServerResponse["write"];
  response.end = ((chunk?: unknown) => {
    start();
    if (chunk !== undefined) gzip.write(chunk as Buffer);
    gzip.end();
    return response;
  }) as ServerResponse["end"];
  // Backpressure listeners go to the gzip stream, as the middleware does it.
  response.on = ((event: string, listener: (...args: unknown[]) => void) => (event === "drain" ? gzip.on(event, listener) : on(event, listener))) as ServerResponse["on"];
}

/**
 * Answers as Next.js does: the real 404 page only for /_not-found/, the error shell for a page's notFound().
 * The catch-all page marks itself public, as [slug]/page.tsx does, and the 404 page is public by its route
 * (as npm start has it); the order page (/bestelling/…) is not.
 */
function imitateNextJs(request: IncomingMessage, response: ServerResponse): void {
  const path = (request.url ?? "/").split("?")[0];
  if (path !== NOT_FOUND_PATH && !path?.startsWith("/bestelling/")) sharePublicly();
  response.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
  if (request.headers["accept-encoding"]?.includes("gzip")) compressLikeNextJs(response);
  response.setHeader("content-type", "text/html; charset=utf-8");
  response.setHeader("x-from-next", path ?? "");
  if (path === NOT_FOUND_PATH) {
    notFoundPageRequests.push({ cookie: request.headers.cookie, method: request.method });
    response.statusCode = 404;
    response.end(request.method === "HEAD" ? undefined : NOT_FOUND_PAGE);
  } else if (path === "/bestaat/") {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end("<html><h1>Wasmachines</h1></html>");
  } else if (path === "/api/onbekend/") {
    response.writeHead(404, { "content-type": "application/json" });
    response.end('{"detail":"Niet gevonden."}');
  } else {
    // notFound() from a page: status set, headers sent implicitly with the first write.
    response.statusCode = 404;
    response.write(ERROR_SHELL.slice(0, 40));
    response.end(ERROR_SHELL.slice(40));
  }
}

const pageCache = new PageCache({ ttlMs: 60_000, maxEntries: 10 });

beforeAll(async () => {
  const loopback = () => ({ host: "127.0.0.1", port: (server.address() as AddressInfo).port });
  // As npm start: the sharing context first, then the swap, then Next.js.
  const answer = (request: IncomingMessage, response: ServerResponse) =>
    withSharing(
      request,
      response,
      () => 60,
      () => {
        renderNotFoundOnTheServer(request, response, loopback);
        imitateNextJs(request, response);
      },
      isNotFoundPageRequest(request),
    );
  server = createServer((request, response) => {
    if (request.headers["x-through-cache"]) void pageCache.serve(request, response, answer);
    else answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  headers: IncomingMessage["headers"];
  body: string;
}

function call(path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${base}${path}`, { method: options.method ?? "GET", headers: options.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const raw = Buffer.concat(chunks);
        const body = answer.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: body.toString("utf8") });
      });
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("every page not found answers with the 404 page rendered on the server", () => {
  it("sends the rendered 404 page instead of the error shell, with status 404", async () => {
    const answer = await call("/wasmachines/bestaat-niet/");
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(NOT_FOUND_PAGE);
    expect(answer.headers["x-from-next"]).toBe(NOT_FOUND_PATH);
  });

  it("takes the half-used compression off the shell, so the page arrives gzipped once", async () => {
    const answer = await call("/bestaat-niet/?q=1", { headers: { "accept-encoding": "gzip" } });
    expect(answer.status).toBe(404);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.body).toBe(NOT_FOUND_PAGE);
  });

  it("asks for the 404 page with the visitor's cookie (a member of staff sees the staff header) and method", async () => {
    notFoundPageRequests = [];
    await call("/bestaat-niet/", { headers: { cookie: "stekker_staff=abc" } });
    const head = await call("/bestaat-niet/", { method: "HEAD" });
    expect(notFoundPageRequests).toEqual([
      { cookie: "stekker_staff=abc", method: "GET" },
      { cookie: undefined, method: "HEAD" },
    ]);
    expect(head.status).toBe(404);
    expect(head.body).toBe("");
  });

  it("leaves pages that exist, API answers and the 404 page's own request alone", async () => {
    expect(await call("/bestaat/")).toMatchObject({ status: 200, body: "<html><h1>Wasmachines</h1></html>" });
    expect(await call("/api/onbekend/")).toMatchObject({ status: 404, body: '{"detail":"Niet gevonden."}' });
    expect((await call(NOT_FOUND_PATH)).body).toBe(NOT_FOUND_PAGE);
  });

  it("leaves the router's own data requests alone: the browser draws the 404 page from them", async () => {
    const answer = await call("/bestaat-niet/", { headers: { rsc: "1" } });
    expect(answer.body).toBe(ERROR_SHELL);
  });

  it("stores the rendered 404 page, not the shell, in the page cache", async () => {
    const first = await call("/nergens/", { headers: { "x-through-cache": "1" } });
    const second = await call("/nergens/", { headers: { "x-through-cache": "1" } });
    expect(first).toMatchObject({ status: 404, body: NOT_FOUND_PAGE });
    expect(second).toMatchObject({ status: 404, body: NOT_FOUND_PAGE });
    expect(second.headers["x-page-cache"]).toBe("hit");
  });

  it("never stores the 404 of a page that did not mark itself public (a stranger's order number), though the 404 page it borrows is public", async () => {
    const first = await call("/bestelling/40000002/", { headers: { "x-through-cache": "1" } });
    const second = await call("/bestelling/40000002/", { headers: { "x-through-cache": "1" } });
    expect(first).toMatchObject({ status: 404, body: NOT_FOUND_PAGE });
    expect(first.headers["cache-control"]).toMatch(/no-store/);
    expect(second.headers["x-page-cache"]).toBeUndefined();
  });
});

describe("when the 404 page cannot be fetched", () => {
  it("sends a plain 404 page that still carries the security headers", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const settings = securityHeaderSettings({ PUBLIC_BASE_URL: "https://www.stekker.test", PAYMENT_PROVIDER: "test", MOLLIE_API_URL: "https://api.mollie.com/v2" });
    const broken = createServer((request, response) => {
      applySecurityHeaders(request, response, settings);
      renderNotFoundOnTheServer(request, response, () => ({ host: "127.0.0.1", port: closedPort }));
      imitateNextJs(request, response);
    });
    await new Promise<void>((resolve) => broken.listen(0, "127.0.0.1", resolve));
    const errors = console.error;
    console.error = () => undefined;
    try {
      const answer = await new Promise<Answer>((resolve, reject) => {
        httpRequest(`http://127.0.0.1:${(broken.address() as AddressInfo).port}/bestaat-niet/`, (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString("utf8") }));
        })
          .on("error", reject)
          .end();
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toContain("Deze pagina bestaat niet (meer)");
      expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(answer.headers["strict-transport-security"]).toBeDefined();
      expect(answer.headers["x-from-next"]).toBeUndefined();
    } finally {
      console.error = errors;
      await new Promise<void>((resolve) => broken.close(() => resolve()));
    }
  });
});

describe("isPageRequest", () => {
  const request = (url: string, method = "GET", headers: Record<string, string> = {}) => ({ url, method, headers }) as unknown as IncomingMessage;

  it("is true for a page asked for as a document, with or without a query", () => {
    expect(isPageRequest(request("/wasmachines/x/"))).toBe(true);
    expect(isPageRequest(request("/wasmachines/x/?merk=bosch", "HEAD"))).toBe(true);
  });

  it("is false for other methods, the API, Next.js's files, router data and the 404 page itself", () => {
    expect(isPageRequest(request("/x/", "POST"))).toBe(false);
    expect(isPageRequest(request("/api/products/1/"))).toBe(false);
    expect(isPageRequest(request("/_next/static/x.js"))).toBe(false);
    expect(isPageRequest(request("/x/?_rsc=abc"))).toBe(false);
    expect(isPageRequest(request("/x/", "GET", { rsc: "1" }))).toBe(false);
    expect(isPageRequest(request(NOT_FOUND_PATH))).toBe(false);
  });
});
