/**
 * The small read routes of the catalogue: filters, information texts,
 * specifications, FAQ, tags and the API index. Each answers `{ data }`, a 404
 * JSON for an unknown id and a 400 JSON for a malformed one, never a 500.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { filterDefinitions, information, productFaqs, productTagLinks, productTags, products } from "@/server/db/schema";

import { call, createSeededDatabase, apiRoute } from "../support/api";
import { type TestDatabase, testDriver } from "../support/test-database";

const { GET: apiIndex } = apiRoute("/api/");
const { GET: filterById } = apiRoute("/api/filters/{filterId}/");
const { GET: filters } = apiRoute("/api/filters/");
const { GET: informationById } = apiRoute("/api/information/{informationId}/");
const { GET: filterInformation } = apiRoute("/api/information/filters/");
const { GET: specifications } = apiRoute("/api/information/specifications/{productType}/");
const { GET: productFaq } = apiRoute("/api/product-faq/{productFaqId}/");
const { GET: productTag } = apiRoute("/api/product-tags/{productTagId}/");
const { GET: productTypeFilters } = apiRoute("/api/product-types/filters/");

const MALFORMED_IDS = ["abc", "0", "-3", "1.5", "1e3", "0x10", " 1", "99999999999", "%00", "1;drop table filters"];

describe(`catalogue read routes on ${testDriver()}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createSeededDatabase(200);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("/api/ lists the routes and the methods a guest may use", async () => {
    const answer = await call(apiIndex, "/api/");
    expect(answer.status).toBe(200);
    expect(answer.json.data.apiRoutes["/api/products/{productId}/"]).toEqual({ allowedMethods: ["GET"] });
    expect(Object.keys(answer.json.data.apiRoutes)).toContain("/api/rewrites/{rewriteId}/");
  });

  it("/api/filters/ lists the filters a guest may use, without staff-only ones", async () => {
    const answer = await call(filters, "/api/filters/");
    expect(answer.status).toBe(200);
    const list = answer.json.data as { filterId: number; key: string; staffOnly: boolean; productType: string | null }[];
    const rows = await database.db.select().from(filterDefinitions);
    expect(list).toHaveLength(rows.filter((row) => !row.staffOnly).length);
    expect(list.every((filter) => !filter.staffOnly)).toBe(true);
    expect(list[0]).toMatchObject({ filterId: expect.any(Number), key: expect.any(String), label: expect.any(String), kind: expect.stringMatching(/^(values|range)$/) });
    expect(list.some((filter) => filter.productType === "wasmachine" && filter.key === "vulgewicht")).toBe(true);
  });

  it("/api/filters/{filterId}/ answers one filter; staff-only and unknown ones are 404", async () => {
    const rows = await database.db.select().from(filterDefinitions);
    const open = rows.find((row) => !row.staffOnly)!;
    const answer = await call(filterById, `/api/filters/${open.filterId}/`, { filterId: String(open.filterId) });
    expect(answer.json).toEqual({
      data: { filterId: open.filterId, productType: open.productType, key: open.key, label: open.label, kind: open.kind, unit: open.unit, position: open.position, staffOnly: false },
    });
    const staff = rows.find((row) => row.staffOnly);
    if (staff) expect((await call(filterById, `/api/filters/${staff.filterId}/`, { filterId: String(staff.filterId) })).status).toBe(404);
    const unknown = await call(filterById, "/api/filters/999999/", { filterId: "999999" });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ failed: true, message: "Filter niet gevonden", data: [] });
  });

  it("/api/product-types/filters/ groups the filters per product type, mixed listings first", async () => {
    const groups = (await call(productTypeFilters, "/api/product-types/filters/")).json.data as { productType: string | null; name: string; filters: { key: string }[] }[];
    expect(groups[0]).toMatchObject({ productType: null });
    const washers = groups.find((group) => group.productType === "wasmachine")!;
    expect(washers.name).toBe("Wasmachines");
    expect(washers.filters.map((filter) => filter.key)).toEqual(expect.arrayContaining(["merk", "prijs", "vulgewicht"]));
  });

  it("/api/information/filters/ explains the filters", async () => {
    const list = (await call(filterInformation, "/api/information/filters/")).json.data as { key: string; productType: string | null; help: string | null }[];
    const load = list.find((item) => item.productType === "wasmachine" && item.key === "vulgewicht")!;
    expect(load.help).toMatch(/kilo/);
  });

  it("/api/information/specifications/{productType}/ lists a type's specifications; unknown 404, malformed 400", async () => {
    const answer = await call(specifications, "/api/information/specifications/wasmachine/", { productType: "wasmachine" });
    expect(answer.status).toBe(200);
    expect(answer.json.data.productType).toEqual({ code: "wasmachine", name: expect.any(String), namePlural: "Wasmachines" });
    expect(answer.json.data.specifications).toEqual(expect.arrayContaining([expect.objectContaining({ key: "vulgewicht", unit: "kg" })]));
    expect((await call(specifications, "/api/information/specifications/ruimteschip/", { productType: "ruimteschip" })).status).toBe(404);
    for (const productType of ["Wasmachine", "was machine", "../etc", "x".repeat(200), "%27"]) {
      const bad = await call(specifications, `/api/information/specifications/${encodeURIComponent(productType)}/`, { productType });
      expect(bad.status, productType).toBe(400);
      expect(bad.json).toMatchObject({ failed: true, data: [{ field: "productType" }] });
    }
  });

  it("/api/information/{informationId}/ answers a text by number or by key", async () => {
    const [row] = await database.db.select().from(information).limit(1);
    const byId = await call(informationById, `/api/information/${row!.informationId}/`, { informationId: String(row!.informationId) });
    expect(byId.json).toEqual({ data: { informationId: row!.informationId, key: row!.key, title: row!.title, body: row!.body } });
    const byKey = await call(informationById, `/api/information/${row!.key}/`, { informationId: row!.key });
    expect(byKey.json).toEqual(byId.json);
    expect((await call(informationById, "/api/information/4242/", { informationId: "4242" })).status).toBe(404);
    expect((await call(informationById, "/api/information/bestaat-niet/", { informationId: "bestaat-niet" })).status).toBe(404);
    expect((await call(informationById, "/api/information/Hallo%20daar/", { informationId: "Hallo daar" })).status).toBe(400);
  });

  it("/api/product-faq/{productFaqId}/ answers a question", async () => {
    const [row] = await database.db.select().from(productFaqs).limit(1);
    const answer = await call(productFaq, `/api/product-faq/${row!.faqId}/`, { productFaqId: String(row!.faqId) });
    expect(answer.json).toEqual({
      data: { productFaqId: row!.faqId, question: row!.question, answer: row!.answer, productType: row!.productType, productId: row!.productId, position: row!.position },
    });
    expect((await call(productFaq, "/api/product-faq/999999/", { productFaqId: "999999" })).json).toEqual({ failed: true, message: "Vraag niet gevonden", data: [] });
  });

  it("/api/product-tags/{productTagId}/ answers a tag with its product count", async () => {
    const tags = await database.db.select().from(productTags);
    const links = await database.db
      .select({ tagId: productTagLinks.tagId, expired: products.expired })
      .from(productTagLinks)
      .innerJoin(products, eq(products.productId, productTagLinks.productId));
    for (const row of tags) {
      const answer = await call(productTag, `/api/product-tags/${row.tagId}/`, { productTagId: String(row.tagId) });
      const onSale = links.filter((link) => link.tagId === row.tagId && !link.expired).length;
      expect(answer.json).toEqual({ data: { productTagId: row.tagId, slug: row.slug, name: row.name, position: row.position, productCount: onSale } });
    }
    expect((await call(productTag, "/api/product-tags/999999/", { productTagId: "999999" })).status).toBe(404);
  });

  it("malformed ids answer 400 JSON naming the field, never 500", async () => {
    const routes = [
      [filterById, "filterId", "/api/filters/"],
      [productFaq, "productFaqId", "/api/product-faq/"],
      [productTag, "productTagId", "/api/product-tags/"],
    ] as const;
    for (const [handler, field, base] of routes) {
      for (const id of MALFORMED_IDS) {
        const answer = await call(handler, `${base}${encodeURIComponent(id)}/`, { [field]: id });
        expect(answer.status, `${field}=${id}`).toBe(400);
        expect(answer.json).toMatchObject({ failed: true, message: expect.any(String), data: [{ field, errorMessage: expect.any(String) }] });
      }
    }
  });
});
