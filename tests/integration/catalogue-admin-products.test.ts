/**
 * The back office's products (issue 21, part A) through the HTTP routes, on
 * both drivers: every field of the record round-trips, bad input answers 422
 * per field and changes nothing, a price change writes the price history (the
 * trigger) and the Omnibus rule follows it over months with the clock passed
 * in, a slug or category change makes the old address lead to the new one,
 * the list's filters, the bulk actions and the combinations.
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { saveProduct } from "@/server/catalogue-admin/save-product";
import { findRewrite } from "@/server/catalogue/find-rewrite";
import { loadTimeSensitive } from "@/server/catalogue/get-time-sensitive";
import { categories, priceHistory, productFaqs, products, productTags, rewrites, staffSessions } from "@/server/db/schema";
import { addStaffMember } from "@/server/staff/add-staff-member";
import { hashSecret, newSessionSecret } from "@/server/staff/secret-token";
import { productInputSchema } from "@/schemas/catalogue-admin/product-input";

import { apiRoute, call, createSeededDatabase, SEED_NOW } from "../support/api";
import { type TestDatabase, testDriver } from "../support/test-database";

const { GET: listGet, POST: createPost } = apiRoute("/api/catalogue/products/");
const { GET: recordGet, PUT: recordPut } = apiRoute("/api/catalogue/products/{productId}/");
const { POST: bulkPost } = apiRoute("/api/catalogue/products/bulk/");
const { GET: choicesGet } = apiRoute("/api/catalogue/choices/");
const { GET: combinationsGet, POST: combinationsPost } = apiRoute("/api/catalogue/combinations/");
const { GET: combinationGet, PUT: combinationPut, DELETE: combinationDelete } = apiRoute("/api/catalogue/combinations/{combinationId}/");

const DAY_MS = 86_400_000;

/** A valid EAN-13 from twelve digits: the GS1 check digit appended. */
function ean(twelve: string): string {
  const sum = [...twelve].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a record as JSON, read loosely
type Json = any;

describe(`the back office's products on ${testDriver()}`, () => {
  let database: TestDatabase;
  const cookies = { staff: "", admin: "" };
  const db = () => database.db;

  beforeAll(async () => {
    database = await createSeededDatabase(300, 21);
    for (const role of ["staff", "admin"] as const) {
      const { staffMemberId } = await addStaffMember(db(), { emailAddress: `${role}@producten.test`, name: `Sam ${role}`, role, password: "een lang en sterk wachtwoord" }, new Date());
      const secret = newSessionSecret();
      const now = new Date();
      await db().insert(staffSessions).values({ secretHash: hashSecret(secret), staffMemberId, createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000) });
      cookies[role] = `stekker_staff=${secret}`;
    }
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const as = (role: "staff" | "admin") => ({ cookie: cookies[role] });
  const send = (handler: typeof recordPut, method: string, path: string, body: unknown, role: "staff" | "admin" = "admin") =>
    call(handler, path, {}, { method, headers: { "content-type": "application/json", ...as(role) }, body: JSON.stringify(body) });
  const read = async (productId: number): Promise<Json> => {
    const answer = await call(recordGet, `/api/catalogue/products/${productId}/`, {}, { headers: as("staff") });
    expect(answer.status).toBe(200);
    return answer.json.data;
  };
  /** The editable part of a record: what PUT takes. */
  const editable = (record: Json) => {
    const keys = Object.keys(productInputSchema.shape);
    expect(keys.length).toBeGreaterThan(25);
    return Object.fromEntries(Object.entries(record).filter(([key]) => keys.includes(key)));
  };
  const aProduct = async (where = sql`true`) => {
    const [row] = await db().select().from(products).where(and(eq(products.expired, false), where)).orderBy(asc(products.productId)).limit(1);
    return row!;
  };

  it("every field of the record round-trips through PUT and GET", async () => {
    const product = await aProduct(sql`${products.assemblyPriceCents} is not null and ${products.extraWarrantyPriceCents} is not null`);
    const before = await read(product.productId);
    const choices = (await call(choicesGet, "/api/catalogue/choices/", {}, { headers: as("staff") })).json.data;
    const type = choices.productTypes.find((entry: Json) => entry.code === before.productType);
    const sameType = choices.categories.filter((entry: Json) => entry.productType === before.productType);
    const numberSpec = type.specifications.find((spec: Json) => spec.kind === "number" && spec.group === "properties");
    const [tag] = choices.tags;
    const changed = {
      ...editable(before),
      slug: `${before.slug}-nieuw`,
      name: `${before.name} Plus`,
      series: "Serie 9",
      brand: choices.brands.find((brand: Json) => brand.slug !== before.brand).slug,
      categoryId: sameType.at(-1).categoryId,
      colour: "Antraciet",
      description: "Een nieuwe omschrijving die lang genoeg is om als echte omschrijving te tellen.",
      ean: ean("871234567890"),
      energyClass: "B",
      price: 777.5,
      cashDeskDiscount: 27.5,
      makeAmendsDiscount: 10,
      cashback: 25,
      deliveryCost: 19.95,
      assemblyPrice: 59,
      assemblyPriceSecondary: 39,
      extraServicePrice: 29,
      extraWarrantyPrice: 79,
      warrantyYears: 6,
      extraWarrantyYears: 4,
      freeAssembly: true,
      freeAssemblyDismissable: true,
      freeExtraService: true,
      freeExtraWarranty: true,
      freeExtraWarrantyDismissable: true,
      pickUpDiscountPrice: 15,
      expired: false,
      specifications: { ...before.specifications, [numberSpec.key]: 42 },
      faq: [{ question: "Past hij in een nis van 60 cm?", answer: "Ja, met 2 cm ruimte aan elke kant." }],
      tagIds: [tag.tagId],
    };
    const answer = await send(recordPut, "PUT", `/api/catalogue/products/${product.productId}/`, changed);
    expect(answer.status, answer.text).toBe(200);
    const after = await read(product.productId);
    expect(editable(after)).toEqual(changed);
    expect(after.customerView.sellingPrice).toBe(750);
    expect(after.url).toBe(`/${sameType.at(-1).slug}/${before.slug}-nieuw/`);
    // The form's own text fields may come back as text: a spreadsheet's euros and yes/no.
    const asText = await send(recordPut, "PUT", `/api/catalogue/products/${product.productId}/`, { ...changed, price: "777,50", freeAssembly: "ja", specifications: { ...changed.specifications, [numberSpec.key]: "42" } });
    expect(asText.status, asText.text).toBe(200);
    expect(editable(asText.json.data)).toEqual(changed);
  });

  it("POST adds a product (201) with every field, its FAQ and tags, and a first point of price history", async () => {
    const template = await read((await aProduct()).productId);
    const body = { ...editable(template), slug: "nieuw-apparaat-x1", name: "Nieuw X1", ean: ean("871000000001"), price: 499, cashDeskDiscount: null, faq: [{ question: "Vraag?", answer: "Antwoord." }], tagIds: [] };
    const answer = await send(createPost, "POST", "/api/catalogue/products/", body);
    expect(answer.status, answer.text).toBe(201);
    const created = answer.json.data;
    expect(editable(created)).toEqual({ ...body, specifications: template.specifications });
    expect(created.stock).toBe(0);
    const history = await db().select().from(priceHistory).where(eq(priceHistory.productId, created.productId));
    expect(history.map((point) => [point.priceCents, point.sellingPriceCents])).toEqual([[49_900, 49_900]]);
  });

  it("bad input answers 422 with a message per field and changes nothing", async () => {
    const product = await aProduct();
    const before = await read(product.productId);
    const faqsBefore = await db().select().from(productFaqs).where(eq(productFaqs.productId, product.productId));
    const other = await aProduct(ne(products.productId, product.productId));
    const answer = await send(recordPut, "PUT", `/api/catalogue/products/${product.productId}/`, {
      ...editable(before),
      ean: "8712345678901",
      slug: "Niet Goed!",
      price: -5,
      cashDeskDiscount: 12.345,
      deliveryCost: "gratis",
      energyClass: "Z",
      freeAssembly: "misschien",
      name: "",
    });
    expect(answer.status).toBe(422);
    const fields = Object.fromEntries(answer.json.data.map((entry: Json) => [entry.field, entry.errorMessage]));
    expect(fields).toMatchObject({
      ean: expect.stringContaining("controlecijfer"),
      slug: expect.stringContaining("kleine letters"),
      price: expect.stringContaining("negatief"),
      cashDeskDiscount: expect.stringContaining("twee decimalen"),
      deliveryCost: expect.stringContaining("bedrag"),
      energyClass: expect.stringContaining("Energieklasse"),
      freeAssembly: expect.stringContaining("ja of nee"),
      name: expect.stringContaining("verplicht"),
    });
    // Checked against the catalogue: a taken EAN, an unknown brand, category and tag, a specification the type lacks or of the wrong kind.
    const numberKey = Object.entries(before.specifications).find(([, value]) => typeof value === "number")![0];
    const second = await send(recordPut, "PUT", `/api/catalogue/products/${product.productId}/`, {
      ...editable(before),
      ean: other.ean,
      brand: "bestaat-niet",
      tagIds: [999_999],
      cashDeskDiscount: before.price,
      specifications: { ...before.specifications, [numberKey]: "veel", kleurtemperatuur: 3000 },
    });
    expect(second.status).toBe(422);
    const secondFields = Object.fromEntries(second.json.data.map((entry: Json) => [entry.field, entry.errorMessage]));
    expect(Object.keys(secondFields).sort()).toEqual(["cashDeskDiscount"].sort());
    const third = await send(recordPut, "PUT", `/api/catalogue/products/${product.productId}/`, {
      ...editable(before),
      ean: other.ean,
      brand: "bestaat-niet",
      categoryId: 999_999,
      tagIds: [999_999],
      specifications: { ...before.specifications, [numberKey]: "veel" },
    });
    expect(third.status).toBe(422);
    expect(third.json.data.map((entry: Json) => entry.field).sort()).toEqual(["brand", "categoryId", "ean", "tagIds"]);
    const fourth = await send(recordPut, "PUT", `/api/catalogue/products/${product.productId}/`, { ...editable(before), specifications: { ...before.specifications, [numberKey]: "veel", kleurtemperatuur: 3000 } });
    expect(fourth.json.data.map((entry: Json) => entry.field).sort()).toEqual([`specifications.${numberKey}`, "specifications.kleurtemperatuur"]);
    expect(await read(product.productId)).toEqual(before);
    expect(await db().select().from(productFaqs).where(eq(productFaqs.productId, product.productId))).toEqual(faqsBefore);
    // An unknown product is 404, a guest 401, staff 403.
    expect((await send(recordPut, "PUT", "/api/catalogue/products/999999/", editable(before))).status).toBe(404);
    expect((await call(recordPut, `/api/catalogue/products/${product.productId}/`, {}, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(editable(before)) })).status).toBe(401);
    expect((await send(recordPut, "PUT", `/api/catalogue/products/${product.productId}/`, editable(before), "staff")).status).toBe(403);
  });

  it("a price change writes the price history, and the Omnibus rule follows it over months (clock passed in)", async () => {
    const template = await read((await aProduct()).productId);
    const start = new Date(SEED_NOW.getTime() + 40 * DAY_MS);
    const at = (days: number) => new Date(start.getTime() + days * DAY_MS);
    const input = (changes: Record<string, unknown>) => productInputSchema.parse({ ...editable(template), slug: "omnibus-proef", ean: ean("871000000099"), price: 599, cashDeskDiscount: null, ...changes });
    const { productId } = await saveProduct(db(), input({}), at(0));
    const was = async (days: number) => (await loadTimeSensitive(db(), productId, at(days)))?.priceBeforeDiscountCents;
    const record = async (days: number) => {
      const { loadProductRecord } = await import("@/server/catalogue-admin/load-product-record");
      return (await loadProductRecord(db(), productId, at(days)))!.customerView;
    };

    await saveProduct(db(), input({ cashDeskDiscount: 50 }), at(10), productId);
    expect(await was(12)).toBe(59_900);
    expect(await record(12)).toMatchObject({ sellingPrice: 549, wasPrice: 599, reason: "shown" });
    // Still shown 50 days into the reduction: the 30 days are those before it began.
    expect(await was(60)).toBe(59_900);

    await saveProduct(db(), input({ cashDeskDiscount: null }), at(61), productId);
    await saveProduct(db(), input({ cashDeskDiscount: 30 }), at(75), productId);
    // The shopper paid 549 fourteen days before this reduction began: 599 may not be struck through.
    expect(await was(76)).toBeNull();
    expect(await record(76)).toMatchObject({ sellingPrice: 569, wasPrice: null, reason: "paidLess", lowestPaidBeforeReduction: 549 });
    expect((await record(76)).explanation).toMatch(/zonder doorgestreepte prijs/);
    // And it stays so for as long as this reduction runs.
    expect(await was(130)).toBeNull();

    await saveProduct(db(), input({ cashDeskDiscount: null }), at(131), productId);
    await saveProduct(db(), input({ cashDeskDiscount: 40 }), at(170), productId);
    expect(await was(171)).toBe(59_900);

    // A change of the list price alone is written too; a save that changes no price writes nothing.
    await saveProduct(db(), input({ price: 579, cashDeskDiscount: 40 }), at(180), productId);
    await saveProduct(db(), input({ price: 579, cashDeskDiscount: 40, name: "Andere naam" }), at(181), productId);
    const history = await db().select().from(priceHistory).where(eq(priceHistory.productId, productId)).orderBy(asc(priceHistory.validFrom));
    expect(history.map((point) => [Math.round((point.validFrom.getTime() - start.getTime()) / DAY_MS), point.priceCents, point.sellingPriceCents])).toEqual([
      [0, 59_900, 59_900],
      [10, 59_900, 54_900],
      [61, 59_900, 59_900],
      [75, 59_900, 56_900],
      [131, 59_900, 59_900],
      [170, 59_900, 55_900],
      [180, 57_900, 53_900],
    ]);
    // Any writer keeps it: a plain SQL update goes through the same trigger.
    await db().update(products).set({ priceCents: 56_900 }).where(eq(products.productId, productId));
    const bySql = await db().select().from(priceHistory).where(and(eq(priceHistory.productId, productId), eq(priceHistory.priceCents, 56_900)));
    expect(bySql.map((point) => point.sellingPriceCents)).toEqual([52_900]);
  });

  it("a slug or category change makes the old address lead to the new one, older addresses re-pointed", async () => {
    const product = await aProduct();
    const before = await read(product.productId);
    const oldUrl = before.url as string;
    await db().insert(rewrites).values({ rewriteId: 990_100, fromPath: "/heel-oud/adres/", toPath: oldUrl });
    const renamed = await send(recordPut, "PUT", `/api/catalogue/products/${product.productId}/`, { ...editable(before), slug: `${before.slug}-v2` });
    expect(renamed.status, renamed.text).toBe(200);
    const newUrl = renamed.json.data.url as string;
    expect(newUrl).not.toBe(oldUrl);
    expect(await findRewrite(db(), oldUrl)).toBe(newUrl);
    const [chained] = await db().select().from(rewrites).where(eq(rewrites.fromPath, "/heel-oud/adres/"));
    expect(chained?.toPath).toBe(newUrl);
    // Moved back: the address is a product again, and no rewrite leads away from it.
    const back = await send(recordPut, "PUT", `/api/catalogue/products/${product.productId}/`, { ...editable(before) });
    expect(back.status).toBe(200);
    expect(await findRewrite(db(), oldUrl)).toBeNull();
    expect(await findRewrite(db(), newUrl)).toBe(oldUrl);
    // A category change (same product type) moves the address too.
    const [otherCategory] = await db().select().from(categories).where(and(eq(categories.productType, before.productType), ne(categories.categoryId, before.categoryId)));
    if (otherCategory) {
      const moved = await send(recordPut, "PUT", `/api/catalogue/products/${product.productId}/`, { ...editable(before), categoryId: otherCategory.categoryId });
      expect(moved.status).toBe(200);
      expect(await findRewrite(db(), oldUrl)).toBe(`/${otherCategory.slug}/${before.slug}/`);
    }
  });

  it("the list searches and filters, and refuses an unknown filter value with 422 naming it", async () => {
    const product = await aProduct();
    const byEan = await call(listGet, `/api/catalogue/products/?q=${product.ean}`, {}, { headers: as("staff") });
    expect(byEan.status).toBe(200);
    expect(byEan.json.data.items.map((item: Json) => item.productId)).toContain(product.productId);
    const byId = await call(listGet, `/api/catalogue/products/?q=${product.productId}`, {}, { headers: as("staff") });
    expect(byId.json.data.items[0].productId).toBe(product.productId);
    const discounted = (await call(listGet, "/api/catalogue/products/?discounted=true&pageSize=100", {}, { headers: as("staff") })).json.data;
    expect(discounted.total).toBeGreaterThan(0);
    expect(discounted.items.every((item: Json) => item.cashDeskDiscount || item.makeAmendsDiscount || item.cashback)).toBe(true);
    const brandAndCategory = (await call(listGet, `/api/catalogue/products/?brand=${product.brandSlug}&category=${product.categoryId}`, {}, { headers: as("staff") })).json.data;
    expect(brandAndCategory.items.every((item: Json) => item.brand === product.brandSlug && item.categoryId === product.categoryId)).toBe(true);
    // Missing data: a product without an energy class where its type shows the label, and one without a description.
    const labelled = await aProduct(sql`${products.energyClass} is not null`);
    await db().update(products).set({ energyClass: null, description: "Kort." }).where(eq(products.productId, labelled.productId));
    for (const kind of ["energyLabel", "description"]) {
      const missing = (await call(listGet, `/api/catalogue/products/?missingData=${kind}&pageSize=100`, {}, { headers: as("staff") })).json.data;
      expect(missing.items.map((item: Json) => item.productId)).toContain(labelled.productId);
      expect(missing.items.every((item: Json) => item.missing.includes(kind))).toBe(true);
    }
    const sorted = (await call(listGet, "/api/catalogue/products/?sort=price&order=desc&pageSize=10", {}, { headers: as("staff") })).json.data.items.map((item: Json) => item.sellingPrice);
    expect(sorted).toEqual([...sorted].sort((a: number, b: number) => b - a));
    const bad = await call(listGet, "/api/catalogue/products/?missingData=kleur&inStock=misschien", {}, { headers: as("staff") });
    expect(bad.status).toBe(422);
    expect(bad.json.data.map((entry: Json) => entry.field).sort()).toEqual(["inStock", "missingData"]);
    expect((await call(listGet, "/api/catalogue/products/")).status).toBe(401);
  });

  it("bulk actions: expire, set and clear a discount, move category; refused products named with the reason", async () => {
    const rows = await db().select().from(products).where(eq(products.expired, false)).orderBy(asc(products.productId)).limit(3);
    const ids = rows.map((row) => row.productId);
    const expire = await send(bulkPost, "POST", "/api/catalogue/products/bulk/", { action: "expire", productIds: [...ids, 999_999] });
    expect(expire.status, expire.text).toBe(200);
    expect(expire.json.data).toEqual({ action: "expire", changed: ids, unchanged: [], refused: [{ productId: 999_999, errorMessage: "Product niet gevonden" }] });
    expect((await send(bulkPost, "POST", "/api/catalogue/products/bulk/", { action: "expire", productIds: ids })).json.data.unchanged).toEqual(ids);
    await send(bulkPost, "POST", "/api/catalogue/products/bulk/", { action: "unexpire", productIds: ids });

    const cheap = rows.reduce((low, row) => (row.priceCents < low.priceCents ? row : low));
    const amount = cheap.priceCents / 100;
    const discount = await send(bulkPost, "POST", "/api/catalogue/products/bulk/", { action: "setDiscount", discount: "cashDesk", amount, productIds: ids });
    expect(discount.json.data.refused.map((entry: Json) => entry.productId)).toEqual([cheap.productId]);
    expect(discount.json.data.refused[0].errorMessage).toMatch(/lager zijn dan de prijs/);
    const changed = discount.json.data.changed as number[];
    for (const id of changed) expect((await read(id)).cashDeskDiscount).toBe(amount);
    const history = await db().select().from(priceHistory).where(and(eq(priceHistory.productId, changed[0]!), eq(priceHistory.sellingPriceCents, sql`${priceHistory.priceCents} - ${cheap.priceCents}`)));
    expect(history).toHaveLength(1);
    const cleared = await send(bulkPost, "POST", "/api/catalogue/products/bulk/", { action: "clearDiscount", discount: "cashDesk", productIds: changed });
    expect(cleared.json.data.changed).toEqual(changed);

    const product = rows[0]!;
    const [sameType] = await db().select().from(categories).where(and(eq(categories.productType, product.productType), ne(categories.categoryId, product.categoryId)));
    const [otherType] = await db().select().from(categories).where(ne(categories.productType, product.productType)).limit(1);
    const refusedMove = await send(bulkPost, "POST", "/api/catalogue/products/bulk/", { action: "moveCategory", categoryId: otherType!.categoryId, productIds: [product.productId] });
    expect(refusedMove.json.data.refused[0].errorMessage).toMatch(/specificaties/);
    if (sameType) {
      const [from] = await db().select().from(categories).where(eq(categories.categoryId, product.categoryId));
      const moved = await send(bulkPost, "POST", "/api/catalogue/products/bulk/", { action: "moveCategory", categoryId: sameType.categoryId, productIds: [product.productId] });
      expect(moved.json.data.changed).toEqual([product.productId]);
      expect(await findRewrite(db(), `/${from!.slug}/${product.slug}/`)).toBe(`/${sameType.slug}/${product.slug}/`);
    }
    const bad = await send(bulkPost, "POST", "/api/catalogue/products/bulk/", { action: "setDiscount", discount: "korting", amount: -1, productIds: [] });
    expect(bad.status).toBe(422);
    expect(bad.json.data.map((entry: Json) => entry.field).sort()).toEqual(["amount", "discount", "productIds"]);
  });

  it("combinations: added, read, changed and removed by an admin; read by staff; bad parts refused per field", async () => {
    const parts = await db().select().from(products).where(eq(products.expired, false)).orderBy(asc(products.productId)).limit(2);
    const body = { slug: "was-en-droogset-test", name: "Was- en droogset", discount: 50, productIds: parts.map((part) => part.productId) };
    const created = await send(combinationsPost, "POST", "/api/catalogue/combinations/", body);
    expect(created.status, created.text).toBe(201);
    const id = created.json.data.combinationId;
    expect(created.json.data).toMatchObject({ ...body, total: (parts[0]!.sellingPriceCents + parts[1]!.sellingPriceCents - 5000) / 100 });
    const read = await call(combinationGet, `/api/catalogue/combinations/${id}/`, {}, { headers: as("staff") });
    expect(read.json.data).toEqual(created.json.data);
    const changed = await send(combinationPut, "PUT", `/api/catalogue/combinations/${id}/`, { ...body, name: "Wasset", productIds: [...body.productIds].reverse() });
    expect(changed.json.data).toMatchObject({ name: "Wasset", productIds: [...body.productIds].reverse() });
    const list = await call(combinationsGet, "/api/catalogue/combinations/?q=wasset", {}, { headers: as("staff") });
    expect(list.json.data.items.map((item: Json) => item.combinationId)).toEqual([id]);
    const bad = await send(combinationsPost, "POST", "/api/catalogue/combinations/", { ...body, productIds: [parts[0]!.productId, 999_999], slug: "was-en-droogset-test" });
    expect(bad.status).toBe(422);
    expect(bad.json.data.map((entry: Json) => entry.field).sort()).toEqual(["productIds", "slug"]);
    expect((await send(combinationDelete, "DELETE", `/api/catalogue/combinations/${id}/`, undefined, "staff")).status).toBe(403);
    expect((await call(combinationDelete, `/api/catalogue/combinations/${id}/`, {}, { method: "DELETE", headers: as("admin") })).status).toBe(204);
    expect((await call(combinationGet, `/api/catalogue/combinations/${id}/`, {}, { headers: as("staff") })).status).toBe(404);
  });

  it("the choices offer categories with their type, brands, tags and typed specifications", async () => {
    const choices = (await call(choicesGet, "/api/catalogue/choices/", {}, { headers: as("staff") })).json.data;
    const tags = await db().select().from(productTags);
    expect(choices.tags).toHaveLength(tags.length);
    expect(choices.categories.length).toBeGreaterThan(10);
    const washer = choices.productTypes.find((type: Json) => type.code === "wasmachine");
    expect(washer?.needsEnergyLabel).toBe(true);
    expect(washer?.specifications.find((spec: Json) => spec.kind === "enum")?.values.length).toBeGreaterThan(0);
  });
});
