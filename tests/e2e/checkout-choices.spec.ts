import type { APIRequestContext, Page } from "@playwright/test";

import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";

/**
 * Issue 19, points 3 and 10, as a shopper meets them in the cart and the
 * checkout: choosing pick-up with installation asks first and names what is
 * dropped with its price, and choosing delivery again brings it back (also
 * after a reload); the focused checkout without the site's menus; the first
 * day chosen; the day tiles in a regular grid at 375 px; iDEAL first for a
 * Dutch address and Bancontact for a Belgian one, with logos; every cost in
 * the summary; no withdrawal link before anything is bought; "afhaalkorting"
 * only where there is one. The cart is made through the API, as the browser
 * itself would (the product page is tested elsewhere); the rest is clicks.
 */

interface ProbeProduct {
  productId: number;
  name: string;
  expired: boolean;
  assemblyPrice: number | null;
  freeAssembly: boolean;
  pickUpDiscountPrice: number | null;
}

interface Products {
  /** Paid assembly, can be collected, with a pick-up discount. */
  withDiscount: ProbeProduct;
  /** Paid assembly, can be collected, no pick-up discount. */
  withoutDiscount: ProbeProduct;
}

const DUTCH = {
  firstName: "Anna",
  lastName: "de Vries",
  emailAddress: "anna@example.nl",
  phoneNumber: "071 123 45 67",
  shippingStreet: "Rapenburg",
  shippingHouseNumber: "73",
  shippingPostalCode: "2311 GJ",
  shippingCity: "Leiden",
  shippingCountry: "NL",
};
const BELGIAN = { ...DUTCH, shippingStreet: "Nieuwstraat", shippingHouseNumber: "12", shippingPostalCode: "1000", shippingCity: "Brussel", shippingCountry: "BE" };

async function findProducts(request: APIRequestContext): Promise<Products> {
  expect((await request.get("/api/app-state/")).ok()).toBe(true);
  const found: ProbeProduct[] = [];
  for (const category of ["wasmachines", "vaatwassers", "koelkasten"]) {
    const listing = (await (await request.get(`/api/products/?category=${category}&pageSize=50`)).json()) as { data: { items: { productId: number }[] } };
    const ids = listing.data.items.map((item) => item.productId);
    for (let start = 0; start < ids.length; start += 10) {
      const items = Object.fromEntries(ids.slice(start, start + 10).map((id) => [String(id), { productId: id, qty: 1 }]));
      const answer = await request.post("/api/carts/", { data: { items } });
      if (!answer.ok()) continue;
      const cart = (await answer.json()) as { data: { products: Record<string, ProbeProduct> } };
      found.push(...Object.values(cart.data.products).filter((product) => !product.expired));
    }
  }
  const paidAssembly = (product: ProbeProduct) => product.assemblyPrice !== null && product.assemblyPrice > 0 && !product.freeAssembly;
  const withDiscount = found.find((product) => paidAssembly(product) && (product.pickUpDiscountPrice ?? 0) > 0);
  const withoutDiscount = found.find((product) => paidAssembly(product) && product.pickUpDiscountPrice === 0);
  if (!withDiscount || !withoutDiscount) throw new Error("The catalogue has no product with paid assembly that can be collected with and without a discount");
  return { withDiscount, withoutDiscount };
}

let products: Products;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  products = await findProducts(context.request);
  await context.close();
});

/** This browser's cart with these items and fields, made as the shop's own script makes it, and remembered in the browser. */
async function cartWith(page: Page, items: Record<string, { productId: number; qty: number; options?: Record<string, boolean> }>, fields: Record<string, unknown>) {
  // The session first, then the page: the page's own app-state request then carries its cookie. The
  // other way round, both requests could start a session, and the cart would belong to the one
  // whose cookie lost.
  expect((await page.request.get("/api/app-state/")).ok()).toBe(true);
  await page.goto("/winkelwagen/");
  const answer = await page.request.post("/api/carts/", { data: { items, ...fields } });
  expect(answer.status()).toBe(201);
  const { data } = (await answer.json()) as { data: { cartId: string } };
  await page.evaluate((id) => localStorage.setItem("stekker-cart-id", JSON.stringify({ id, expires: Date.now() + 86_400_000 })), data.cartId);
  return data.cartId;
}

const euro = (amount: number) => `€\u00a0${amount.toFixed(2).replace(".", ",")}`;

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("pick-up asks before it drops installation and the take-back, names them with the price, and delivery brings them back", async ({ page }) => {
      const washer = products.withoutDiscount;
      await cartWith(page, { [washer.productId]: { productId: washer.productId, qty: 1, options: { assembly: true } } }, DUTCH);
      await page.goto("/bestellen/bezorgen/");
      await expect(page.getByRole("radio", { name: /^Bezorgen/ })).toBeChecked();
      await expect(page.getByTestId("checkout-total-assemblyTotal")).toBeVisible();

      // With installation our fitter disconnects the old appliance: the help says so, not "disconnect it yourself".
      const takeRetour = page.getByRole("checkbox", { name: "Oud apparaat meenemen" });
      await expect(page.locator("#oud-apparaat-uitleg")).toContainText("Onze monteur koppelt je oude apparaat los");
      await takeRetour.click();
      await expect(takeRetour).toBeChecked();
      await expect(page.getByTestId("checkout-total-takeRetour")).toContainText("Gratis");

      const pickUp = page.getByRole("radio", { name: /^Afhalen in Zoeterwoude/ });
      // The choice waits for the answer: a click, not yet a checked radio.
      await pickUp.click();
      const question = page.getByRole("dialog", { name: "Afhalen in plaats van bezorgen?" });
      await expect(question).toContainText(`Bij afhalen vervalt: installatie en montage (${euro(washer.assemblyPrice!)}), het meenemen van je oude apparaat.`);
      await expectNoSeriousViolations(page);
      await page.emulateMedia({ colorScheme: "dark" });
      await expectNoSeriousViolations(page);
      await page.emulateMedia({ colorScheme: "light" });
      // "No": nothing changed.
      await question.getByRole("button", { name: "Nee, laten bezorgen" }).click();
      await expect(question).toBeHidden();
      await expect(page.getByRole("radio", { name: /^Bezorgen/ })).toBeChecked();
      await expect(page.getByTestId("checkout-total-assemblyTotal")).toBeVisible();
      await expect(takeRetour).toBeChecked();

      // "Yes": collected, installation and take-back gone, and still so after a reload.
      await pickUp.click();
      await question.getByRole("button", { name: "Ja, ik haal het af" }).click();
      await expect(page.getByTestId("pick-up-point")).toBeVisible();
      await expect(page.getByTestId("checkout-total-assemblyTotal")).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole("radio", { name: /^Afhalen in Zoeterwoude/ })).toBeChecked();

      // Delivery again: what pick-up set aside comes back, and the shopper hears it.
      await page.getByRole("radio", { name: /^Bezorgen/ }).click();
      await expect(page.getByTestId("delivery-switch-status")).toHaveText("Weer aan: installatie en montage, het meenemen van je oude apparaat.");
      await expect(page.getByTestId("checkout-total-assemblyTotal")).toBeVisible();
      await expect(page.getByRole("checkbox", { name: "Oud apparaat meenemen" })).toBeChecked();
    });

    test("ticking pick-up in the cart asks first, and unticking it brings installation back", async ({ page }) => {
      const washer = products.withDiscount;
      await cartWith(page, { [washer.productId]: { productId: washer.productId, qty: 1, options: { assembly: true } } }, {});
      await page.goto("/winkelwagen/");
      const item = page.getByTestId("cart-item");
      const assembly = item.getByRole("checkbox", { name: /^Installatie en montage/ });
      const pickUp = item.getByRole("checkbox", { name: /^Zelf afhalen in Zoeterwoude/ });
      await expect(assembly).toBeChecked();
      // The choice waits for the answer: a click, not yet a checked radio.
      await pickUp.click();
      const question = page.getByRole("dialog", { name: "Afhalen in plaats van bezorgen?" });
      await expect(question).toContainText(`Bij afhalen vervalt: installatie en montage (${euro(washer.assemblyPrice!)}).`);
      await question.getByRole("button", { name: "Ja, ik haal het af" }).click();
      await expect(pickUp).toBeChecked();
      await expect(assembly).not.toBeChecked();
      await expect(page.getByTestId("delivery-type")).toHaveText("Zelf afhalen in Zoeterwoude");
      await pickUp.click();
      await expect(assembly).toBeChecked();
      await expect(page.getByTestId("cart-switch-status")).toHaveText("Weer aan: installatie en montage.");
      // The cart names where the day is really chosen.
      await expect(page.getByText("Je bezorgdag kies je bij het bestellen, in stap 2 (Bezorgen).")).toBeVisible();
    });

    test("a focused checkout: the first day chosen, even day tiles, every cost in the summary, iDEAL first, no withdrawal link yet", async ({ page }) => {
      const washer = products.withoutDiscount;
      await cartWith(page, { [washer.productId]: { productId: washer.productId, qty: 1 } }, DUTCH);
      await page.goto("/bestellen/bezorgen/");
      await expect(page.getByRole("heading", { level: 1, name: "Bezorgen of afhalen" })).toBeVisible();

      // Only the checkout's own bar: no site menu, search, promises, footer or bottom menu to wander off to.
      const bar = page.getByTestId("checkout-header");
      await expect(bar).toContainText("Veilig bestellen");
      await expect(bar.getByRole("link", { name: /071 - 760 00 00/ })).toHaveAttribute("href", "tel:+31717600000");
      // The checkout is the same page for everyone: Belgian shoppers find their own number beside it.
      await expect(bar.getByRole("link", { name: /België: \+32 3 808 00 00/ })).toHaveAttribute("href", "tel:+3238080000");
      await expect(page.getByRole("navigation", { name: "Snelmenu" })).toBeHidden();
      await expect(page.getByRole("searchbox")).toHaveCount(0);
      await expect(page.locator("body > header")).toBeHidden();
      await expect(page.locator("body > footer")).toBeHidden();
      await expect(page.getByRole("region", { name: "Onze beloftes" })).toHaveCount(0);

      // The first possible day is chosen; the tiles form a regular grid.
      const days = page.getByTestId("delivery-days").getByRole("radio");
      await expect(days.first()).toBeChecked();
      const boxes = await page.getByTestId("delivery-days").locator("label").evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect()).map(({ x, width, height }) => ({ x: Math.round(x), width: Math.round(width), height: Math.round(height) })));
      expect(new Set(boxes.map((box) => box.height)).size).toBe(1);
      expect(new Set(boxes.map((box) => box.width)).size).toBe(1);
      expect(new Set(boxes.map((box) => box.x)).size).toBe(viewport.width < 1200 ? 2 : 4);
      // No tile's words run over its edge.
      const overflowing = await page.getByTestId("delivery-days").locator("label").evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).length);
      expect(overflowing).toBe(0);

      // No pick-up discount for this appliance: none is promised.
      const pickUpChoice = page.locator("label", { has: page.getByRole("radio", { name: /^Afhalen in Zoeterwoude/ }) });
      await expect(pickUpChoice).not.toContainText("afhaalkorting");
      await expect(page.locator("#oud-apparaat-uitleg")).toContainText("Zorg dat het losgekoppeld");

      // The summary lists delivery and take-back, also when free.
      await expect(page.getByTestId("checkout-total-deliveryTotal")).toBeVisible();
      await page.getByRole("checkbox", { name: "Oud apparaat meenemen" }).click();
      await expect(page.getByTestId("checkout-total-takeRetour")).toContainText("Gratis");
      await expectNoSeriousViolations(page);
      const floor = page.getByLabel("Op welke verdieping bezorgen we?");
      if (await floor.count()) await floor.selectOption("0");
      await page.getByRole("button", { name: "Verder naar betalen" }).click();
      await expect(page).toHaveURL(/\/bestellen\/betalen\/$/);

      const methods = page.getByTestId("payment-methods").getByRole("radio");
      await expect(methods.first()).toHaveAccessibleName("iDEAL");
      await expect(page.getByTestId("payment-methods").locator("[data-payment-logo]")).toHaveCount(await methods.count());
      // A fee shows in the summary as soon as its method is chosen.
      await page.getByRole("radio", { name: /^Pinnen bij bezorging/ }).check();
      await expect(page.getByTestId("checkout-total-paymentFee")).toBeVisible();
      await expect(page.getByRole("link", { name: /Herroep/ })).toHaveCount(0);
      await expect(page.getByText(/14 dagen bedenktijd/)).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.emulateMedia({ colorScheme: "dark" });
      await expectNoSeriousViolations(page);
    });

    test("Bancontact first for a Belgian address; the pick-up choice names its discount", async ({ page }) => {
      const washer = products.withDiscount;
      await cartWith(page, { [washer.productId]: { productId: washer.productId, qty: 2 } }, BELGIAN);
      await page.goto("/bestellen/bezorgen/");
      const pickUpChoice = page.locator("label", { has: page.getByRole("radio", { name: /^Afhalen in Zoeterwoude/ }) });
      await expect(pickUpChoice).toContainText(`Met ${euro(washer.pickUpDiscountPrice! * 2)} afhaalkorting`);
      await page.goto("/bestellen/betalen/");
      await expect(page.getByTestId("payment-methods").getByRole("radio").first()).toHaveAccessibleName("Bancontact");
      await expect(page.getByTestId("payment-methods").getByRole("radio", { name: "iDEAL" })).toHaveCount(0);
    });
  });
}
