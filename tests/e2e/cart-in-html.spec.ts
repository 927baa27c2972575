import type { APIRequestContext, Page } from "@playwright/test";

import { expect, test } from "./fixtures";

/**
 * Issue 24: the cart page and the checkout's steps carry the session's cart in
 * their HTML, so the phone paints it without waiting for the scripts. The
 * browser's stored cart id still decides which cart is shown and changed
 * (specification §4); the HTML is the visitor's own and never shared.
 */

interface Product {
  productId: number;
  name: string;
}

const CART_PAGES = ["/winkelwagen/", "/bestellen/gegevens/", "/bestellen/bezorgen/", "/bestellen/betalen/"];

async function twoProducts(request: APIRequestContext): Promise<[Product, Product]> {
  const listing = (await (await request.get("/api/products/?category=wasmachines&pageSize=20")).json()) as { data: { items: Product[] } };
  const [first, second] = listing.data.items;
  return [first!, second!];
}

/** A cart of the page's session, made through the API as the browser makes one. */
async function cartOf(page: Page, product: Product): Promise<string> {
  const answer = await page.request.post("/api/carts/", { data: { items: { [product.productId]: { productId: product.productId, qty: 1 } } } });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: { cartId: string } }).data.cartId;
}

async function storeCartId(page: Page, cartId: string) {
  await page.evaluate((id) => localStorage.setItem("stekker-cart-id", JSON.stringify({ id, expires: Date.now() + 86_400_000 })), cartId);
}

test.describe("the session's cart in the HTML of the cart page and the checkout", () => {
  let products: [Product, Product];

  test.beforeAll(async ({ request }) => {
    products = await twoProducts(request);
  });

  test.beforeEach(async ({ page }) => {
    // The session first, then a page of the shop, so that the page's own app-state request carries the cookie.
    expect((await page.request.get("/api/app-state/")).ok()).toBe(true);
    await page.goto("/over-ons/");
  });

  test("the cart page and every checkout step hold the session's cart in their HTML, sent private and never stored", async ({ page, browser }) => {
    const [washer] = products;
    await cartOf(page, washer);
    const stranger = await browser.newContext();
    for (const path of CART_PAGES) {
      const own = await page.request.get(path);
      expect(own.headers()["cache-control"], path).toMatch(/private.*no-store|no-store.*private/);
      expect(await own.text(), path).toContain(washer.name);
      // Another visitor's HTML of the same page has no trace of it.
      expect(await (await stranger.request.get(path)).text(), path).not.toContain(washer.name);
    }
    await stranger.close();
  });

  test("the cart from the HTML stays on screen until the browser's copy replaces it: no skeleton and no empty cart in between", async ({ page }) => {
    const [washer] = products;
    await storeCartId(page, await cartOf(page, washer));
    // Records, from the first byte of the page on, whether the loading state or the empty cart was ever drawn.
    await page.addInitScript(() => {
      const seen = ((window as unknown as { __drawn: string[] }).__drawn = [] as string[]);
      new MutationObserver(() => {
        if (document.querySelector("[aria-busy='true']")) seen.push("skeleton");
        if (document.body?.textContent?.includes("Je winkelwagen is leeg")) seen.push("empty");
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    for (const path of ["/winkelwagen/", "/bestellen/gegevens/"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page.getByText(washer.name).first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __drawn: string[] }).__drawn), path).toEqual([]);
    }
  });

  test("when the browser keeps another of the session's carts, that cart is shown and changed, not the newest", async ({ page }) => {
    const [washer, other] = products;
    const kept = await cartOf(page, washer);
    await cartOf(page, other); // newer: the one the server puts in the HTML
    await storeCartId(page, kept);
    await page.goto("/winkelwagen/");
    const item = page.getByTestId("cart-item");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(washer.name);
    await expect(page.getByText(other.name)).toHaveCount(0);

    await item.getByRole("combobox").selectOption("2");
    await expect.poll(async () => ((await (await page.request.get(`/api/carts/${kept}/`)).json()) as { data: { items: Record<string, { qty: number }> } }).data.items[washer.productId]?.qty).toBe(2);
  });

  test("before React has hydrated the page, the cart's controls are drawn disabled: a change made then would be lost", async ({ page, browser }) => {
    const [washer] = products;
    await storeCartId(page, await cartOf(page, washer));
    // Without JavaScript the page stays as the server drew it, as a phone sees it until the scripts have run.
    const frozen = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const still = await frozen.newPage();
    await still.goto("/winkelwagen/");
    await expect(still.getByTestId("cart-item")).toContainText(washer.name);
    await expect(still.getByTestId("cart-item").getByRole("combobox")).toBeDisabled();
    await still.goto("/bestellen/gegevens/");
    await expect(still.getByRole("button", { name: "Verder naar bezorgen" })).toBeDisabled();
    await frozen.close();
    await page.goto("/winkelwagen/");
    await expect(page.getByTestId("cart-item").getByRole("combobox")).toBeEnabled();
  });

  test("until the browser's own copy of the cart has arrived, the cart's controls stay disabled: a change cannot be made on a cart it does not hold", async ({ page }) => {
    const [washer] = products;
    const cartId = await cartOf(page, washer);
    await storeCartId(page, cartId);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/carts/${cartId}/`, async (route) => {
      if (route.request().method() === "GET") await held;
      await route.continue();
    });
    await page.goto("/winkelwagen/");
    const quantity = page.getByTestId("cart-item").getByRole("combobox");
    await expect(quantity).toBeVisible();
    // Hydrated by now (the app state has answered), but the cart's own answer is held back.
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe("complete");
    await page.waitForTimeout(500);
    await expect(quantity).toBeDisabled();
    release();
    await expect(quantity).toBeEnabled();
    await expect(page.getByRole("heading", { name: "Je winkelwagen is leeg" })).toHaveCount(0);
  });

  test("a visitor whose browser keeps no cart sees an empty cart, whatever the session once had", async ({ page }) => {
    const [washer] = products;
    await cartOf(page, washer);
    await page.evaluate(() => localStorage.removeItem("stekker-cart-id"));
    await page.goto("/winkelwagen/");
    await expect(page.getByRole("heading", { name: "Je winkelwagen is leeg" })).toBeVisible();
    await expect(page.getByText(washer.name)).toHaveCount(0);
  });
});
