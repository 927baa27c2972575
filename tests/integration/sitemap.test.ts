import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { GET as robotsTxt } from "@/app/robots.txt/route";
import { GET as sitemapIndex } from "@/app/sitemap.xml/route";
import { GET as sitemapFile, HEAD as sitemapFileHead } from "@/app/sitemaps/[file]/route";
import { categories, priceHistory, products } from "@/server/db/schema";
import { countProductSitemaps, loadProductPaths } from "@/server/seo/sitemap-entries";

import { BASE_URL, call, createSeededDatabase, apiRoute } from "../support/api";
import { type TestDatabase, testDriver } from "../support/test-database";

const { GET: apiRobots } = apiRoute("/api/robots/");

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));

describe(`sitemaps and robots on ${testDriver()}`, () => {
  let database: TestDatabase;
  let listedUrls: string[];
  let expiredUrls: string[];

  beforeAll(async () => {
    // The URLs below assume the default address, whatever the shell running the tests has set.
    delete process.env.PUBLIC_BASE_URL;
    database = await createSeededDatabase(600);
    const rows = await database.db
      .select({ slug: products.slug, category: categories.slug, expired: products.expired })
      .from(products)
      .innerJoin(categories, eq(categories.categoryId, products.categoryId));
    listedUrls = rows.filter((row) => !row.expired).map((row) => `${BASE_URL}/${row.category}/${row.slug}/`);
    expiredUrls = rows.filter((row) => row.expired).map((row) => `${BASE_URL}/${row.category}/${row.slug}/`);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("the seed has expired products, so that leaving them out is tested", () => {
    expect(expiredUrls.length).toBeGreaterThan(0);
  });

  it("the index names the pages file and every products file, with absolute URLs", async () => {
    const answer = await call(sitemapIndex, "/sitemap.xml");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(answer.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locs(answer.text)).toEqual([`${BASE_URL}/sitemaps/paginas.xml`, `${BASE_URL}/sitemaps/producten-1.xml`]);
  });

  it("every file the index names exists and is a well-formed urlset", async () => {
    for (const loc of locs((await call(sitemapIndex, "/sitemap.xml")).text)) {
      const file = loc.split("/").pop()!;
      const answer = await call(sitemapFile, `/sitemaps/${file}`, { file });
      expect(answer.status, file).toBe(200);
      expectWellFormed(answer.text);
      expect(answer.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    }
  });

  it("the products sitemap lists every non-expired product exactly once, with lastmod, and no expired one", async () => {
    const answer = await call(sitemapFile, "/sitemaps/producten-1.xml", { file: "producten-1.xml" });
    const urls = locs(answer.text);
    expect(urls).toHaveLength(listedUrls.length);
    expect(new Set(urls)).toEqual(new Set(listedUrls));
    for (const expired of expiredUrls) expect(urls).not.toContain(expired);
    const lastmods = [...answer.text.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((match) => match[1]);
    expect(lastmods).toHaveLength(urls.length);
    for (const lastmod of lastmods) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it("lastmod is the latest price change that has started, not one still to come", async () => {
    const [row] = await database.db
      .select({ productId: products.productId, slug: products.slug, category: categories.slug })
      .from(products)
      .innerJoin(categories, eq(categories.categoryId, products.categoryId))
      .where(eq(products.expired, false))
      .limit(1);
    await database.db.update(products).set({ createdAt: new Date("2020-01-01T00:00:00Z") }).where(eq(products.productId, row!.productId));
    await database.db.delete(priceHistory).where(eq(priceHistory.productId, row!.productId));
    await database.db.insert(priceHistory).values([
      { productId: row!.productId, priceCents: 50000, validFrom: new Date("2024-05-01T12:00:00Z") },
      { productId: row!.productId, priceCents: 45000, validFrom: new Date(Date.now() + 7 * 86_400_000) },
    ]);
    const xml = (await call(sitemapFile, "/sitemaps/producten-1.xml", { file: "producten-1.xml" })).text;
    expect(xml).toContain(`<url><loc>${BASE_URL}/${row!.category}/${row!.slug}/</loc><lastmod>2024-05-01T12:00:00Z</lastmod></url>`);
  });

  it("split into files, every product is in exactly one of them", async () => {
    const perFile = 100;
    const files = await countProductSitemaps(database.db, perFile);
    expect(files).toBe(Math.ceil(listedUrls.length / perFile));
    const all: string[] = [];
    for (let file = 1; file <= files; file++) {
      const paths = await loadProductPaths(database.db, file, perFile);
      expect(paths.length).toBeLessThanOrEqual(perFile);
      all.push(...paths.map((entry) => `${BASE_URL}${entry.path}`));
    }
    expect(all).toHaveLength(listedUrls.length);
    expect(new Set(all)).toEqual(new Set(listedUrls));
  });

  it("the pages sitemap lists home, hubs, categories, brands, offers, product groups and customer service once each", async () => {
    const urls = locs((await call(sitemapFile, "/sitemaps/paginas.xml", { file: "paginas.xml" })).text);
    expect(new Set(urls).size).toBe(urls.length);
    for (const path of ["/", "/huishouden/", "/keukenapparatuur/", "/inbouwapparatuur/", "/wasmachines/", "/koelkasten/", "/merken/miele/", "/merken/quooker/", "/aanbiedingen/", "/productgroepen/", "/klantenservice/", "/nieuwsbrief/", "/cookies/", "/klantenservice/betalen/", "/klantenservice/contact/"]) {
      expect(urls).toContain(`${BASE_URL}${path}`);
    }
    expect(urls.filter((url) => url.includes("/merken/"))).toHaveLength(16);
    expect(urls.some((url) => url.includes("#") || url.includes("/zoeken/"))).toBe(false);
  });

  it("unknown sitemap files answer 404, HEAD answers without a body", async () => {
    for (const file of ["producten-2.xml", "producten-0.xml", "producten-1.xml.gz", "paginas", "../sitemap.xml", "producten-99999999.xml"]) {
      const answer = await call(sitemapFile, `/sitemaps/${encodeURIComponent(file)}`, { file });
      expect(answer.status, file).toBe(404);
      expect(answer.json).toMatchObject({ failed: true });
    }
    const head = await sitemapFileHead(new Request(`${BASE_URL}/sitemaps/paginas.xml`, { method: "HEAD" }), { params: Promise.resolve({ file: "paginas.xml" }) });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("uses PUBLIC_BASE_URL for every absolute URL", async () => {
    // A shop at a public address takes test payments only when it says so (config/env.ts).
    const paymentProvider = process.env.PAYMENT_PROVIDER;
    process.env.PUBLIC_BASE_URL = "https://www.stekker.example/";
    process.env.PAYMENT_PROVIDER = "test";
    try {
      const index = await call(sitemapIndex, "/sitemap.xml");
      expect(locs(index.text)[0]).toBe("https://www.stekker.example/sitemaps/paginas.xml");
      const robots = await call(robotsTxt, "/robots.txt");
      expect(robots.text).toContain("Sitemap: https://www.stekker.example/sitemap.xml");
    } finally {
      delete process.env.PUBLIC_BASE_URL;
      if (paymentProvider === undefined) delete process.env.PAYMENT_PROVIDER;
      else process.env.PAYMENT_PROVIDER = paymentProvider;
    }
  });

  it("robots.txt names the sitemap index and keeps crawlers out of the API, cart and search", async () => {
    const answer = await call(robotsTxt, "/robots.txt");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(answer.text.split("\n")).toEqual(
      expect.arrayContaining(["User-agent: *", "Disallow: /api/", "Disallow: /winkelwagen/", "Disallow: /zoeken/", `Sitemap: ${BASE_URL}/sitemap.xml`]),
    );
  });

  it("/api/robots/ gives the same rules as JSON", async () => {
    const answer = await call(apiRobots, "/api/robots/");
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      data: { rules: [{ userAgent: "*", allow: ["/"], disallow: ["/api/", "/winkelwagen/", "/zoeken/"] }], sitemap: `${BASE_URL}/sitemap.xml` },
    });
  });
});

/** A light well-formedness check: one root, balanced tags, no bare ampersands or angle brackets in text. */
function expectWellFormed(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.replace(/^<\?xml[^>]*\?>\n/, "");
  const stack: string[] = [];
  for (const match of body.matchAll(/<(\/?)([a-z]+)[^>]*>|([^<]+)/g)) {
    const [, closing, tag, text] = match;
    if (text !== undefined) {
      expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)|>/);
      continue;
    }
    if (closing) expect(stack.pop()).toBe(tag);
    else stack.push(tag!);
  }
  expect(stack).toEqual([]);
}
