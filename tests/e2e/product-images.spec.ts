import { type BrowserContext, type Page } from "@playwright/test";
import sharp from "sharp";

import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";
import { signInAsStaff } from "./sign-in";

/**
 * Product photos (issue 21, point 4; part D): an admin uploads a photo in the
 * back office, gives it an alt text, and the product page and the product's
 * card show it at once instead of the drawing, as AVIF in the width the page
 * needs. Removing it brings the drawing back.
 */

const FIRST_SCREEN = { timeout: 30_000 };
const SHOTS = process.env.SHOTS_DIR;

/** A photo to recognise: an orange field with a blue block, 1200 × 900. */
async function testPhoto(): Promise<Buffer> {
  const block = await sharp({ create: { width: 500, height: 400, channels: 3, background: "#1d4ed8" } }).png().toBuffer();
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: "#f97316" } })
    .composite([{ input: block, left: 350, top: 250 }])
    .jpeg()
    .toBuffer();
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

test.describe("product photos", () => {
  let adminState: Awaited<ReturnType<BrowserContext["storageState"]>>;
  let product: { productId: number; url: string; name: string; category: string };

  test.beforeAll(async ({ browser, request }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAsStaff(page);
    adminState = await context.storageState();
    await context.close();

    const listing = await (await request.get("/api/products/?pageSize=1&sort=popularity")).json();
    const item = listing.data.items[0];
    product = { productId: item.productId, url: item.url, name: item.name, category: item.category?.slug ?? item.url.split("/")[1] };

    // A run that stopped half-way may have left a photo (the e2e database stays): start without.
    const cleaner = await browser.newContext({ storageState: adminState });
    const photos = await (await cleaner.request.get(`/api/catalogue/products/${product.productId}/images/`)).json();
    for (let left = photos.data.total; left > 0; left -= 1) {
      expect((await cleaner.request.delete(`/api/catalogue/products/${product.productId}/images/1/`)).status()).toBe(204);
    }
    await cleaner.close();
  });

  test("an admin uploads a photo and the product page and its card show it at once", async ({ browser }) => {
    // Upload, the shop's pages in two widths and modes, the back office in two: more than one page's worth.
    test.setTimeout(180_000);
    const context = await browser.newContext({ storageState: adminState, viewport: { width: 1280, height: 900 } });
    const admin = await context.newPage();
    await admin.goto(`/beheer/productfotos/${product.productId}`);
    await expect(admin.getByRole("heading", { name: "Foto's", exact: true })).toBeVisible(FIRST_SCREEN);
    await expect(admin.getByText("Dit product heeft nog geen foto's")).toBeVisible();

    await admin.getByTestId("product-image-file").setInputFiles({ name: "voorkant.jpg", mimeType: "image/jpeg", buffer: await testPhoto() });
    const card = admin.getByTestId("product-image");
    await expect(card).toHaveCount(1, { timeout: 30_000 });
    await expect(admin.getByText("Foto toegevoegd")).toBeVisible();
    await expect(card.getByText("1200 × 900 px")).toBeVisible();
    await card.getByLabel("Omschrijving (alt-tekst)").fill("Voorkant in oranje met blauw");
    await card.getByRole("button", { name: "Omschrijving opslaan" }).click();
    await expect(admin.getByText("Omschrijving opgeslagen")).toBeVisible();
    await expect(card.getByRole("img", { name: "Voorkant in oranje met blauw" })).toBeVisible();
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);
    await shot(admin, "back-office-photos-1280-light");
    await admin.setViewportSize({ width: 768, height: 1000 });
    await shot(admin, "back-office-photos-768-light");

    // A shopper, no cookie: the page comes from the shared cache unless the upload dropped it.
    const shopper = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await shopper.newPage();
    const photoAnswers: { url: string; type: string | undefined }[] = [];
    page.on("response", (response) => {
      if (/\/foto-\d+-[0-9a-f]{16}-\d+\.img$/.test(response.url())) photoAnswers.push({ url: response.url(), type: response.headers()["content-type"] });
    });
    await page.goto(product.url);
    const gallery = page.getByRole("region", { name: /afbeeldingen|Afbeeldingen/ }).first();
    const stage = page.getByRole("img", { name: "Voorkant in oranje met blauw" }).first();
    await expect(stage).toBeVisible();
    await expect(stage).toHaveAttribute("src", new RegExp(`^/afbeeldingen/${product.productId}/foto-\\d+-[0-9a-f]{16}-640\\.img$`));
    await expect(stage).toHaveAttribute("srcset", /160w.*1280w/);
    // One photo, no thumbnails: the stage takes the gallery's whole width, not a thumbnail's column.
    expect((await stage.boundingBox())!.width).toBeGreaterThan(400);
    await expect.poll(() => stage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    expect(photoAnswers.length).toBeGreaterThan(0);
    expect(photoAnswers.every((answer) => answer.type === "image/avif")).toBe(true);
    expect(await gallery.count()).toBeGreaterThan(0);
    await shot(page, "product-page-1280-light");
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.getByRole("img", { name: "Voorkant in oranje met blauw" }).first()).toBeVisible();
    await shot(page, "product-page-375-light");

    // The card in its category's listing shows the photo too.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${product.category}/`);
    const listed = page.locator(`article[data-product-id="${product.productId}"] img`).first();
    await expect(listed).toHaveAttribute("src", /foto-\d+-[0-9a-f]{16}-640\.img$/);
    await listed.scrollIntoViewIfNeeded();
    await shot(page, "listing-1280-light");

    const dark = await browser.newContext({ viewport: { width: 375, height: 800 }, colorScheme: "dark" });
    const darkPage = await dark.newPage();
    await darkPage.goto(product.url);
    await expect(darkPage.getByRole("img", { name: "Voorkant in oranje met blauw" }).first()).toBeVisible();
    await shot(darkPage, "product-page-375-dark");
    await darkPage.setViewportSize({ width: 1280, height: 900 });
    await shot(darkPage, "product-page-1280-dark");
    await dark.close();

    const darkAdmin = await browser.newContext({ storageState: adminState, viewport: { width: 1280, height: 900 }, colorScheme: "dark" });
    const darkAdminPage = await darkAdmin.newPage();
    await darkAdminPage.goto(`/beheer/productfotos/${product.productId}`);
    await expect(darkAdminPage.getByTestId("product-image")).toHaveCount(1, FIRST_SCREEN);
    await shot(darkAdminPage, "back-office-photos-1280-dark");
    await darkAdminPage.setViewportSize({ width: 768, height: 1000 });
    await shot(darkAdminPage, "back-office-photos-768-dark");
    await darkAdmin.close();

    // Removed, the drawing is back.
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.getByRole("button", { name: "Verwijderen: Foto 1" }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Verwijderen" }).click();
    await expect(admin.getByText("Foto verwijderd")).toBeVisible();
    await expect(admin.getByTestId("product-image")).toHaveCount(0);
    await page.goto(product.url);
    await expect(page.locator("img[src$='.svg']").first()).toBeVisible();
    await expect(page.getByRole("img", { name: "Voorkant in oranje met blauw" })).toHaveCount(0);
    await shopper.close();
    await context.close();
  });
});
