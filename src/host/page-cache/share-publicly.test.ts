import { createServer, get as httpGet, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";

import { afterEach, describe, expect, it } from "vitest";

import { NOT_SHARED, sharedSecondsFor, sharePublicly, shareUntil, withSharing } from "./share-publicly";

/** Next.js's header for a page rendered per request. */
const NEXT_PER_REQUEST = "private, no-cache, no-store, max-age=0, must-revalidate";

describe("only answers that a page marks public are public, with the Vary a shared cache needs", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A server like `npm start`: every request in a sharing context, `page` in the role of Next.js. */
  async function serveWith(page: (request: IncomingMessage, response: ServerResponse) => Promise<void>, seconds = 300) {
    server = createServer((request, response) => void withSharing(request, response, () => seconds, () => page(request, response)));
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    return (path = "/wasmachines/", headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
        httpGet({ host: "127.0.0.1", port, path, headers }, (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
        }).on("error", reject);
      });
  }

  /** Like a Next.js page: the component runs after some awaits, Next.js sets its header, the body streams. */
  const renderedPage =
    (options: { share: boolean; status?: number; cookie?: boolean }) =>
    async (_request: IncomingMessage, response: ServerResponse) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (options.share) sharePublicly();
      await Promise.resolve();
      response.statusCode = options.status ?? 200;
      response.setHeader("cache-control", NEXT_PER_REQUEST);
      response.setHeader("vary", "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch");
      if (options.cookie) response.setHeader("set-cookie", "stekker_session=abc");
      response.write("<html>");
      response.end("</html>");
    };

  it("a page that calls sharePublicly() is public for s-maxage seconds and varies on encoding and Authorization, keeping Next.js's own Vary", async () => {
    const get = await serveWith(renderedPage({ share: true }));
    const answer = await get();
    expect(answer.headers["cache-control"]).toBe("public, max-age=0, s-maxage=300");
    expect(answer.headers.vary).toBe("rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding, Authorization");
  });

  it("a page that does not call it keeps Next.js's per-request header", async () => {
    const get = await serveWith(renderedPage({ share: false }));
    expect((await get()).headers["cache-control"]).toBe(NEXT_PER_REQUEST);
  });

  it("a member of staff or a caller with a token never gets a public answer, even from a page that calls sharePublicly()", async () => {
    const get = await serveWith(renderedPage({ share: true }));
    expect((await get("/wasmachines/", { cookie: "stekker_session=a; stekker_staff=b" })).headers["cache-control"]).toBe(NEXT_PER_REQUEST);
    expect((await get("/wasmachines/", { authorization: "Bearer stk_x" })).headers["cache-control"]).toBe(NEXT_PER_REQUEST);
  });

  it("an answer that sets a cookie, or is neither a page nor a not-found, is never public", async () => {
    expect((await (await serveWith(renderedPage({ share: true, cookie: true })))()).headers["cache-control"]).toBe(NEXT_PER_REQUEST);
    server!.close();
    expect((await (await serveWith(renderedPage({ share: true, status: 500 })))()).headers["cache-control"]).toBe(NEXT_PER_REQUEST);
  });

  it("a not-found that borrows the 404 page's public headers stays private when the page asked for did not mark itself (a stranger's order number)", async () => {
    const borrowed = (share: boolean) => async (_request: IncomingMessage, response: ServerResponse) => {
      if (share) sharePublicly();
      // As not-found.ts does: the 404 page's own headers, passed to writeHead.
      response.writeHead(404, { "content-type": "text/html", "cache-control": "public, max-age=0, s-maxage=300" });
      response.end("<html>niet gevonden</html>");
    };
    expect((await (await serveWith(borrowed(false)))("/bestelling/40000002/")).headers["cache-control"]).toBe(NOT_SHARED);
    server!.close();
    expect((await (await serveWith(borrowed(true)))("/bestaat-niet/")).headers["cache-control"]).toBe("public, max-age=0, s-maxage=300");
  });

  it("an answer that calls itself public (the catalogue API) stays so and gets the same Vary", async () => {
    const get = await serveWith(async (_request, response) => {
      response.writeHead(200, { "Cache-Control": "public, max-age=60", "content-type": "application/json" });
      response.end("{}");
    });
    const answer = await get("/api/products/");
    expect(answer.headers["cache-control"]).toBe("public, max-age=60");
    expect(answer.headers.vary).toBe("Accept-Encoding, Authorization");
  });
});

describe("a page whose content changes by the clock shortens its shared copy's life", () => {
  it("takes the host's seconds, cut at the moment the page named, and nothing once it is within the second", () => {
    expect(sharedSecondsFor(300, undefined, 0)).toBe(300);
    expect(sharedSecondsFor(300, 42_500, 0)).toBe(42);
    expect(sharedSecondsFor(300, 600_000, 0)).toBe(300);
    expect(sharedSecondsFor(300, 900, 0)).toBe(0);
  });

  it("says s-maxage up to the earliest moment any part of the page named, and shares nothing when that is now", async () => {
    const answer = (moments: (Date | null)[]) =>
      new Promise<string | number | string[] | undefined>((resolve) => {
        const headers = new Map<string, unknown>();
        const response = {
          writeHead: () => response,
          getHeader: (name: string) => headers.get(name),
          setHeader: (name: string, value: unknown) => headers.set(name, value),
        } as unknown as ServerResponse;
        withSharing({ method: "GET", headers: {} } as IncomingMessage, response, () => 300, () => {
          sharePublicly();
          for (const moment of moments) shareUntil(moment);
          response.writeHead(200);
          resolve(headers.get("cache-control") as string | undefined);
        });
      });
    const now = Date.now();
    expect(await answer([null])).toBe("public, max-age=0, s-maxage=300");
    expect(await answer([new Date(now + 120_500), new Date(now + 60_500)])).toMatch(/^public, max-age=0, s-maxage=(59|60)$/);
    expect(await answer([new Date(now - 1)])).toBeUndefined();
  });
});
