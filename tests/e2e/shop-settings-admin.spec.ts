import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";

import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";
import { signInAsStaff } from "./sign-in";

/**
 * The shop's settings in the back office (issue 21, point 7): an admin changes
 * the small-order threshold and fee at /beheer/instellingen and a shopper's
 * cart follows at once; a refused value is named beside its field. The screen
 * at 1280 and 768 px, light and dark, without serious accessibility problems.
 * The settings are put back afterwards: the other browser tests expect the
 * environment's defaults.
 */

const FIRST_SCREEN = { timeout: 30_000 };
type Settings = { smallOrderThreshold: number; smallOrderFee: number; pinOnDeliveryFee: number; creditcardFee: number; warrantyYears: number };


/** The cheapest product in stock that has no delivery cost of its own. */
async function cheapProduct(request: APIRequestContext) {
  const listing = (await (await request.get("/api/products/?sort=price&order=asc&pageSize=24")).json()) as {
    data: { items: { productId: number; url: string; sellingPrice: number; inStock: boolean }[] };
  };
  const product = listing.data.items.find((item) => item.inStock);
  if (!product) throw new Error("No product in stock");
  return product;
}

const comma = (euros: number) => euros.toFixed(2).replace(".", ",");

test.describe("the shop's settings in the back office", () => {
  test.describe.configure({ mode: "serial" });
  let adminState: Awaited<ReturnType<BrowserContext["storageState"]>>;
  let original: Settings;

  async function adminPage(browser: Browser, width: number, colorScheme: "light" | "dark" = "light"): Promise<Page> {
    const context = await browser.newContext({ storageState: adminState, viewport: { width, height: 900 }, colorScheme });
    return context.newPage();
  }

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAsStaff(page);
    adminState = await context.storageState();
    const answer = (await (await page.request.get("/api/shop/settings/")).json()) as { data: Settings };
    const { smallOrderThreshold, smallOrderFee, pinOnDeliveryFee, creditcardFee, warrantyYears } = answer.data;
    original = { smallOrderThreshold, smallOrderFee, pinOnDeliveryFee, creditcardFee, warrantyYears };
    await context.close();
  });

  test.afterAll(async ({ browser }) => {
    const context = await browser.newContext({ storageState: adminState });
    const page = await context.newPage();
    const restored = await page.request.put("/api/shop/settings/", { data: original });
    expect(restored.status()).toBe(200);
    await context.close();
  });

  test("an admin changes the threshold and fee, and a shopper's cart shows them at once", async ({ browser, page }) => {
    const product = await cheapProduct(page.request);
    const threshold = Math.ceil(product.sellingPrice) + 20;

    const admin = await adminPage(browser, 1280);
    await admin.goto("/beheer/instellingen");
    await expect(admin.getByRole("heading", { level: 1, name: "Instellingen van de winkel" })).toBeVisible(FIRST_SCREEN);
    await admin.getByLabel("Gratis bezorgd vanaf (€)").fill(String(threshold));
    await admin.getByLabel("Verzendkosten daaronder (€)").fill("6.45");
    await expect(admin.getByTestId("settings-preview")).toContainText(new RegExp(`Gratis bezorgd vanaf €\\s${threshold}; daaronder €\\s6,45`));
    await admin.getByRole("button", { name: "Opslaan" }).click();
    await expect(admin.getByText("De instellingen zijn opgeslagen en gelden meteen.")).toBeVisible();
    await expect(admin.getByTestId("settings-source")).toContainText(/Laatst gewijzigd door/);

    // A shopper, in a browser of their own.
    await page.goto(product.url);
    await expect(page.getByText(new RegExp(`Gratis bezorgd vanaf €\\s${threshold}; daaronder €\\s6,45`))).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.locator("#extra-opties").getByTestId("options-add-to-cart").click();
    await expect(page.getByRole("dialog", { name: "Toegevoegd aan je winkelwagen" })).toBeVisible();
    await page.goto("/winkelwagen/");
    // The cart is fetched in the browser: on a busy machine its first render may take a while.
    await expect(page.getByTestId("total-shippingTotal")).toContainText(/6,45/, { timeout: 20_000 });
    const shortfall = Math.round((threshold - product.sellingPrice) * 100) / 100;
    await expect(page.getByTestId("free-delivery-note")).toContainText(new RegExp(`Nog €\\s${comma(shortfall)} tot gratis bezorging`));

    // Lowered below the product's price: the same cart is delivered free on its next look.
    await admin.getByLabel("Gratis bezorgd vanaf (€)").fill(String(Math.max(0, Math.floor(product.sellingPrice) - 1)));
    await admin.getByRole("button", { name: "Opslaan" }).click();
    await expect(admin.getByText("De instellingen zijn opgeslagen en gelden meteen.").first()).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("total-grandTotal")).toBeVisible({ timeout: 20_000 });
    // No small-order fee: the line is left out (a free line shows only for what the customer chose).
    await expect(page.getByTestId("total-shippingTotal")).toHaveCount(0);
    await expect(page.getByTestId("free-delivery-note")).toBeHidden();
  });

  test("a refused value is named beside its field, and nothing is saved", async ({ browser }) => {
    const admin = await adminPage(browser, 1280);
    await admin.goto("/beheer/instellingen");
    await expect(admin.getByRole("heading", { level: 1, name: "Instellingen van de winkel" })).toBeVisible(FIRST_SCREEN);
    const before = (await (await admin.request.get("/api/shop/settings/")).json()) as { data: Settings };
    await admin.getByLabel("Garantie op elk apparaat (jaren)").fill("1");
    await admin.getByRole("button", { name: "Opslaan" }).click();
    await expect(admin.getByText("Garantie is minstens 2 jaar (de wettelijke termijn)").first()).toBeVisible();
    const after = (await (await admin.request.get("/api/shop/settings/")).json()) as { data: Settings };
    expect(after.data).toEqual(before.data);
  });

  for (const width of [1280, 768]) {
    for (const colorScheme of ["light", "dark"] as const) {
      test(`the settings screen at ${width} px, ${colorScheme}, without serious accessibility problems`, async ({ browser }, testInfo) => {
        const admin = await adminPage(browser, width, colorScheme);
        await admin.goto("/beheer/instellingen");
        await expect(admin.getByRole("heading", { level: 1, name: "Instellingen van de winkel" })).toBeVisible(FIRST_SCREEN);
        await expect(admin.getByLabel("Gratis bezorgd vanaf (€)")).toBeVisible();
        await admin.screenshot({ path: testInfo.outputPath(`settings-${width}-${colorScheme}.png`), fullPage: true });
        expect(await seriousAccessibilityViolations(admin)).toEqual([]);
      });
    }
  }
});
