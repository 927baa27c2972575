/**
 * Product photos (issue 21, part D): an admin uploads a photo, the product page,
 * its card and the cart show it instead of the drawing, and /afbeeldingen/
 * serves it as AVIF or WebP in every width the pages use; alt text and order
 * change, a removal closes the gap, and without photos the drawings return.
 * A file that is not an accepted image, too small, too large, or sent by
 * someone who may not is refused with a Dutch 4xx and changes nothing.
 */
import { count, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { IMAGE_WIDTHS, MAX_UPLOAD_BYTES } from "@/domain/catalogue/uploaded-images";
import { listenForCatalogueChanges } from "@/host/page-cache/catalogue-changes";
import { loadCartProducts } from "@/server/carts/cart-products";
import { loadProductDetailById } from "@/server/catalogue/get-product-detail";
import { loadSummaries } from "@/server/catalogue/product-summaries";
import { products, uploadedProductImages, uploadedProductImageVariants } from "@/server/db/schema";

import { type Answer, apiRoute, BASE_URL, call, createSeededDatabase } from "../support/api";
import { type TestDatabase, testDriver } from "../support/test-database";
import { signedInStaffCookie } from "../support/staff-cookie";

const imagesRoute = apiRoute("/api/catalogue/products/{productId}/images/");
const imageRoute = apiRoute("/api/catalogue/products/{productId}/images/{position}/");
const publicImage = apiRoute("/afbeeldingen/{productId}/{image}");

const AVIF_BROWSER = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

/** A photo of `width` × `height` in one colour, as `format`. */
async function photo(width: number, height: number, format: "jpeg" | "png" | "webp" = "jpeg", colour = "#d04020"): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: colour } })[format]().toBuffer());
}

async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error("not within the time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe(`product photos on ${testDriver()}`, () => {
  let database: TestDatabase;
  let adminCookie: string;
  let staffCookie: string;
  let productId: number;
  const changes: string[] = [];
  let stopListening: () => Promise<void> = async () => undefined;

  const staffSession = (role: "staff" | "admin", emailAddress: string) => signedInStaffCookie(database.db, role, emailAddress);

  const imagesPath = (id = productId) => `/api/catalogue/products/${id}/images/`;

  function upload(bytes: Uint8Array, type: string, cookie: string | null = adminCookie, query = ""): Promise<Answer> {
    const headers: Record<string, string> = { "content-type": type };
    if (cookie) headers.cookie = cookie;
    return call(imagesRoute.POST, `${imagesPath()}${query}`, {}, { method: "POST", headers, body: bytes as BodyInit });
  }

  function uploadForm(bytes: Uint8Array, type: string, alt?: string): Promise<Answer> {
    const form = new FormData();
    form.set("file", new Blob([bytes as BlobPart], { type }), "foto.jpg");
    if (alt !== undefined) form.set("alt", alt);
    return call(imagesRoute.POST, imagesPath(), {}, { method: "POST", headers: { cookie: adminCookie }, body: form });
  }

  function change(position: number, body: unknown, cookie = adminCookie): Promise<Answer> {
    return call(imageRoute.PUT, `${imagesPath()}${position}/`, {}, { method: "PUT", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(body) });
  }

  function remove(position: number, cookie = adminCookie): Promise<Answer> {
    return call(imageRoute.DELETE, `${imagesPath()}${position}/`, {}, { method: "DELETE", headers: { cookie } });
  }

  function list(cookie: string | null = staffCookie): Promise<Answer> {
    return call(imagesRoute.GET, imagesPath(), {}, { headers: cookie ? { cookie } : {} });
  }

  async function fetchPhoto(url: string, accept: string): Promise<Response> {
    return publicImage.GET(new Request(`${BASE_URL}${url}`, { headers: { accept } }));
  }

  async function storedRows(): Promise<{ images: number; variants: number }> {
    const [images] = await database.db.select({ n: count() }).from(uploadedProductImages);
    const [variants] = await database.db.select({ n: count() }).from(uploadedProductImageVariants);
    return { images: images!.n, variants: variants!.n };
  }

  beforeAll(async () => {
    database = await createSeededDatabase(60);
    adminCookie = await staffSession("admin", "beheer@stekker.test");
    staffCookie = await staffSession("staff", "winkel@stekker.test");
    const [product] = await database.db.select({ productId: products.productId }).from(products).where(sql`not ${products.expired}`).orderBy(products.productId).limit(1);
    productId = product!.productId;
    stopListening = (await listenForCatalogueChanges(database, (table) => changes.push(table))).stop;
  });
  afterAll(async () => {
    await stopListening();
    await database?.destroy();
  });

  it("an upload is shown on the product page, its card and in the cart instead of the drawing, and every instance hears of it", async () => {
    const before = await loadProductDetailById(database.db, productId, new Date());
    expect(before!.images[0]!.url).toMatch(/\.svg$/);

    const uploaded = await upload(await photo(1600, 1200), "image/jpeg", adminCookie, "?alt=Voorkant%20met%20open%20deur");
    expect(uploaded.status, uploaded.text).toBe(201);
    expect(uploaded.json.data).toMatchObject({ position: 1, alt: "Voorkant met open deur", contentType: "image/jpeg", width: 1600, height: 1200 });
    expect(uploaded.json.data.url).toMatch(new RegExp(`^/afbeeldingen/${productId}/foto-\\d+-[0-9a-f]{16}-640\\.img$`));
    await eventually(() => changes.includes("uploaded_product_images"));

    const detail = await loadProductDetailById(database.db, productId, new Date());
    expect(detail!.images).toEqual([{ url: uploaded.json.data.url, alt: "Voorkant met open deur", view: "foto" }]);
    expect(detail!.image.url).toBe(uploaded.json.data.url);
    const [card] = await loadSummaries(database.db, sql`select ${productId}::int as product_id, 0 as ord`, new Date());
    expect(card!.image).toEqual({ url: uploaded.json.data.url, alt: "Voorkant met open deur" });
    const cart = await loadCartProducts(database.db, [productId]);
    expect(cart.get(productId)!.image.url).toBe(uploaded.json.data.url.replace("-640.img", "-320.img"));

    const listed = await list();
    expect(listed.status).toBe(200);
    expect(listed.json.data).toMatchObject({ total: 1, showsDrawings: false, items: [{ position: 1, url: uploaded.json.data.url }] });
  });

  it("the photo is served as AVIF to a browser that takes it and as WebP otherwise, in every width, for a year", async () => {
    const [image] = (await list()).json.data.items;
    for (const width of IMAGE_WIDTHS) {
      const url = image.url.replace("-640.img", `-${width}.img`);
      const avif = await fetchPhoto(url, AVIF_BROWSER);
      expect(avif.status).toBe(200);
      expect(avif.headers.get("content-type")).toBe("image/avif");
      expect(avif.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(avif.headers.get("vary")).toContain("Accept");
      const avifMeta = await sharp(new Uint8Array(await avif.arrayBuffer())).metadata();
      expect(avifMeta.format).toBe("heif");
      expect(avifMeta.width).toBe(Math.min(width, 1600));

      const webp = await fetchPhoto(url, "image/webp,*/*");
      expect(webp.headers.get("content-type")).toBe("image/webp");
      const webpMeta = await sharp(new Uint8Array(await webp.arrayBuffer())).metadata();
      expect(webpMeta.format).toBe("webp");
      // Fitted inside a square of the width, the sides' ratio kept (1600 × 1200).
      expect(webpMeta.width).toBe(Math.min(width, 1600));
      expect(webpMeta.height).toBe(Math.round((Math.min(width, 1600) * 3) / 4));
    }
    // A width the pages do not use, another hash or another product: not found.
    expect((await fetchPhoto(image.url.replace("-640.img", "-500.img"), AVIF_BROWSER)).status).toBe(404);
    expect((await fetchPhoto(image.url.replace(/-[0-9a-f]{16}-/, "-0000000000000000-"), AVIF_BROWSER)).status).toBe(404);
    expect((await fetchPhoto(image.url.replace(`/afbeeldingen/${productId}/`, `/afbeeldingen/${productId + 1}/`), AVIF_BROWSER)).status).toBe(404);
  });

  it("a form upload takes its alt text; alt text and order change; a removal closes the gap; without photos the drawings return", async () => {
    const second = await uploadForm(await photo(800, 800, "png", "#2060d0"), "image/png", "Bedieningspaneel");
    expect(second.status, second.text).toBe(201);
    expect(second.json.data).toMatchObject({ position: 2, alt: "Bedieningspaneel", contentType: "image/png" });

    const moved = await change(2, { position: 1 });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.data.items.map((item: { alt: string }) => item.alt)).toEqual(["Bedieningspaneel", "Voorkant met open deur"]);
    const [card] = await loadSummaries(database.db, sql`select ${productId}::int as product_id, 0 as ord`, new Date());
    expect(card!.image.url).toBe(second.json.data.url);

    const renamed = await change(2, { alt: "De voorkant" });
    expect(renamed.json.data.items[1]).toMatchObject({ position: 2, alt: "De voorkant" });

    expect((await remove(1)).status).toBe(204);
    const after = (await list()).json.data;
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ position: 1, alt: "De voorkant" });

    expect((await remove(1)).status).toBe(204);
    expect((await list()).json.data).toEqual({ items: [], total: 0, showsDrawings: true });
    expect(await storedRows()).toEqual({ images: 0, variants: 0 });
    const detail = await loadProductDetailById(database.db, productId, new Date());
    expect(detail!.images[0]!.url).toMatch(/\.svg$/);
    // The removed photo's copies are gone.
    expect((await fetchPhoto(second.json.data.url, AVIF_BROWSER)).status).toBe(404);
  });

  it("a file that is no accepted image, too small, too large or without a file is refused, and nothing is stored", async () => {
    const notAnImage = await upload(new TextEncoder().encode("dit is geen foto, maar tekst"), "image/png");
    expect(notAnImage.status).toBe(415);
    expect(notAnImage.json.message).toContain("geen afbeelding");

    const gif = await upload(await photo(300, 300), "image/gif");
    expect(gif.status).toBe(415);

    // Declared as JPEG, but the bytes are a GIF: the bytes decide.
    const disguised = await upload(new Uint8Array(await sharp({ create: { width: 300, height: 300, channels: 3, background: "#000" } }).gif().toBuffer()), "image/jpeg");
    expect(disguised.status).toBe(415);

    const small = await upload(await photo(120, 400), "image/jpeg");
    expect(small.status).toBe(422);
    expect(small.json.data).toEqual([{ field: "file", errorMessage: expect.stringContaining("minstens 200 pixels") }]);

    const large = await upload(new Uint8Array(MAX_UPLOAD_BYTES + 1), "image/jpeg");
    expect(large.status).toBe(413);
    expect(large.json.message).toBe("De gegevens zijn te groot; het maximum is 15 MB.");

    const empty = await upload(new Uint8Array(0), "image/jpeg");
    expect(empty.status).toBe(422);
    expect(empty.json.data).toEqual([{ field: "file", errorMessage: "Kies een afbeelding om te uploaden" }]);

    const longAlt = await uploadForm(await photo(300, 300), "image/jpeg", "x".repeat(201));
    expect(longAlt.status).toBe(422);
    expect(longAlt.json.data).toEqual([{ field: "alt", errorMessage: "alt mag hoogstens 200 tekens lang zijn" }]);

    const json = await call(imagesRoute.POST, imagesPath(), {}, { method: "POST", headers: { cookie: adminCookie, "content-type": "application/json" }, body: "{}" });
    expect(json.status).toBe(415);

    expect(await storedRows()).toEqual({ images: 0, variants: 0 });
  });

  it("a change names what is wrong per field, and a place without a photo is not found", async () => {
    expect((await upload(await photo(300, 300), "image/jpeg")).status).toBe(201);
    const bad = await change(1, { position: 0, alt: 5 });
    expect(bad.status).toBe(422);
    expect(bad.json.data.map((error: { field: string }) => error.field).sort()).toEqual(["alt", "position"]);
    expect((await change(1, {})).status).toBe(422);
    expect((await change(7, { alt: "Nergens" })).status).toBe(404);
    expect((await remove(7)).status).toBe(404);
    expect((await call(imagesRoute.GET, "/api/catalogue/products/999999/images/", {}, { headers: { cookie: staffCookie } })).status).toBe(404);
    expect((await remove(1)).status).toBe(204);
  });

  it("staff read the photos, only admins change them, and a guest is asked to sign in", async () => {
    expect((await list(null)).status).toBe(401);
    expect((await list(staffCookie)).status).toBe(200);
    expect((await upload(await photo(300, 300), "image/jpeg", null)).status).toBe(401);
    expect((await upload(await photo(300, 300), "image/jpeg", staffCookie)).status).toBe(403);
    expect((await change(1, { alt: "x" }, staffCookie)).status).toBe(403);
    expect((await remove(1, staffCookie)).status).toBe(403);
    expect(await storedRows()).toEqual({ images: 0, variants: 0 });
  });
});
