import { type Browser, type BrowserContext, type Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { signInAsStaff } from "./sign-in";

/**
 * The staff mode's shop-only data (issue 21, part B; specification §1 and §3):
 * staff see the margin code and the shop-only price on a product page and on
 * its listing card; a guest's page, and the HTML the server sends a guest,
 * carry none of it. In the back office staff change stock from the stock
 * screen and an admin reads the margin code on the product's shop page.
 */

const FIRST_SCREEN = { timeout: 30_000 };


test.describe("shop-only data for staff", () => {
  let adminState: Awaited<ReturnType<BrowserContext["storageState"]>>;
  let product: { productId: string; href: string };
  let code: string;

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAsStaff(page);
    adminState = await context.storageState();

    // The first washing machine of the category page, as a guest sees it.
    const guest = await browser.newPage();
    await guest.goto("/wasmachines/");
    const card = guest.locator("main article[data-product-id]").first();
    product = { productId: (await card.getAttribute("data-product-id"))!, href: (await card.locator("a[href^='/wasmachines/']").first().getAttribute("href"))! };
    await guest.context().close();

    // The admin gives it a purchase price, a shop price, a shop-only option and a showroom model.
    const origin = new URL(page.url()).origin;
    const shopData = await page.request.put(`/api/catalogue/products/${product.productId}/shop-data/`, {
      data: { purchasePrice: 100, shopPrice: 123.45, options: [{ name: "Gasaansluiting door de winkel", price: 95, scope: "product" }] },
      headers: { origin },
    });
    expect(shopData.status()).toBe(200);
    code = (await shopData.json()).data.marginCode;
    expect(code).toMatch(/^[A-Z]{3}$/);
    const stock = await page.request.put(`/api/catalogue/products/${product.productId}/stock/`, {
      data: { stock: 6, stockEstimatedDate: "", shops: [{ shopId: "zoeterwoude", stock: 1, inShowroom: true }] },
      headers: { origin },
    });
    expect(stock.status()).toBe(200);
    await context.close();
  });

  async function pageAs(browser: Browser, state: typeof adminState | null, width = 1280): Promise<Page> {
    const context = await browser.newContext({ ...(state ? { storageState: state } : {}), viewport: { width, height: 900 } });
    return context.newPage();
  }

  test("staff see the margin code and the shop-only price on the product page and the listing; a guest does not", async ({ browser, request }) => {
    const staff = await pageAs(browser, adminState);
    await staff.goto(product.href);
    const facts = staff.getByRole("region", { name: "Alleen voor medewerkers" });
    await expect(facts.getByTestId("margin-code")).toHaveText(code);
    await expect(facts.getByTestId("shop-price")).toHaveText("123,45");
    await expect(facts.getByTestId("shop-options")).toContainText("Gasaansluiting door de winkel: 95,-");
    await expect(facts.getByTestId("shop-icons")).toContainText("showroom");

    await staff.goto("/wasmachines/");
    const card = staff.locator(`main article[data-product-id="${product.productId}"]`);
    await expect(card.getByTestId("margin-code")).toContainText(code);
    await expect(card.getByTestId("shop-price")).toContainText("123,45");

    const guest = await pageAs(browser, null);
    for (const path of [product.href, "/wasmachines/"]) {
      await guest.goto(path);
      await expect(guest.locator("main article, main h1").first()).toBeVisible();
      await expect(guest.getByTestId("margin-code")).toHaveCount(0);
      await expect(guest.getByTestId("shop-price")).toHaveCount(0);
      await expect(guest.locator("[data-staff-only]")).toHaveCount(0);
      // The HTML the server sends a guest (from the shared page cache or fresh) holds none of it.
      for (const html of [await guest.content(), await (await request.get(path)).text(), await (await request.get(path, { headers: { "cache-control": "no-cache" } })).text()]) {
        expect(html).not.toContain("Margecode");
        expect(html).not.toContain("Winkelprijs");
        expect(html).not.toContain("Gasaansluiting door de winkel");
        expect(html).not.toContain('data-testid="margin-code"');
        expect(html).not.toContain(`>${code}<`);
        expect(html).not.toContain("123,45");
      }
    }
    // And the API: no shopOnly part for a guest.
    const answer = await request.get(`/api/products/${product.productId}/`);
    expect(await answer.text()).not.toContain("shopOnly");
  });

  test("staff change stock from the back office's stock screen; the product page promises from it at once", async ({ browser }) => {
    const page = await pageAs(browser, adminState);
    await page.goto(`/beheer/stock?filter=${encodeURIComponent(JSON.stringify({ q: product.productId }))}`);
    const row = page.getByRole("row").filter({ hasText: product.productId });
    await expect(row.first()).toBeVisible(FIRST_SCREEN);
    await row.first().getByRole("button", { name: /^Wijzigen/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Webvoorraad (stuks)").fill("0");
    await dialog.getByLabel("Nieuwe voorraad verwacht op").fill("2030-03-12");
    await dialog.getByRole("button", { name: "Voorraad opslaan" }).click();
    await expect(page.getByText("De voorraad is opgeslagen.")).toBeVisible();
    await expect(row.first()).toContainText("Uitverkocht");
    await expect(row.first()).toContainText(/Verwacht in huis op/);

    const shopper = await pageAs(browser, null);
    await shopper.goto(product.href);
    await expect(shopper.locator("main")).toContainText(/Verwacht in huis op/);

    // The product's shop page: the margin code the purchase price yields.
    await page.goto(`/beheer/stock/${product.productId}`);
    await expect(page.getByTestId("back-office-margin-code")).toContainText(code, FIRST_SCREEN);
    await expect(page.getByLabel("Winkelprijs incl. btw (€)")).toHaveValue("123,45");

    // Back to stock for the other tests.
    const origin = new URL(page.url()).origin;
    expect((await page.request.put(`/api/catalogue/products/${product.productId}/stock/`, { data: { stock: 6 }, headers: { origin } })).status()).toBe(200);
  });
});
