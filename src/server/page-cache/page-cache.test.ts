import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";

import { afterEach, describe, expect, it } from "vitest";

import { cacheKey, isCacheable, PageCache } from "./page-cache";

function request(headers: Record<string, string> = {}, url = "/wasmachines/", method = "GET"): IncomingMessage {
  return { url, method, headers } as unknown as IncomingMessage;
}

describe("which requests the page cache may answer", () => {
  it("caches an anonymous GET of a page", () => {
    expect(isCacheable(request())).toBe(true);
  });

  it("never caches the API, static files, images, the cart or the checkout", () => {
    for (const url of ["/_next/static/x.js", "/afbeeldingen/1/1.svg", "/winkelwagen/", "/bestellen/gegevens/", "/bestelling/40000001/?token=x", "/betalen/test/tst_x/", "/nieuwsbrief/bevestigen/?token=x", "/nieuwsbrief/afmelden/?token=x"]) {
      expect(isCacheable(request({}, url))).toBe(false);
    }
  });

  it("never caches React Server Component requests, prefetches or server actions of Next.js", () => {
    expect(isCacheable(request({ rsc: "1" }))).toBe(false);
    expect(isCacheable(request({ "next-router-prefetch": "1" }))).toBe(false);
    expect(isCacheable(request({}, "/wasmachines/?_rsc=abc"))).toBe(false);
  });

  it("never caches a request with a token, which may unlock staff data", () => {
    expect(isCacheable(request({ authorization: "Bearer abc" }, "/api/products/"))).toBe(false);
  });

  it("never caches for a signed-in member of staff or another method than GET", () => {
    expect(isCacheable(request({ cookie: "a=1; stekker_staff=xyz" }))).toBe(false);
    expect(isCacheable(request({}, "/wasmachines/", "POST"))).toBe(false);
    expect(isCacheable(request({}, "/wasmachines/", "HEAD"))).toBe(false);
  });

  it("renders fresh for a hard reload (Cache-Control: no-cache)", () => {
    expect(isCacheable(request({ "cache-control": "no-cache" }))).toBe(false);
  });

  it("keeps answers for gzip clients apart from answers for clients without gzip", () => {
    expect(cacheKey(request({ "accept-encoding": "gzip, deflate, br" }))).toBe(cacheKey(request({ "accept-encoding": "br;q=1, gzip, deflate" })));
    expect(cacheKey(request({ "accept-encoding": "gzip" }))).not.toBe(cacheKey(request({})));
  });
});

describe("page cache in front of the renderer", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serveWith(cache: PageCache, render: (request: IncomingMessage, response: ServerResponse) => Promise<void>) {
    server = createServer((req, res) => void cache.serve(req, res, render));
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    return (path = "/wasmachines/", headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${path}`, { headers });
  }

  it("renders a page once and answers the next request from the copy, headers and all", async () => {
    let renders = 0;
    const get = await serveWith(new PageCache({ ttlMs: 10_000, maxEntries: 10 }), async (_req, res) => {
      renders += 1;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.writeHead(200, { "x-rendered": String(renders) });
      res.write("<html>");
      res.end("wasmachines</html>");
    });
    const first = await get();
    const second = await get();
    expect(await first.text()).toBe("<html>wasmachines</html>");
    expect(await second.text()).toBe("<html>wasmachines</html>");
    expect(second.headers.get("x-rendered")).toBe("1");
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(renders).toBe(1);
  });

  it("lets concurrent requests for the same page share one render", async () => {
    let renders = 0;
    const get = await serveWith(new PageCache({ ttlMs: 10_000, maxEntries: 10 }), async (_req, res) => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      res.end("slow page");
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => get().then((response) => response.text())));
    expect(answers).toEqual(Array(10).fill("slow page"));
    expect(renders).toBe(1);
  });

  it("renders again once the copy is older than its time to live", async () => {
    let clock = 0;
    let renders = 0;
    const get = await serveWith(new PageCache({ ttlMs: 1000, maxEntries: 10, now: () => clock }), async (_req, res) => {
      renders += 1;
      res.end(`versie ${renders}`);
    });
    expect(await (await get()).text()).toBe("versie 1");
    clock = 999;
    expect(await (await get()).text()).toBe("versie 1");
    clock = 1000;
    expect(await (await get()).text()).toBe("versie 2");
  });

  it("does not share an answer that sets a cookie or fails", async () => {
    let renders = 0;
    const get = await serveWith(new PageCache({ ttlMs: 10_000, maxEntries: 10 }), async (req, res) => {
      renders += 1;
      if (req.url?.startsWith("/cookie")) res.setHeader("set-cookie", "session=abc");
      res.statusCode = req.url?.startsWith("/kapot") ? 500 : 200;
      res.end("x");
    });
    await get("/cookie/");
    await get("/cookie/");
    await get("/kapot/");
    await get("/kapot/");
    expect(renders).toBe(4);
  });

  it("shares an API answer only when it calls itself public", async () => {
    let renders = 0;
    const get = await serveWith(new PageCache({ ttlMs: 10_000, maxEntries: 10 }), async (req, res) => {
      renders += 1;
      res.setHeader("cache-control", req.url?.startsWith("/api/products/") ? "public, max-age=60" : "no-store");
      res.end("{}");
    });
    await get("/api/products/");
    await get("/api/products/");
    expect(renders).toBe(1);
    await get("/api/carts/1/");
    await get("/api/carts/1/");
    expect(renders).toBe(3);
  });

  it("keeps gzipped bytes exactly as rendered", async () => {
    const page = "<html>" + "koelkast ".repeat(200) + "</html>";
    const rendered = gzipSync(page);
    const get = await serveWith(new PageCache({ ttlMs: 10_000, maxEntries: 10 }), async (_req, res) => {
      res.writeHead(200, { "content-encoding": "gzip", "content-type": "text/html" });
      res.end(rendered);
    });
    await get("/wasmachines/", { "accept-encoding": "gzip" });
    const { port } = server!.address() as { port: number };
    const raw = await new Promise<{ body: Buffer; cache: string | undefined }>((resolve, reject) => {
      httpGet({ host: "127.0.0.1", port, path: "/wasmachines/", headers: { "accept-encoding": "gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ body: Buffer.concat(chunks), cache: response.headers["x-page-cache"] as string | undefined }));
      }).on("error", reject);
    });
    expect(raw.cache).toBe("hit");
    expect(raw.body.equals(rendered)).toBe(true);
    expect(gunzipSync(raw.body).toString()).toBe(page);
  });

  it("a client that leaves before the answer does not keep the page from others, even when the renderer never settles", async () => {
    let renders = 0;
    let port = 0;
    const cache = new PageCache({ ttlMs: 10_000, maxEntries: 10 });
    server = createServer((req, res) => {
      void cache.serve(req, res, (_request, response) => {
        renders += 1;
        if (renders > 1) {
          response.end("icoon");
          return;
        }
        // Like Next.js for a request whose client went away: the answer never ends and the handler never settles.
        response.writeHead(200, { "content-type": "image/svg+xml" });
        response.write("<svg");
        return new Promise<void>(() => undefined);
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;

    await new Promise<void>((resolve) => {
      const leaving = httpGet(`http://127.0.0.1:${port}/icon.svg`, (response) => {
        response.once("data", () => leaving.destroy());
      });
      leaving.on("close", () => resolve());
      leaving.on("error", () => undefined);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));

    // The same cache key as the one that left: no accept-encoding either.
    const next = await new Promise<string>((resolve, reject) => {
      const asking = httpGet(`http://127.0.0.1:${port}/icon.svg`, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve(body));
      });
      asking.setTimeout(2000, () => asking.destroy(new Error("the page cache kept the answer from the next client")));
      asking.on("error", reject);
    });
    expect(next).toBe("icoon");
    expect(renders).toBe(2);
    server.closeAllConnections();
  });

  it("forgets the least used page when full", async () => {
    let renders = 0;
    const get = await serveWith(new PageCache({ ttlMs: 10_000, maxEntries: 2 }), async (req, res) => {
      renders += 1;
      res.end(req.url);
    });
    await get("/a/");
    await get("/b/");
    await get("/a/");
    await get("/c/");
    expect(renders).toBe(3);
    await get("/a/");
    expect(renders).toBe(3);
    await get("/b/");
    expect(renders).toBe(4);
  });
});
