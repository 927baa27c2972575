import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";

import { afterEach, describe, expect, it } from "vitest";

import { cacheKey, isCacheable, isRouterNormalPath, PageCache, sharedLifetimeMs } from "./page-cache";

const PUBLIC = "public, max-age=0, s-maxage=300";

interface RawAnswer {
  status: number;
  headers: IncomingMessage["headers"];
  text(): Promise<string>;
}

/** A GET with the path sent exactly as written (fetch would resolve `..` and `%2e` first). */
function rawGet(port: number, path: string, headers: Record<string, string> = {}): Promise<RawAnswer & { headers: { get(name: string): string | null } }> {
  return new Promise((resolve, reject) => {
    httpGet({ host: "127.0.0.1", port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks).toString();
        const raw = response.headers;
        resolve({ status: response.statusCode ?? 0, headers: Object.assign(raw, { get: (name: string) => (raw[name] === undefined ? null : String(raw[name])) }), text: async () => body });
      });
    }).on("error", reject);
  });
}

function request(headers: Record<string, string> = {}, url = "/wasmachines/", method = "GET"): IncomingMessage {
  return { url, method, headers } as unknown as IncomingMessage;
}

describe("which requests the page cache may answer", () => {
  it("caches an anonymous GET of a page", () => {
    expect(isCacheable(request())).toBe(true);
    expect(isCacheable(request({ cookie: "stekker_session=abc" }))).toBe(true);
  });

  it("never answers from or stores a request with any Next.js internal header (router data, prefetches, middleware, server actions)", () => {
    const internal = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-url", "next-action", "next-hmr-refresh", "x-middleware-prefetch", "x-middleware-subrequest", "x-middleware-foo", "next-foo", "x-nextjs-data"];
    for (const header of internal) expect(isCacheable(request({ [header]: "1" })), header).toBe(false);
    expect(isCacheable(request({}, "/wasmachines/?_rsc=abc"))).toBe(false);
  });

  it("never answers from or stores a path that the router reads as another path (dot segments, %2e, %2f, backslashes, double slashes)", () => {
    const disguised = ["/x/../bestelling/40000001/", "/./bestelling/40000001/", "/%2e/bestelling/40000001/", "/%2E/bestelling/40000001/", "/x/%2e%2e/bestelling/40000001/", "//bestelling/40000001/", "/bestelling%2f40000001/", "/bestelling%2F40000001/", "/x\\..\\bestelling/40000001/", "/bestelling/40000001/./", "/bestelling/40000001/.."];
    for (const url of disguised) expect(isCacheable(request({}, url)), url).toBe(false);
    expect(isCacheable(request({}, "/merken/m%C3%AFele/"))).toBe(true);
    expect(isRouterNormalPath("/wasmachines/bosch-wat28400/")).toBe(true);
  });

  it("never caches a request with a token, which may unlock staff data", () => {
    expect(isCacheable(request({ authorization: "Bearer abc" }, "/api/products/"))).toBe(false);
    expect(isCacheable(request({ authorization: "Basic eDp5" }))).toBe(false);
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

  it("a shared copy lives the configured time, but never past the next whole or half hour", () => {
    expect(sharedLifetimeMs(300_000, Date.parse("2026-11-25T12:00:00Z"))).toBe(300_000);
    expect(sharedLifetimeMs(300_000, Date.parse("2026-11-25T12:58:00Z"))).toBe(120_000);
  });
});

describe("page cache in front of the renderer", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serveWith(cache: PageCache, render: (request: IncomingMessage, response: ServerResponse) => Promise<void>) {
    server = createServer((req, res) => void cache.answer(req, res, render));
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    return (path = "/wasmachines/", headers: Record<string, string> = {}) => rawGet(port, path, headers);
  }

  it("renders a page once and answers the next request from the copy, headers and all", async () => {
    let renders = 0;
    const get = await serveWith(new PageCache({ ttlMs: 10_000, maxEntries: 10 }), async (_req, res) => {
      renders += 1;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.writeHead(200, { "x-rendered": String(renders), "cache-control": PUBLIC });
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
      res.setHeader("cache-control", PUBLIC);
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
      res.setHeader("cache-control", PUBLIC);
      res.end(`versie ${renders}`);
    });
    expect(await (await get()).text()).toBe("versie 1");
    clock = 999;
    expect(await (await get()).text()).toBe("versie 1");
    clock = 1000;
    expect(await (await get()).text()).toBe("versie 2");
  });

  it("keeps a copy no longer than the answer's own s-maxage (a message whose period ends sooner)", async () => {
    let clock = 0;
    let renders = 0;
    const get = await serveWith(new PageCache({ ttlMs: 300_000, maxEntries: 10, now: () => clock }), async (_req, res) => {
      renders += 1;
      res.setHeader("cache-control", "public, max-age=0, s-maxage=2");
      res.end(`versie ${renders}`);
    });
    expect(await (await get()).text()).toBe("versie 1");
    clock = 1999;
    expect(await (await get()).text()).toBe("versie 1");
    clock = 2000;
    expect(await (await get()).text()).toBe("versie 2");
  });

  it("does not share an answer that sets a cookie or fails", async () => {
    let renders = 0;
    const get = await serveWith(new PageCache({ ttlMs: 10_000, maxEntries: 10 }), async (req, res) => {
      renders += 1;
      res.setHeader("cache-control", PUBLIC);
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

  it("stores only answers that call themselves public, pages and API alike, wherever they live", async () => {
    let renders = 0;
    const get = await serveWith(new PageCache({ ttlMs: 10_000, maxEntries: 10 }), async (req, res) => {
      renders += 1;
      const shared = req.url?.startsWith("/api/products/") || req.url?.startsWith("/klantenservice/");
      res.setHeader("cache-control", shared ? "public, max-age=60" : "private, no-cache, no-store, max-age=0, must-revalidate");
      res.end("{}");
    });
    await get("/api/products/");
    await get("/api/products/");
    expect(renders).toBe(1);
    await get("/api/carts/1/");
    await get("/api/carts/1/");
    expect(renders).toBe(3);
    await get("/klantenservice/");
    await get("/klantenservice/");
    expect(renders).toBe(4);
    // Next.js's own header for a page rendered per request: never stored, whatever the path.
    await get("/wasmachines/");
    await get("/wasmachines/");
    expect(renders).toBe(6);
  });

  it("never stores an answer chosen by the Accept header (an uploaded photo as AVIF or WebP), which its key does not hold", async () => {
    let renders = 0;
    const get = await serveWith(new PageCache({ ttlMs: 10_000, maxEntries: 10 }), async (_req, res) => {
      renders += 1;
      res.setHeader("cache-control", "public, max-age=31536000, immutable");
      res.setHeader("vary", "Accept, Accept-Encoding, Authorization");
      res.end("beeld");
    });
    await get("/afbeeldingen/1/foto-1-0123456789abcdef-640.img");
    await get("/afbeeldingen/1/foto-1-0123456789abcdef-640.img");
    expect(renders).toBe(2);
  });

  it("keeps gzipped bytes exactly as rendered", async () => {
    const page = "<html>" + "koelkast ".repeat(200) + "</html>";
    const rendered = gzipSync(page);
    const get = await serveWith(new PageCache({ ttlMs: 10_000, maxEntries: 10 }), async (_req, res) => {
      res.writeHead(200, { "content-encoding": "gzip", "content-type": "text/html", "cache-control": PUBLIC });
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
        response.setHeader("cache-control", PUBLIC);
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
      res.setHeader("cache-control", PUBLIC);
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

  it("a middleware prefetch's `200 {}` (or any router request) is neither stored nor served to the visitors after it", async () => {
    let renders = 0;
    // Like Next.js: a request with one of its internal headers gets data instead of the page.
    const get = await serveWith(new PageCache({ ttlMs: 300_000, maxEntries: 10 }), async (req, res) => {
      renders += 1;
      res.setHeader("cache-control", PUBLIC);
      const internal = Object.keys(req.headers).some((name) => /^(rsc|next-|x-middleware-)/.test(name));
      res.end(internal ? "{}" : "<html>wasmachines</html>");
    });
    for (const header of ["x-middleware-prefetch", "rsc", "next-router-prefetch", "next-router-state-tree", "next-url", "x-middleware-subrequest", "x-middleware-foo", "next-foo"]) {
      expect(await (await get("/wasmachines/?x=1", { [header]: "1" })).text(), header).toBe("{}");
      const plain = await get("/wasmachines/?x=1");
      expect(await plain.text(), header).toBe("<html>wasmachines</html>");
    }
    // The prefetches never came from the cache either.
    expect(renders).toBe(9);
  });

  it("an order page asked for through a disguised path with the owner's cookie is never stored, and a visitor without the cookie never gets it", async () => {
    // Like Next.js: routes on the path after resolving dot segments and %2e, and the order page is personal.
    const get = await serveWith(new PageCache({ ttlMs: 300_000, maxEntries: 10 }), async (req, res) => {
      const path = new URL(`http://shop.example${req.url ?? "/"}`).pathname.replace(/\/{2,}/g, "/");
      const owner = /eigenaar=1/.test(req.headers.cookie ?? "");
      if (path.startsWith("/bestelling/")) {
        res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
        res.end(owner ? "bestelling van Jan, Dorpsstraat 1" : "niet gevonden");
        return;
      }
      res.setHeader("cache-control", PUBLIC);
      res.end("pagina");
    });
    for (const path of ["/x/../bestelling/40000001/", "/./bestelling/40000001/", "/%2e/bestelling/40000001/", "/%2E/bestelling/40000001/", "//bestelling/40000001/", "/bestelling/40000001/"]) {
      expect(await (await get(path, { cookie: "eigenaar=1; stekker_session=abc" })).text(), path).toContain("Dorpsstraat");
      expect(await (await get(path)).text(), path).toBe("niet gevonden");
    }
  });

  it("even a personal page that wrongly calls itself public is not stored under a disguised path", async () => {
    let renders = 0;
    const get = await serveWith(new PageCache({ ttlMs: 300_000, maxEntries: 10 }), async (req, res) => {
      renders += 1;
      res.setHeader("cache-control", PUBLIC);
      res.end(/eigenaar=1/.test(req.headers.cookie ?? "") ? "persoonlijk" : "niet gevonden");
    });
    for (const path of ["/x/../bestelling/1/", "/./bestelling/1/", "/%2e/bestelling/1/", "//bestelling/1/", "/bestelling%2f1/"]) {
      await get(path, { cookie: "eigenaar=1" });
      expect(await (await get(path)).text(), path).toBe("niet gevonden");
    }
    expect(renders).toBe(10);
  });

  it("after an invalidation (a price, stock or content change) the next request renders fresh, and a render under way is not kept", async () => {
    let price = 499;
    let release: () => void = () => undefined;
    const cache = new PageCache({ ttlMs: 300_000, maxEntries: 10 });
    const get = await serveWith(cache, async (req, res) => {
      const shown = price;
      if (req.url === "/traag/") await new Promise<void>((resolve) => (release = resolve));
      res.setHeader("cache-control", PUBLIC);
      res.end(`€ ${shown}`);
    });
    expect(await (await get()).text()).toBe("€ 499");
    price = 449;
    expect(await (await get()).text()).toBe("€ 499");
    cache.clear();
    expect(await (await get()).text()).toBe("€ 449");

    const slow = get("/traag/");
    await new Promise((resolve) => setTimeout(resolve, 20));
    price = 399;
    cache.clear();
    release();
    expect(await (await slow).text()).toBe("€ 449");
    const after = get("/traag/");
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await (await after).text()).toBe("€ 399");
  });

  it("a copy from the cache says how old it is (Age), so that a CDN in front does not keep it longer than its s-maxage", async () => {
    let clock = Date.parse("2026-11-25T12:00:00Z");
    const get = await serveWith(new PageCache({ ttlMs: 300_000, maxEntries: 10, now: () => clock }), async (_req, res) => {
      res.setHeader("cache-control", PUBLIC);
      res.end("pagina");
    });
    await get();
    clock += 42_000;
    const hit = await get();
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(hit.headers.get("age")).toBe("42");
  });

  it("a copy is not served past the next whole or half hour (delivery cut-offs, opening hours)", async () => {
    let clock = Date.parse("2026-11-25T12:59:00Z");
    let renders = 0;
    const get = await serveWith(new PageCache({ ttlMs: 300_000, maxEntries: 10, now: () => clock }), async (_req, res) => {
      renders += 1;
      res.setHeader("cache-control", PUBLIC);
      res.end(`versie ${renders}`);
    });
    await get();
    clock = Date.parse("2026-11-25T12:59:59Z");
    expect(await (await get()).text()).toBe("versie 1");
    clock = Date.parse("2026-11-25T13:00:00Z");
    expect(await (await get()).text()).toBe("versie 2");
  });
});
