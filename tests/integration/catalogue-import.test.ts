/**
 * The catalogue as a spreadsheet (issue 21, part E): the export, and the import
 * of products, prices and stock. A dry run reports every row and changes
 * nothing; export → import is a no-op; a bad row is refused with its reason and
 * then nothing of the file is written (one transaction, all or nothing); a good
 * file changes exactly what it says, in CSV and in XLSX.
 */
import { asc, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { priceHistory, products, rewrites } from "@/server/db/schema";

import { type Answer, apiRoute, call, createSeededDatabase } from "../support/api";
import { type TestDatabase, testDriver } from "../support/test-database";
import { signedInStaffCookie } from "../support/staff-cookie";

const exportRoute = apiRoute("/api/catalogue/export/");
const importRoute = apiRoute("/api/catalogue/import/");

describe(`the catalogue's import and export on ${testDriver()}`, () => {
  let database: TestDatabase;
  let admin: string;
  let staff: string;

  const staffSession = (role: "staff" | "admin", emailAddress: string) => signedInStaffCookie(database.db, role, emailAddress);

  const download = async (format: "csv" | "xlsx", cookie = admin) => {
    const response = await exportRoute.GET(new Request(`http://localhost:3000/api/catalogue/export/?format=${format}`, { headers: { cookie } }));
    return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
  };
  const upload = (file: string | Uint8Array, dryRun: boolean, cookie: string | null = admin, type = "text/csv"): Promise<Answer> =>
    call(importRoute.POST, `/api/catalogue/import/?dryRun=${dryRun}`, {}, { method: "POST", headers: { "content-type": type, ...(cookie ? { cookie } : {}) }, body: file as BodyInit });

  /** Everything an import could touch, to show that it did not. */
  const snapshot = async () => ({
    products: await database.db.select().from(products).orderBy(asc(products.productId)),
    priceHistory: (await database.db.select({ n: sql<number>`count(*)::int` }).from(priceHistory))[0]!.n,
    rewrites: await database.db.select().from(rewrites).orderBy(asc(rewrites.rewriteId)),
  });

  const first = async () => (await database.db.select().from(products).orderBy(asc(products.productId)).limit(2)) as [typeof products.$inferSelect, typeof products.$inferSelect];
  const euros = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;

  beforeAll(async () => {
    database = await createSeededDatabase(120);
    admin = await staffSession("admin", "import-beheer@stekker.test");
    staff = await staffSession("staff", "import-winkel@stekker.test");
  });
  afterAll(async () => database?.destroy());

  it("is for admins: a guest gets 401 and other staff 403, on the export and the import alike", async () => {
    expect((await download("csv", "")).status).toBe(401);
    expect((await download("csv", staff)).status).toBe(403);
    expect((await upload("productId;price\n1;10", true, null)).status).toBe(401);
    expect((await upload("productId;price\n1;10", true, staff)).status).toBe(403);
  });

  it("exports every product as CSV for a Dutch spreadsheet, in the import's columns, never cached", async () => {
    const file = await download("csv");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("cache-control")).toBe("no-store");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="stekker-producten-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(file.bytes);
    expect(text.startsWith("\uFEFFproductId;ean;slug;name;")).toBe(true);
    const [product] = await first();
    expect(text).toContain(`\r\n${product.productId};${product.ean};${product.slug};`);
    expect(text).toContain(`"${euros(product.priceCents)}"`);
    expect(text.trim().split("\r\n")).toHaveLength(121);
  });

  it("export → import is a no-op, in CSV and in XLSX: every row left alone, and nothing written", async () => {
    const before = await snapshot();
    for (const format of ["csv", "xlsx"] as const) {
      const file = await download(format);
      const dry = await upload(file.bytes, true, admin, format === "csv" ? "text/csv" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
      expect(dry.status).toBe(200);
      expect(dry.json.data.counts).toEqual({ change: 0, new: 0, unchanged: 120, refused: 0 });
      const real = await upload(file.bytes, false, admin, "application/octet-stream");
      expect(real.status).toBe(200);
      expect(real.json.data).toMatchObject({ dryRun: false, applied: true, counts: { change: 0, new: 0, unchanged: 120, refused: 0 } });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("the dry run reports each change (field: from → to) and each new product, and changes nothing", async () => {
    const [a, b] = await first();
    const before = await snapshot();
    const csv = [
      "productId;ean;slug;name;brand;category;price;deliveryCost;stock",
      `${a.productId};${a.ean};${a.slug};${a.name};${a.brandSlug};${a.categoryId};${euros(a.priceCents + 1000)};${euros(a.deliveryCostCents)};${a.stock + 5}`,
      `${b.productId};${b.ean};${b.slug};${b.name};${b.brandSlug};${b.categoryId};${euros(b.priceCents)};${euros(b.deliveryCostCents)};${b.stock}`,
      `;5901234123457;nieuw-apparaat;Nieuw apparaat;${a.brandSlug};${a.categoryId};499,00;0,00;2`,
    ].join("\r\n");
    const answer = await upload(csv, true);
    expect(answer.status).toBe(200);
    const report = answer.json.data;
    expect(report).toMatchObject({ dryRun: true, applied: false, counts: { change: 1, new: 1, unchanged: 1, refused: 0 } });
    expect(report.rows[0]).toEqual({
      line: 2,
      productId: a.productId,
      name: a.name,
      outcome: "change",
      changes: [
        { field: "price", from: euros(a.priceCents), to: euros(a.priceCents + 1000) },
        { field: "stock", from: String(a.stock), to: String(a.stock + 5) },
      ],
      problems: [],
    });
    expect(report.rows[2]).toMatchObject({ line: 4, outcome: "new", name: "Nieuw apparaat" });
    expect(await snapshot()).toEqual(before);
  });

  it("a bad row is refused with its reason, and then nothing of the file is written (all or nothing)", async () => {
    const [a, b] = await first();
    const before = await snapshot();
    const csv = ["productId;price;stock", `${a.productId};${euros(a.priceCents + 500)};7`, `${b.productId};twaalf euro;3`, `999999;10,00;1`].join("\n");
    const dry = await upload(csv, true);
    expect(dry.status).toBe(200);
    expect(dry.json.data.counts).toEqual({ change: 1, new: 0, unchanged: 0, refused: 2 });
    expect(dry.json.data.rows[1]).toMatchObject({ line: 3, outcome: "refused", problems: [{ field: "price", message: "price: geef een bedrag in euro's, bijvoorbeeld 499.00" }] });
    expect(dry.json.data.rows[2].problems.map((p: { field: string }) => p.field)).toEqual(["ean", "slug", "name", "brand", "category", "deliveryCost"]);

    const real = await upload(csv, false);
    expect(real.status).toBe(422);
    expect(real.json.message).toBe("Er is niets ingelezen: 2 regels zijn geweigerd. Verbeter die regels en lees het bestand opnieuw in.");
    expect(real.json.data).toContainEqual({ field: "rows.3.price", errorMessage: "Regel 3: price: geef een bedrag in euro's, bijvoorbeeld 499.00" });
    expect(real.json.report.counts.refused).toBe(2);
    expect(await snapshot()).toEqual(before);
  });

  it("the real run writes what the file says in one go: prices, stock, a new product, and a 301 from a moved product's old address", async () => {
    const [a, b] = await first();
    const csv = [
      "productId;ean;slug;name;brand;category;price;cashDeskDiscount;deliveryCost;stock;stockEstimatedDate;expired",
      `${a.productId};${a.ean};${a.slug}-nieuw;${a.name};${a.brandSlug};${a.categoryId};${euros(a.priceCents + 1000)};50,00;${euros(a.deliveryCostCents)};0;2026-12-24;nee`,
      `${b.productId};${b.ean};${b.slug};${b.name};${b.brandSlug};${b.categoryId};${euros(b.priceCents)};;${euros(b.deliveryCostCents)};${b.stock};;ja`,
      `;5901234123457;nieuw-apparaat;Nieuw apparaat;${a.brandSlug};${a.categoryId};499,00;;0,00;2;;nee`,
    ].join("\r\n");
    const answer = await upload(csv, false);
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({ applied: true, counts: { change: 2, new: 1, unchanged: 0, refused: 0 } });

    const [after] = await database.db.select().from(products).where(eq(products.productId, a.productId));
    expect(after).toMatchObject({ slug: `${a.slug}-nieuw`, priceCents: a.priceCents + 1000, cashDeskDiscountCents: 5000, stock: 0, stockEstimatedDate: "2026-12-24", sellingPriceCents: a.priceCents + 1000 - 5000 });
    expect((await database.db.select().from(products).where(eq(products.productId, b.productId)))[0]!.expired).toBe(true);
    const [created] = await database.db.select().from(products).where(eq(products.ean, "5901234123457"));
    expect(created).toMatchObject({ name: "Nieuw apparaat", priceCents: 49_900, stock: 2, categoryId: a.categoryId, productType: a.productType, specifications: {} });
    expect(created!.searchKeywords).not.toBe("");
    const moved = await database.db.select().from(rewrites).where(eq(rewrites.toPath, `/${(await categorySlug(a.categoryId))}/${a.slug}-nieuw/`));
    // The old address answers 301 to the new one, and so does an older move that led to the old address.
    expect(moved.map((r) => r.fromPath)).toContain(`/${await categorySlug(a.categoryId)}/${a.slug}/`);
    expect(await database.db.select().from(rewrites).where(eq(rewrites.toPath, `/${await categorySlug(a.categoryId)}/${a.slug}/`))).toEqual([]);
  });

  it("a product moved back to its old address by an import is a product there again: no rewrite from it, none pointing to itself", async () => {
    const [, b] = await first();
    const category = await categorySlug(b.categoryId);
    const header = "productId;slug";
    expect((await upload([header, `${b.productId};${b.slug}-tijdelijk`].join("\n"), false)).status).toBe(200);
    expect((await upload([header, `${b.productId};${b.slug}`].join("\n"), false)).status).toBe(200);
    const home = `/${category}/${b.slug}/`;
    const away = `/${category}/${b.slug}-tijdelijk/`;
    expect(await database.db.select().from(rewrites).where(eq(rewrites.fromPath, home))).toEqual([]);
    expect((await database.db.select().from(rewrites).where(eq(rewrites.fromPath, away))).map((r) => r.toPath)).toEqual([home]);
    expect((await database.db.select().from(rewrites)).filter((r) => r.fromPath === r.toPath)).toEqual([]);
  });

  it("a price changed by an import is kept in the price history (the products table's trigger), so the Omnibus rule sees it", async () => {
    const [, b] = await first();
    const newPrice = b.priceCents + 2500;
    expect((await upload(["productId;price", `${b.productId};${euros(newPrice)}`].join("\n"), false)).status).toBe(200);
    const history = await database.db.select().from(priceHistory).where(eq(priceHistory.productId, b.productId)).orderBy(asc(priceHistory.validFrom));
    expect(history.at(-1)).toMatchObject({ priceCents: newPrice });
  });

  async function categorySlug(categoryId: number): Promise<string> {
    const rows = await database.db.execute(sql`select slug from categories where category_id = ${categoryId}`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: { slug: string }[] }).rows) as { slug: string }[];
    return list[0]!.slug;
  }

  it("reads an XLSX workbook, also sent as a multipart form's file, with numbers and dates as a spreadsheet keeps them", async () => {
    const [, b] = await first();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Blad1");
    sheet.addRow(["productId", "price", "stock", "stockEstimatedDate"]);
    sheet.addRow([b.productId, 123.45, 9, new Date("2027-01-15T00:00:00Z")]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const form = new FormData();
    form.set("file", new Blob([bytes]), "prijzen.xlsx");
    const answer = await call(importRoute.POST, "/api/catalogue/import/?dryRun=true", {}, { method: "POST", headers: { cookie: admin }, body: form });
    expect(answer.status).toBe(200);
    expect(answer.json.data.rows[0].changes).toEqual([
      { field: "price", from: euros(b.priceCents), to: "123,45" },
      { field: "stock", from: String(b.stock), to: "9" },
      { field: "stockEstimatedDate", from: b.stockEstimatedDate, to: "2027-01-15" },
    ]);
  });

  it("refuses a file it cannot read: an unknown or doubled column, no rows, another type", async () => {
    const unknown = await upload("productId;prijs\n1;10", true);
    expect(unknown.status).toBe(422);
    expect(unknown.json.data).toEqual([{ field: "header", errorMessage: "kolom prijs is onbekend" }]);
    expect((await upload("productId;price;price\n1;10;10", true)).json.data[0].errorMessage).toBe("kolom price staat er twee keer in");
    expect((await upload("productId;price\n", true)).status).toBe(422);
    expect((await upload("", true)).status).toBe(422);
    expect((await upload("<svg/>", true, admin, "image/svg+xml")).status).toBe(415);
    expect((await upload("productId;price\n1;10", true, admin, "text/csv")).status).toBe(200);
  });
});
