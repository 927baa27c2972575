import { type Page } from "@playwright/test";

import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";

/** The path of the first product on a listing's server-rendered HTML (not a filter or page link). */
async function firstProductPath(page: Page, listing: string): Promise<string> {
  const response = await page.request.get(listing);
  const html = await response.text();
  const match = new RegExp(`<article[^>]*data-product-id[\\s\\S]*?href="(${listing}[a-z0-9-]+/)"`).exec(html);
  expect(match, `no product link on ${listing}`).not.toBeNull();
  return match![1]!;
}

/** A washing machine whose extra warranty, assembly and extra service all cost extra (most do; some come free). */
async function washerWithPaidOptionsPath(page: Page): Promise<string> {
  const listing = (await (await page.request.get("/api/products/?category=wasmachines&pageSize=40")).json()) as { data: { items: { productId: number; url: string }[] } };
  for (const item of listing.data.items) {
    const detail = (await (await page.request.get(`/api/products/${item.productId}/`)).json()) as {
      data: {
        expired: boolean;
        assemblyPrice: number | null;
        extraServicePrice: number | null;
        extraWarrantyPrice: number | null;
        freeAssembly: boolean;
        freeExtraService: boolean;
        freeExtraWarranty: boolean;
      };
    };
    // §3's names: a price for each option, and whether the shop gives it free.
    const { data } = detail;
    const paid = [
      [data.assemblyPrice, data.freeAssembly],
      [data.extraServicePrice, data.freeExtraService],
      [data.extraWarrantyPrice, data.freeExtraWarranty],
    ] as const;
    if (!data.expired && paid.every(([price, free]) => price !== null && !free)) return item.url;
  }
  throw new Error("no washing machine with paid extra warranty, assembly and extra service among the first 40");
}

/** Every product title on the page (brand and name). */
function productTitles(page: Page) {
  return page.getByRole("main").locator("article h3");
}

async function expectOptionsAndAlternatives(page: Page, brand: string) {
  await expect(page).toHaveURL(/\/wasmachines\/[a-z0-9-]+\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(brand);
  const options = page.getByRole("region", { name: "Extra opties kiezen" });
  await expect(options).toBeVisible();
  const boxes = options.getByRole("checkbox");
  expect(await boxes.count()).toBeGreaterThan(0);
  // Never ticked in advance (decisions §7).
  for (const box of await boxes.all()) await expect(box).not.toBeChecked();
  await expect(options.getByRole("button", { name: "In winkelwagen" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^Alternatieven voor de ${brand} `) })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Alternatieven voor de / }).locator("article").first()).toBeVisible();
}

test.describe("catalogue at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a shopper reaches a washing machine through the menu, filters on brand and capacity, and opens it", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Hoofdmenu" });
    await menu.getByRole("link", { name: "Huishouden" }).hover();
    await menu.getByRole("link", { name: "Wasmachines", exact: true }).click();
    await expect(page).toHaveURL(/\/wasmachines\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Wasmachines" })).toBeVisible();

    const filters = page.getByRole("complementary", { name: "Filters" });
    await filters.getByRole("region", { name: "Merk" }).getByRole("link", { name: /^Bosch\b/ }).click();
    await expect(page).toHaveURL(/[?&]merk=bosch(&|$)/);
    const capacity = filters.getByRole("region", { name: "Vulgewicht" }).getByRole("link").first();
    const capacityLabel = ((await capacity.textContent()) ?? "").replace(/\(\d+\)/, "").trim();
    await capacity.click();
    await expect(page).toHaveURL(/[?&]vulgewicht=\d+/);
    await expect(page).toHaveURL(/[?&]merk=bosch(&|$)/);

    const chosen = page.getByRole("region", { name: "Gekozen filters" });
    await expect(chosen.getByRole("link", { name: /Bosch/ })).toBeVisible();
    await expect(chosen.getByRole("link", { name: new RegExp(`Vulgewicht: ${capacityLabel.split(" ")[0]}`) })).toBeVisible();
    const titles = productTitles(page);
    expect(await titles.count()).toBeGreaterThan(0);
    for (const title of await titles.allTextContents()) expect(title).toContain("Bosch");

    await titles.first().getByRole("link").click();
    await expectOptionsAndAlternatives(page, "Bosch");
  });

  test("sorting by price puts the cheapest first and keeps the filters", async ({ page }) => {
    await page.goto("/wasmachines/?merk=miele");
    await page.getByLabel("Sorteren op").selectOption({ label: "Prijs oplopend" });
    await expect(page).toHaveURL(/sortering=prijs-oplopend/);
    await expect(page).toHaveURL(/merk=miele/);
    // The prices in the order shown: each card's price as a screen reader hears it ("€ 549,00").
    // Polled: the new order arrives by client-side navigation, just after the URL changed.
    const cards = page.getByRole("main").locator("article[data-product-id]");
    await expect(async () => {
      const prices = (await cards.getByText(/^€\s[\d.]+,\d{2}$/).allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, "").replace(",", ".")));
      expect(prices.length).toBe(await cards.count());
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }).toPass();
    for (const name of await cards.getByRole("heading").allTextContents()) expect(name).toMatch(/^Miele /);
  });

  test("the energy label arrow opens the label and the product information sheet", async ({ page }) => {
    await page.goto("/wasmachines/");
    // Before the page's script runs, the arrow is a plain link to the product page (as it should be without JavaScript).
    await page.waitForLoadState("networkidle");
    await page.getByRole("main").locator("article").first().getByRole("link", { name: /^Energieklasse / }).click();
    const dialog = page.getByRole("dialog", { name: "Energielabel en productinformatieblad" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("img", { name: /^Energielabel / })).toBeVisible();
    await expect(dialog.getByRole("table")).toContainText("Leverancier");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Sluiten" }).click();
    await expect(dialog).toBeHidden();
  });

  test("the gallery is keyboard accessible", async ({ page }) => {
    await page.goto(await firstProductPath(page, "/wasmachines/"));
    const thumbs = page.getByRole("group", { name: "Kies een afbeelding" }).getByRole("button");
    expect(await thumbs.count()).toBeGreaterThan(1);
    await thumbs.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(thumbs.nth(1)).toBeFocused();
    await expect(thumbs.nth(1)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Afbeelding 2 van")).toBeVisible();
  });

  test("the large image enlarges over the whole screen: arrows move, a click zooms, Escape closes and gives focus back", async ({ page }) => {
    await page.goto(await firstProductPath(page, "/wasmachines/"));
    await page.waitForLoadState("networkidle");
    const title = (await page.getByRole("heading", { level: 1 }).innerText()).replace(/\s+/g, " ").trim();
    const enlarge = page.getByRole("link", { name: /^Vergroot: / });
    await enlarge.click();
    const viewer = page.getByRole("dialog", { name: title });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText("Afbeelding 1 van")).toBeVisible();
    // It fills the screen.
    const box = await viewer.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(1280 - 1);
    await page.keyboard.press("ArrowRight");
    await expect(viewer.getByText("Afbeelding 2 van")).toBeVisible();
    const zoom = viewer.getByRole("button", { name: "Inzoomen op de afbeelding" });
    await zoom.click();
    await expect(viewer.getByRole("button", { name: "Uitzoomen" })).toHaveAttribute("aria-pressed", "true");
    expect(await viewer.getByRole("img").evaluate((image) => getComputedStyle(image).transform)).not.toBe("none");
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    // Back on the page, on the image it was showing, with the focus where it was.
    await expect(page.getByText("Afbeelding 2 van")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Vergroot: / })).toBeFocused();
  });

  test("the options exclude each other as the cart will, and the total follows", async ({ page }) => {
    await page.goto(await washerWithPaidOptionsPath(page));
    const options = page.getByRole("region", { name: "Extra opties kiezen" });
    const total = options.locator("output");
    const warranty = options.getByRole("checkbox", { name: /^Extra garantie \(meerprijs € \d/ });
    await expect(warranty).toHaveCount(1);
    const before = await total.textContent();
    await warranty.check();
    await expect(total).not.toHaveText(before ?? "");
    await warranty.uncheck();
    await expect(total).toHaveText(before ?? "");
    // Assembly, extra service and pick-up exclude each other (seed-spec §4).
    const exclusive = options.getByRole("checkbox", { name: /^(Installatie en montage|Inbouwen door onze monteur|Extra service|Zelf afhalen)/ });
    expect(await exclusive.count()).toBeGreaterThanOrEqual(2);
    await exclusive.nth(0).check();
    await exclusive.nth(1).check();
    await expect(exclusive.nth(0)).not.toBeChecked();
    await expect(exclusive.nth(1)).toBeChecked();
  });
});

test.describe("catalogue at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a shopper reaches a washing machine through the menu drawer and filters in the filter drawer", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu openen" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("button", { name: "Huishouden" }).click();
    await menu.getByRole("link", { name: "Wasmachines", exact: true }).click();
    await expect(page).toHaveURL(/\/wasmachines\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Wasmachines" })).toBeVisible();
    // The sidebar is not shown on small screens: the filters open in a drawer.
    await expect(page.getByRole("complementary", { name: "Filters" })).toBeHidden();

    const openFilters = () => page.getByRole("button", { name: /^Filteren/ }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await openFilters();
    await drawer.getByRole("region", { name: "Merk" }).getByRole("link", { name: /^Bosch\b/ }).click();
    await expect(page).toHaveURL(/[?&]merk=bosch(&|$)/);
    if (!(await drawer.isVisible())) await openFilters();
    await drawer.getByRole("region", { name: "Vulgewicht" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/[?&]vulgewicht=\d+/);
    if (!(await drawer.isVisible())) await openFilters();
    await drawer.getByRole("button", { name: /^Toon \d+ (resultaat|resultaten)$/ }).click();
    await expect(drawer).toBeHidden();

    const titles = productTitles(page);
    expect(await titles.count()).toBeGreaterThan(0);
    for (const title of await titles.allTextContents()) expect(title).toContain("Bosch");
    await titles.first().getByRole("link").click();
    await expectOptionsAndAlternatives(page, "Bosch");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("the cart button of a card leads to the product's options box without JavaScript", async ({ browser }) => {
    // With JavaScript it adds to the cart (tests/e2e/cart.spec.ts); the link is the fallback.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/wasmachines/");
    const cart = page.getByRole("main").getByRole("link", { name: /^In winkelwagen/ }).first();
    await expect(cart).toHaveAttribute("href", /^\/wasmachines\/[a-z0-9-]+\/#extra-opties$/);
    await cart.click();
    await expect(page.getByRole("region", { name: "Extra opties kiezen" })).toBeInViewport();
    await context.close();
  });

  test("a swipe on the product's image shows the next one, and the viewer has no serious or critical violations", async ({ page }) => {
    await page.goto(await firstProductPath(page, "/wasmachines/"));
    await page.waitForLoadState("networkidle");
    const stage = page.getByRole("link", { name: /^Vergroot: / });
    const box = (await stage.boundingBox())!;
    const y = box.y + box.height / 2;
    await stage.dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true, clientX: box.x + box.width - 40, clientY: y });
    await stage.dispatchEvent("pointerup", { pointerType: "touch", isPrimary: true, clientX: box.x + 40, clientY: y + 10 });
    await expect(page.getByText("Afbeelding 2 van")).toBeVisible();
    await stage.click();
    const viewer = page.getByRole("dialog");
    await expect(viewer).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await viewer.getByRole("button", { name: "Sluiten" }).click();
    await expect(viewer).toBeHidden();
  });

  test("listings never scroll sideways", async ({ page }) => {
    for (const path of ["/wasmachines/", "/huishouden/", "/merken/bosch/", "/zoeken/?q=koelkast"]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });

  test("the category page has no serious or critical accessibility violations, also with the filters open", async ({ page }) => {
    await page.goto("/wasmachines/");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: /^Filteren/ }).click();
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test("the product's large image links to the image itself", async ({ page }) => {
    await page.goto(await firstProductPath(page, "/wasmachines/"));
    const enlarge = page.getByRole("link", { name: /^Vergroot: / });
    const href = await enlarge.getAttribute("href");
    expect(href).toBe(await enlarge.getByRole("img").getAttribute("src"));
    expect((await page.request.get(href!)).headers()["content-type"]).toContain("image/svg+xml");
  });

  test("filters are links and the filter list opens in the page", async ({ page }) => {
    await page.goto("/wasmachines/");
    await page.getByRole("link", { name: /^Filteren/ }).click();
    const filters = page.getByRole("complementary", { name: "Filters" });
    await expect(filters).toBeVisible();
    await filters.getByRole("region", { name: "Merk" }).getByRole("link", { name: /^Miele\b/ }).click();
    await expect(page).toHaveURL(/[?&]merk=miele(&|$)/);
    for (const title of await productTitles(page).allTextContents()) expect(title).toContain("Miele");
  });

  test("the price form sends a range that becomes the canonical URL", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/wasmachines/");
    const filters = page.getByRole("complementary", { name: "Filters" });
    await filters.getByLabel("Van (€)").fill("500");
    await filters.getByLabel("Tot (€)").fill("900");
    await filters.getByRole("button", { name: "Toepassen" }).click();
    await expect(page).toHaveURL(/\/wasmachines\/\?prijs=500-900$/);
  });
});

test.describe("server-rendered catalogue routes", () => {
  const listings = [
    "/huishouden/",
    "/keukenapparatuur/",
    "/inbouwapparatuur/",
    "/wasmachines/",
    "/koelkasten/",
    "/vaatwassers/",
    "/wasdrogers/",
    "/fornuizen/",
    "/kookplaten/",
    "/aanbiedingen/",
    "/merken/bosch/",
    "/merken/quooker/",
    "/zoeken/?q=wasmachine",
    "/wasmachines/?merk=bosch&sortering=prijs-oplopend",
  ];

  for (const path of listings) {
    test(`${path} answers 200 with its products in the HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.match(/<article[^>]*data-product-id=/g)?.length ?? 0).toBeGreaterThan(0);
      expect(html).toContain('"@type":"BreadcrumbList"');
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
      expect(html).toMatch(/<title>[^<]+\| Stekker<\/title>/);
    });
  }

  test("/productgroepen/ lists every category grouped by hub", async ({ request }) => {
    const response = await request.get("/productgroepen/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const path of ["/wasmachines/", "/koelkasten/", "/vaatwassers/", "/wasdrogers/", "/fornuizen/", "/kookplaten/"]) expect(html).toContain(`href="${path}"`);
    for (const hub of ["Huishouden", "Keukenapparatuur", "Inbouwapparatuur"]) expect(html).toContain(`>${hub}</h2>`);
  });

  test("/merken/ links every brand", async ({ request }) => {
    const response = await request.get("/merken/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const brand of ["siemens", "quooker", "miele", "bosch", "smeg", "aeg", "gaggenau", "samsung", "beko", "lg", "whirlpool", "liebherr", "bauknecht", "atag", "etna", "wave"]) {
      expect(html).toContain(`href="/merken/${brand}/"`);
    }
  });

  test("a product page answers 200 with its options box, price and Product JSON-LD", async ({ page, request }) => {
    const path = await firstProductPath(page, "/wasmachines/");
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('id="extra-opties"');
    expect(html).toContain("Extra opties kiezen");
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"@type":"Offer"');
    expect(html).toContain('"priceCurrency":"EUR"');
    expect(html).toMatch(/Alternatieven voor de /);
    // The JSON-LD is escaped: no raw "<" inside a script of JSON.
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      expect(json).not.toContain("<");
      expect(() => JSON.parse(json!)).not.toThrow();
    }
  });

  const unknownPaths = [
    "/bestaat-niet/",
    "/wasmachines/bestaat-niet/",
    "/merken/bestaat-niet/",
    "/wasmachines/bestaat-niet/dieper/",
    "/bestelling/ST-BESTAAT-NIET/",
    "/betalen/test/bestaat-niet/",
  ];
  for (const path of unknownPaths) {
    test(`${path} answers 404 with the 404 page rendered on the server`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      // The page itself in the HTML, inside the root layout: not Next.js's empty
      // error shell with the text only in the React payload (vercel/next.js#62228).
      expect(html).not.toContain('id="__next_error__"');
      expect(html).toMatch(/^<!DOCTYPE html><html lang="nl"/);
      expect(html).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>Deze pagina bestaat niet \(meer\)<\/h1>/);
      expect(html).toContain("mui-mode"); // the colour-mode script runs before the first paint
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
    });
  }

  test("an old URL that moved answers 301 to its new place", async ({ request }) => {
    const response = await request.get("/wasmachine/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/\/wasmachines\/$/);
  });
});

test.describe("accessibility of the catalogue pages", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const path of ["/huishouden/", "/wasmachines/", "/zoeken/?q=wasmachine"]) {
    test(`${path} has no serious or critical violations, light or dark`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: "dark" });
      // The colour mode follows the device once the page has hydrated, which a busy machine may take longer than 5 s to do.
      await expect(page.locator("html")).toHaveClass(/dark/, { timeout: 20_000 });
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });
  }

  test("a product page has no serious or critical violations, light or dark", async ({ page }) => {
    await page.goto(await firstProductPath(page, "/wasmachines/"));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: "dark" });
    // The colour mode follows the device once the page has hydrated, which a busy machine may take longer than 5 s to do.
    await expect(page.locator("html")).toHaveClass(/dark/, { timeout: 20_000 });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
