import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

import type { APIRequestContext } from "@playwright/test";

import { E2E_PORT } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { placeOrderThroughApi } from "./place-order";

/**
 * The shared page cache of `npm start` under attack (issue 17, found 1 and 2):
 * one header must not blank a page for everyone, and a personal page must never
 * be stored and served to strangers, whatever form its path takes. Requests go
 * out through node:http with the path exactly as written (a browser or fetch
 * would resolve `..` and `%2e` first).
 */
interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function raw(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: "127.0.0.1", port: E2E_PORT, path, headers: { accept: "text/html", ...headers } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** A URL nobody asked for yet, so that the test starts from an empty cache entry. */
const fresh = (path: string) => `${path}?t=${Date.now()}${Math.random().toString(36).slice(2, 8)}`;

async function placeOrder(request: APIRequestContext): Promise<{ orderRef: string; cookie: string }> {
  const orderRef = await placeOrderThroughApi(request, "page-cache-spec");
  const cookie = (await request.storageState()).cookies.map((each) => `${each.name}=${each.value}`).join("; ");
  return { orderRef, cookie };
}

test.describe("the shared page cache cannot be poisoned", () => {
  test("a request with x-middleware-prefetch is refused, and the next visitor gets the whole page, not `{}`", async () => {
    const path = fresh("/wasmachines/");
    const prefetch = await raw(path, { "x-middleware-prefetch": "1" });
    expect(prefetch.status).toBe(400);
    const visitor = await raw(path);
    expect(visitor.status).toBe(200);
    expect(visitor.body.length).toBeGreaterThan(1000);
    expect(visitor.body).toContain("<html");
  });

  test("Next.js's middleware and unknown internal headers from outside get 400, on pages and on the API (§6 shape)", async () => {
    for (const header of ["x-middleware-prefetch", "x-middleware-subrequest", "x-middleware-foo", "next-foo", "x-nextjs-data"]) {
      expect((await raw(fresh("/wasmachines/"), { [header]: "1" })).status, header).toBe(400);
      const api = await raw("/api/products/?pageSize=1", { [header]: "middleware:middleware:middleware" });
      expect(api.status, header).toBe(400);
      expect(JSON.parse(api.body), header).toMatchObject({ failed: true, message: expect.stringContaining(header), data: [] });
    }
  });

  test("the router's own requests (rsc, prefetch, state tree, next-url) are neither stored nor served from the cache", async () => {
    const routerRequests: Record<string, string>[] = [{ rsc: "1" }, { rsc: "1", "next-router-prefetch": "1" }, { rsc: "1", "next-router-state-tree": "%5B%22%22%5D" }, { "next-url": "/koelkasten/" }];
    for (const headers of routerRequests) {
      const path = fresh("/wasmachines/");
      const routerAnswer = await raw(path, headers);
      expect(routerAnswer.headers["x-page-cache"], JSON.stringify(headers)).toBeUndefined();
      const visitor = await raw(path);
      expect(visitor.headers["x-page-cache"], JSON.stringify(headers)).toBeUndefined();
      expect(visitor.headers["content-type"]).toMatch(/text\/html/);
      expect(visitor.body).toContain("<html");
    }
  });

  test("a public page says so with s-maxage and the Vary a CDN needs, and the second visitor gets the copy", async () => {
    const path = fresh("/wasmachines/");
    const first = await raw(path);
    expect(first.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    expect(first.headers.vary).toMatch(/Authorization/);
    const second = await raw(path);
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
  });

  test("a member of staff or a caller with a token never gets or makes a shared copy", async () => {
    const path = fresh("/wasmachines/");
    await raw(path);
    const staffRequests: Record<string, string>[] = [{ cookie: "stekker_staff=not-a-real-one" }, { authorization: "Bearer stk_not_a_real_one" }];
    for (const headers of staffRequests) {
      const answer = await raw(path, headers);
      expect(answer.headers["x-page-cache"]).toBeUndefined();
      expect(answer.headers["cache-control"]).not.toMatch(/public/);
    }
  });
});

test.describe("a personal page never leaks through the shared cache", () => {
  test("the order page through /x/../, /./, /%2e/, //, %2E and its plain path: never stored, never public, and a visitor without the cookie never gets it", async ({ request }) => {
    const { orderRef, cookie } = await placeOrder(request);
    const forms = [`/x/../bestelling/${orderRef}/`, `/./bestelling/${orderRef}/`, `/%2e/bestelling/${orderRef}/`, `/%2E/bestelling/${orderRef}/`, `//bestelling/${orderRef}/`, `/x/%2e%2e/bestelling/${orderRef}/`, `/bestelling/${orderRef}/`];
    for (const path of forms) {
      const owner = await raw(path, { cookie });
      expect(owner.headers["cache-control"] ?? "", path).not.toMatch(/public/);
      const stranger = await raw(path);
      expect(stranger.headers["x-page-cache"], path).toBeUndefined();
      expect(stranger.body, path).not.toContain("Damrak");
      expect(stranger.body, path).not.toContain("Joris");
    }
  });

  test("a not-found for an order number is never shared, so that its owner never gets a stored 404", async () => {
    const path = "/bestelling/99999999/";
    const first = await raw(path);
    expect(first.status).toBe(404);
    expect(first.headers["cache-control"] ?? "").not.toMatch(/public/);
    expect((await raw(path)).headers["x-page-cache"]).toBeUndefined();
  });

  test("an unknown page's 404 is the same for everyone and shared", async () => {
    const path = fresh("/bestaat-echt-niet/");
    expect((await raw(path)).status).toBe(404);
    const second = await raw(path);
    expect(second.status).toBe(404);
    expect(second.headers["x-page-cache"]).toBe("hit");
  });

  test("the cart, the checkout and the staff pages are never marked public", async () => {
    for (const path of ["/winkelwagen/", "/bestellen/gegevens/", "/medewerkers/inloggen/", "/medewerkers/"]) {
      const answer = await raw(path);
      expect(answer.headers["cache-control"] ?? "", path).not.toMatch(/public/);
      expect((await raw(path)).headers["x-page-cache"], path).toBeUndefined();
    }
  });
});

test.describe("the shared copies follow the catalogue", () => {
  test("the catalogue, search, brand, customer-service and cookie pages mark themselves public", async () => {
    for (const path of ["/", "/wasmachines/", "/merken/", "/productgroepen/", "/zoeken/?q=bosch", "/klantenservice/", "/klantenservice/betalen/", "/afhaalcentrum/", "/cookies/", "/nieuwsbrief/"]) {
      expect((await raw(path)).headers["cache-control"], path).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    }
  });

  test("an order (a stock change) drops the shared copies: the next visitor gets a fresh render", async ({ request }) => {
    const path = fresh("/koelkasten/");
    await raw(path);
    expect((await raw(path)).headers["x-page-cache"]).toBe("hit");
    await placeOrder(request);
    await expect.poll(async () => (await raw(path)).headers["x-page-cache"] ?? "fresh", { timeout: 5000 }).toBe("fresh");
  });
});
