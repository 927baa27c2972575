import { mkdirSync } from "node:fs";

import { type Browser, type BrowserContext, type Page } from "@playwright/test";

import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";
import { signInAsStaff } from "./sign-in";

/**
 * The back office's products (issue 21, part A): an admin changes a price and
 * the product page and the cart show it at once (the page cache and the
 * in-process copies dropped on the change); the form says what the customer
 * will see before saving; a slug change makes the old address answer 301. The
 * list and the form at 1280 and 768 px, light and dark, without serious
 * accessibility problems (screenshots in screenshots/ for a person to look at).
 */

const FIRST_SCREEN = { timeout: 30_000 };
const SHOTS = "screenshots/catalogue-products";

interface ShopProduct {
  productId: number;
  name: string;
  url: string;
  priceCents?: number;
}

/** "612,37" or "1.234,-": the shop's own way of printing a price (domain/money.ts formatPrice). */
function shopPrice(euros: number): string {
  const cents = Math.round(euros * 100);
  const whole = new Intl.NumberFormat("nl-NL", { useGrouping: true }).format(Math.floor(cents / 100));
  return cents % 100 === 0 ? `${whole},-` : `${whole},${String(cents % 100).padStart(2, "0")}`;
}

test.describe("the back office's products", () => {
  let adminState: Awaited<ReturnType<BrowserContext["storageState"]>>;

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAsStaff(page);
    adminState = await context.storageState();
    await context.close();
  });

  async function adminPage(browser: Browser, width = 1280, colorScheme: "light" | "dark" = "light"): Promise<Page> {
    const context = await browser.newContext({ storageState: adminState, viewport: { width, height: 900 }, colorScheme });
    return context.newPage();
  }

  /** A product in stock without a cash-desk discount, from the admin's list: its price is what the shopper pays. */
  async function plainProduct(page: Page, skip: number): Promise<ShopProduct & { price: number }> {
    const answer = await page.request.get("/api/catalogue/products/?inStock=true&expired=false&discounted=false&pageSize=50&sort=productId");
    expect(answer.ok()).toBe(true);
    const items = (await answer.json()).data.items as (ShopProduct & { price: number })[];
    const product = items[skip];
    if (!product) throw new Error("no plain product in the catalogue");
    return product;
  }

  test("an admin changes a price: the form says what the customer will see, and the product page and the cart show it at once", async ({ browser, page }) => {
    test.setTimeout(120_000);
    const admin = await adminPage(browser);
    const product = await plainProduct(admin, 3);

    // A shopper has it in the cart, and the product page is in the page cache, at the old price.
    await page.goto(product.url);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { name: "Prijs en levering" }).locator("..")).toContainText(shopPrice(product.price));
    await page.locator("#extra-opties").getByTestId("options-add-to-cart").click();
    await expect(page.getByRole("dialog", { name: "Toegevoegd aan je winkelwagen" })).toBeVisible();

    const newPrice = Math.round(product.price * 0.9) + 0.37;
    await admin.goto(`/beheer/products/${product.productId}`);
    await admin.getByRole("tab", { name: "Prijzen" }).click(FIRST_SCREEN);
    const priceInput = admin.getByLabel("Adviesprijs (€)");
    await expect(priceInput).toHaveValue(String(product.price));
    await priceInput.fill(String(newPrice));
    await expect(admin.getByTestId("customer-view")).toContainText(`Na opslaan: De klant betaalt € ${shopPrice(newPrice).replace(",-", ",00")}`.replace(/ /g, " "));
    await admin.getByRole("button", { name: "Opslaan" }).click();
    // Saved (pessimistic: after the API's answer): react-admin says so and goes back to the list.
    await expect(admin.getByText("Opgeslagen", { exact: true })).toBeVisible();
    await expect(admin).toHaveURL(/\/beheer\/products\/?$/);

    await page.goto(product.url);
    await expect(page.getByRole("heading", { name: "Prijs en levering" }).locator("..")).toContainText(shopPrice(newPrice));
    await page.goto("/winkelwagen/");
    await expect(page.getByTestId("cart-item").filter({ hasText: product.name })).toContainText(shopPrice(newPrice));
  });

  test("a slug change in the form makes the old address answer 301 to the new one", async ({ browser }) => {
    test.setTimeout(120_000);
    const admin = await adminPage(browser);
    const product = await plainProduct(admin, 5);
    await admin.goto(`/beheer/products/${product.productId}`);
    const slug = admin.getByLabel("Slug");
    await expect(slug).toBeVisible(FIRST_SCREEN);
    const oldSlug = await slug.inputValue();
    await slug.fill(`${oldSlug}-nieuw`);
    await admin.getByRole("button", { name: "Opslaan" }).click();
    await expect(admin.getByText("Opgeslagen", { exact: true })).toBeVisible();
    await expect(admin).toHaveURL(/\/beheer\/products\/?$/);
    const newUrl = product.url.replace(`/${oldSlug}/`, `/${oldSlug}-nieuw/`);
    const old = await admin.request.get(product.url, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(new URL(old.headers().location ?? "", "http://x").pathname).toBe(newUrl);
    expect((await admin.request.get(newUrl)).status()).toBe(200);
  });

  for (const width of [1280, 768]) {
    for (const scheme of ["light", "dark"] as const) {
      test(`the product list and form at ${width} px, ${scheme}, without serious accessibility problems`, async ({ browser }) => {
        test.setTimeout(120_000);
        mkdirSync(SHOTS, { recursive: true });
        const admin = await adminPage(browser, width, scheme);
        // Each screen is photographed before axe looks at it, and axe's findings are told together at the end.
        const violations: Record<string, unknown[]> = {};
        const look = async (name: string, fullPage = true) => {
          await admin.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png`, fullPage });
          const found = await seriousAccessibilityViolations(admin);
          if (found.length > 0) violations[name] = found;
        };
        await admin.goto("/beheer/products");
        await expect(admin.getByRole("columnheader", { name: "Verkoopprijs" })).toBeVisible(FIRST_SCREEN);
        await expect(admin.getByRole("row")).not.toHaveCount(1);
        await look("list", false);
        await admin.getByRole("checkbox").nth(1).check();
        await expect(admin.getByRole("button", { name: "Korting instellen" })).toBeVisible();
        await look("list-bulk", false);
        const product = await plainProduct(admin, 0);
        await admin.goto(`/beheer/products/${product.productId}`);
        await expect(admin.getByLabel("Naam")).toBeVisible(FIRST_SCREEN);
        await look("form-general");
        await admin.getByRole("tab", { name: "Prijzen" }).click();
        await expect(admin.getByTestId("customer-view")).toContainText("De klant betaalt");
        await look("form-prices");
        for (const tab of ["Opties & diensten", "Specificaties", "Energie", "FAQ & labels"]) {
          await admin.getByRole("tab", { name: tab }).click();
          await look(`form-${tab.toLowerCase().replace(/[^a-z]+/g, "-")}`);
        }
        expect(violations).toEqual({});
      });
    }
  }
});
