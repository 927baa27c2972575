/**
 * Product data a buyer compares (issue 19, point 8), from the seeded catalogue
 * to the product API and the product page: dimensions, niche sizes, what the
 * energy label says, the warranty terms and the type number without the series.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { DEFAULT_SMALL_ORDER_POLICY } from "@/domain/cart/totals";
import { typeNumberOf } from "@/domain/catalogue/type-number";
import { ProductPage } from "@/features/product/product-page";
import { NO_REVIEWS } from "../support/no-reviews";
import { CartProvider } from "@/lib/cart/cart-provider";
import type { ProductDetail } from "@/domain/catalogue/product-detail";
import { productDetailAnswerSchema } from "@/schemas/answers/product";
import { loadProductDetailById } from "@/server/catalogue/get-product-detail";
import { products } from "@/server/db/schema";

import { apiRoute, call, createSeededDatabase, SEED_NOW } from "../support/api";
import { type TestDatabase, testDriver } from "../support/test-database";

// The page's links prefetch through the app router, which a static render has not mounted.
vi.mock("next/navigation", () => ({ useRouter: () => ({ prefetch: () => undefined, push: () => undefined, refresh: () => undefined }) }));

const { GET: product } = apiRoute("/api/products/{productId}/");

type ProductRow = typeof products.$inferSelect;

describe(`product data on the API and the product page on ${testDriver()}`, () => {
  let database: TestDatabase;
  let washer: ProductRow;
  let oven: ProductRow;

  beforeAll(async () => {
    database = await createSeededDatabase(400);
    const first = async (type: string) =>
      (
        await database.db
          .select()
          .from(products)
          .where(and(eq(products.productType, type), eq(products.expired, false), isNotNull(products.extraWarrantyPriceCents)))
          .orderBy(products.productId)
          .limit(1)
      )[0] as ProductRow;
    washer = await first("wasmachine");
    // A brand that writes the series before the number, so the type number differs from the name.
    [oven] = (await database.db
      .select()
      .from(products)
      .where(and(eq(products.productType, "inbouwoven"), eq(products.expired, false), eq(products.brandSlug, "siemens")))
      .limit(1)) as [ProductRow];
    oven ??= await first("inbouwoven");
  });
  afterAll(async () => {
    await database?.destroy();
  });

  /** The page as the server renders it, inside the root layout's cart provider that its buy button needs. */
  const renderPage = (detail: ProductDetail) => renderToStaticMarkup(createElement(CartProvider, null, createElement(ProductPage, { product: detail, crumbs: [], now: SEED_NOW, smallOrder: DEFAULT_SMALL_ORDER_POLICY, reviews: NO_REVIEWS, reviewSites: [] })));

  async function answerOf(row: ProductRow) {
    const answer = await call(product, `/api/products/${row.productId}/`, { productId: String(row.productId) });
    expect(answer.status).toBe(200);
    const data = productDetailAnswerSchema.parse(answer.json.data);
    return { data, rows: new Map(data.specifications.map((spec) => [spec.key, spec])) };
  }

  it("the product answer carries a washing machine's dimensions, energy and water use per the label, noise class and warranty terms as specifications", async () => {
    const { rows } = await answerOf(washer);
    expect(rows.get("hoogte")).toMatchObject({ label: "Hoogte", value: "85 cm" });
    expect(rows.get("breedte")).toMatchObject({ label: "Breedte", value: "60 cm" });
    expect(rows.get("diepte")?.value).toMatch(/^\d{2} cm$/);
    expect(rows.get("energieverbruik")).toMatchObject({ label: "Energieverbruik per 100 wasbeurten", value: expect.stringMatching(/^\d{2,3} kWh$/) });
    expect(rows.get("waterverbruik")).toMatchObject({ label: "Waterverbruik per wasbeurt", value: expect.stringMatching(/^\d{2}(,\d)? liter$/) });
    expect(rows.get("geluidsklasse")?.value).toMatch(/^[A-D]$/);
    expect(rows.get("garantie")).toMatchObject({ label: "Garantie", value: "5 jaar" });
    expect(rows.get("extra-garantie")).toMatchObject({ label: "Extra garantie", value: "5 jaar extra" });
  });

  it("the product answer carries a built-in oven's niche sizes and its energy use per cycle, with two decimals", async () => {
    const { data, rows } = await answerOf(oven);
    for (const key of ["hoogte", "breedte", "diepte", "nishoogte", "nisbreedte", "nisdiepte"]) expect(rows.get(key)?.value, key).toMatch(/^\d{2}(,\d)? cm$/);
    expect(rows.get("energieverbruik")).toMatchObject({ label: "Energieverbruik per cyclus (hetelucht)", value: expect.stringMatching(/^0,\d{1,2} kWh$/) });
    expect(rows.get("energieverbruik-conventioneel")?.value).toMatch(/^[01],\d{1,2} kWh$/);
    // §3's fields stay as they were: the new facts are specifications, not fields of their own.
    expect(Object.keys(data)).not.toContain("dimensions");
    expect(Object.keys(data)).not.toContain("warranty");
  });

  it("the product page shows the dimensions in 'Afmetingen', the label's figures with the energy class, the warranty terms, and the type number without the series", async () => {
    const detail = await loadProductDetailById(database.db, washer.productId, SEED_NOW);
    expect(detail).not.toBeNull();
    const html = renderPage(detail!);
    const table = (caption: string) => html.match(new RegExp(`<table[^>]*><caption>${caption}</caption>(.*?)</table>`))?.[1] ?? "";
    const dimensions = table("Afmetingen");
    for (const label of ["Hoogte", "Breedte", "Diepte"]) expect(dimensions).toContain(label);
    const energy = table("Energie en geluid");
    expect(energy).toContain("Energieklasse");
    expect(energy).toContain("Energieverbruik per 100 wasbeurten");
    expect(energy).toContain("Waterverbruik per wasbeurt");
    expect(energy).toContain("Geluidsklasse");
    expect(table("Eigenschappen")).not.toContain("Energieverbruik");
    const warranty = table("Garantie");
    expect(warranty).toContain("5 jaar");
    expect(warranty).toContain("5 jaar extra, totaal 10 jaar");
    // The drawn label prints the energy use per 100 washes, and the sheet beside it lists it.
    expect(html).toMatch(/<svg[^>]*role="img"[\s\S]*kWh<\/text>[\s\S]*per 100 wasbeurten<\/text>/);
    // The options box says how long the extra warranty lasts before it is ticked.
    expect(html).toContain("5 jaar extra, totaal 10 jaar.");
    const typeNumber = table("Algemeen").match(/Typenummer<\/span>.*?<td>([^<]*)<\/td>/)?.[1];
    expect(typeNumber).toBe(typeNumberOf(washer.name, washer.series));
    expect(typeNumber).not.toContain(washer.series);
  });

  it("a built-in oven's page lists its niche sizes with the dimensions, and names its type number without the series", async () => {
    const detail = await loadProductDetailById(database.db, oven.productId, SEED_NOW);
    const html = renderPage(detail!);
    const dimensions = html.match(/<caption>Afmetingen<\/caption>(.*?)<\/table>/)?.[1] ?? "";
    for (const label of ["Nishoogte", "Nisbreedte", "Nisdiepte"]) expect(dimensions).toContain(label);
    expect(html).toContain("Energieverbruik per cyclus (hetelucht)");
    const typeNumber = html.match(/Typenummer<\/span>.*?<td>([^<]*)<\/td>/)?.[1];
    expect(typeNumber).toBe(typeNumberOf(oven.name, oven.series));
    if (oven.brandSlug === "siemens") expect(oven.name.startsWith(`${oven.series} `) && !typeNumber!.includes(oven.series)).toBe(true);
  });
});
