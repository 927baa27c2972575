/**
 * Who the shop is and what its promises are worth (issue 19): the company's
 * legal details and both phone numbers in the footer, a privacy statement of
 * its own linked from the forms that ask for personal data, the review sites
 * behind "Klanten geven ons een 9,2", stars that lead to their scores, and
 * "Gratis bezorgd" only where it is true (the settings' defaults here).
 */
import type { APIRequestContext } from "@playwright/test";

import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";

interface ListedProduct {
  productId: number;
  url: string;
  sellingPrice: number;
  inStock: boolean;
}

async function listing(request: APIRequestContext, query: string): Promise<ListedProduct[]> {
  const answer = (await (await request.get(`/api/products/?${query}`)).json()) as { data: { items: ListedProduct[] } };
  return answer.data.items;
}

test.describe("the company in the footer", () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px the footer names the company, its KvK and VAT numbers, the e-mail address and a Dutch and a Belgian number`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const footer = page.locator("footer");
      await expect(footer.getByTestId("footer-company")).toContainText(/Stekker B\.V\. · Rijndijk 300, 2382 AS Zoeterwoude · KvK \d{8} · btw-nummer NL\d{9}B01/);
      const contact = footer.getByTestId("footer-contact");
      await expect(contact.getByRole("link", { name: "071 - 760 00 00" })).toHaveAttribute("href", "tel:+31717600000");
      await expect(contact).toContainText("Bel vanuit België");
      await expect(contact.getByRole("link", { name: /^\+32/ })).toHaveAttribute("href", /^tel:\+32\d{8,9}$/);
      await expect(contact.getByRole("link", { name: "klantenservice@stekker.nl" })).toHaveAttribute("href", "mailto:klantenservice@stekker.nl");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("the footer leads to the privacy statement and the terms", async ({ page }) => {
    await page.goto("/");
    await page.locator("footer").getByRole("link", { name: "Privacyverklaring" }).click();
    await expect(page).toHaveURL(/\/klantenservice\/privacy\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacyverklaring" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Je rechten" })).toBeVisible();
    await expect(page.locator("main")).toContainText("Autoriteit Persoonsgegevens");
    await page.locator("footer").getByRole("link", { name: "Algemene voorwaarden" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Algemene voorwaarden" })).toBeInViewport();
    await expect(page.locator("#voorwaarden-wie")).toContainText("KvK-nummer");
  });

  test("the newsletter form and the cookie statement link to the privacy statement", async ({ page }) => {
    await page.goto("/nieuwsbrief/");
    await expect(page.locator("main").getByRole("link", { name: "Lees hoe we met je gegevens omgaan" })).toHaveAttribute("href", "/klantenservice/privacy/");
    await page.goto("/cookies/");
    await expect(page.locator("main").getByRole("link", { name: "Lees hoe we met je gegevens omgaan" })).toHaveAttribute("href", "/klantenservice/privacy/");
  });

  test("the checkout's form for name, e-mail and phone links to the privacy statement", async ({ page }) => {
    const product = (await listing(page.request, "category=wasmachines&pageSize=24")).find((item) => item.inStock);
    await page.goto(product!.url);
    await page.waitForLoadState("networkidle");
    await page.locator("#extra-opties").getByTestId("options-add-to-cart").click();
    await expect(page.getByRole("dialog", { name: "Toegevoegd aan je winkelwagen" })).toBeVisible();
    await page.goto("/bestellen/gegevens/");
    await expect(page.locator("main").getByRole("link", { name: "Lees hoe we met je gegevens omgaan" })).toHaveAttribute("href", "/klantenservice/privacy/");
  });

  test("the privacy statement has no serious or critical violations at 375 and 1280 px, light or dark", async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto("/klantenservice/privacy/");
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: "dark" });
      await expect(page.locator("html")).toHaveClass(/dark/);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    }
  });
});

test.describe("promises that hold", () => {
  test("'Klanten geven ons een 9,2' links to both review sites", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const promises = page.getByRole("region", { name: "Onze beloftes" });
    await expect(promises.getByRole("link", { name: /^Kiyoh/ })).toHaveAttribute("href", /^https:\/\/www\.kiyoh\.com\//);
    await expect(promises.getByRole("link", { name: /^Trustpilot/ })).toHaveAttribute("href", /^https:\/\/nl\.trustpilot\.com\//);
    await expect(promises).not.toContainText("bezorging");
  });

  test("a product below € 50 is not 'Gratis bezorgd': its page and its card name the threshold and the fee", async ({ page }) => {
    const cheap = (await listing(page.request, "sort=price&order=asc&pageSize=24")).find((item) => item.inStock && item.sellingPrice < 50);
    expect(cheap, "a product below € 50 in stock").toBeDefined();
    await page.goto(cheap!.url);
    const priceBox = page.getByRole("heading", { name: "Prijs en levering" }).locator("..");
    await expect(priceBox).toContainText(/Gratis bezorgd vanaf €\s50; daaronder €\s4,95/);
    // Its category, cheapest first: at most 23 products of the whole shop are cheaper, so its card is on the first page.
    const category = cheap!.url.split("/")[1];
    await page.goto(`/${category}/?sortering=prijs-oplopend`);
    const card = page.locator(`article[data-product-id="${cheap!.productId}"]`);
    await expect(card).toContainText(/Gratis bezorgd vanaf €\s50/);
    await expect(card).not.toContainText(/Gratis bezorgd(?! vanaf)/);
  });

  test("a washing machine without a delivery cost of its own is 'Gratis bezorgd', and its stars lead to the reviews", async ({ page }) => {
    const washers = await listing(page.request, "category=wasmachines&pageSize=24");
    let chosen: ListedProduct | undefined;
    for (const washer of washers) {
      const detail = (await (await page.request.get(`/api/products/${washer.productId}/`)).json()) as { data: { deliveryCost: number; sellingPrice: number; expired: boolean } };
      if (!detail.data.expired && detail.data.deliveryCost === 0 && detail.data.sellingPrice >= 50) {
        chosen = washer;
        break;
      }
    }
    expect(chosen, "a washing machine delivered free").toBeDefined();
    await page.goto(chosen!.url);
    const priceBox = page.getByRole("heading", { name: "Prijs en levering" }).locator("..");
    await expect(priceBox).toContainText(/Gratis bezorgd(?! vanaf)/);
    const stars = page.locator("h1").locator("..").getByTestId("rating-link");
    if ((await stars.count()) > 0) {
      await stars.click();
      await expect(page).toHaveURL(/#reviews$/);
      await expect(page.getByRole("heading", { level: 2, name: "Reviews" })).toBeInViewport();
      await expect(page.locator("#reviews")).toContainText(/van 5 sterren: het gemiddelde van \d+ reviews?/);
    } else {
      await expect(page.locator("#reviews")).toContainText("nog geen reviews");
    }
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
