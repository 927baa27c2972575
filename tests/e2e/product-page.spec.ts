import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

import type { APIRequestContext, Page } from "@playwright/test";

import { openPglite } from "@/server/db/client";

import { E2E_PORT } from "../../playwright.config";
import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";

/**
 * The product page on a phone as a shopper meets it (issue 19, point 11): the
 * sticky buy bar while the buy button is off the screen, no empty options box
 * for a product without options, the day chosen at checkout, and "Mail me als
 * hij er weer is" on a sold-out product, from the sign-up to the one mail when
 * stock returns.
 */

interface ListedProduct {
  productId: number;
  url: string;
  delivery: { kind: string; estimated?: boolean } | null;
}

/**
 * Whether the listing promises the product from stock on hand. Not only "Morgen
 * in huis": after 22:00 and on Saturday evening an in-stock product is promised
 * for a later day, and the suite must pass at any hour.
 */
const promisedFromStock = (delivery: ListedProduct["delivery"]) =>
  delivery?.kind === "tomorrow" || (delivery?.kind === "date" && delivery.estimated === false);

/** A product in stock, from the listing, whose own answer passes `fits`. */
async function productInStock(request: APIRequestContext, category: string, fits: (product: Record<string, unknown>) => boolean): Promise<string> {
  const listing = await (await request.get(`/api/products/?categorie=${category}&pageSize=48`)).json();
  for (const item of listing.data.items as ListedProduct[]) {
    if (!promisedFromStock(item.delivery)) continue;
    const product = (await (await request.get(`/api/products/${item.productId}/`)).json()).data;
    if (fits(product)) return item.url;
  }
  throw new Error(`no fitting product in stock among the ${category}`);
}

const hasNoOptions = (product: Record<string, unknown>) =>
  ["assemblyPrice", "extraServicePrice", "extraWarrantyPrice"].every((key) => product[key] === null) && !product.pickUpDiscountPrice;
const hasPaidOptions = (product: Record<string, unknown>) => typeof product.extraWarrantyPrice === "number" && product.extraWarrantyPrice > 0;

const buyBar = (page: Page) => page.getByTestId("buy-bar");

test.describe("the product page at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the buy bar shows price, energy arrow and 'In winkelwagen' while the box's button is off the screen, above the bottom menu, and adds to the cart", async ({ page, request }) => {
    await page.goto(await productInStock(request, "wasmachines", hasPaidOptions));
    await page.waitForLoadState("networkidle");
    const box = page.locator("#extra-opties");
    const boxButton = box.getByTestId("options-add-to-cart");
    // The first screen: images and title; the box's own button lies below it, so the bar offers the purchase.
    await expect(boxButton).not.toBeInViewport();
    await expect(buyBar(page)).toBeVisible();
    await expect(buyBar(page).getByRole("button", { name: "In winkelwagen" })).toBeVisible();
    await expect(buyBar(page).getByRole("link", { name: /^Energieklasse [A-G]/ })).toBeVisible();
    await expect(buyBar(page)).toContainText(/\d,/);
    // On the bottom menu, not over it.
    const bar = (await buyBar(page).boundingBox())!;
    const menu = (await page.getByTestId("bottom-menu").boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual(menu.y + 1);
    await expect(page.getByTestId("bottom-menu").getByRole("link", { name: "Home" })).toBeVisible();

    // The box's button in view: the bar goes; out of view again: it comes back.
    await boxButton.evaluate((button) => button.scrollIntoView({ block: "center" }));
    await expect(buyBar(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(buyBar(page)).toBeVisible();
    // At the end of the page nothing is hidden behind the bar and the menu.
    const footerEnd = await page.locator("footer").evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(footerEnd).toBeLessThanOrEqual(bar.y + 1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The bar sends the box's own form: a ticked option goes along.
    await box.locator("#optie-extraWarranty").check();
    await page.evaluate(() => window.scrollTo(0, 0));
    await buyBar(page).getByRole("button", { name: "In winkelwagen" }).click();
    const dialog = page.getByRole("dialog", { name: "Toegevoegd aan je winkelwagen" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Extra garantie");
    await dialog.press("Escape");
    await expect(page.getByTestId("cart-link")).toHaveAccessibleName("Winkelwagen, 1 artikel");
  });

  test("a product without options gets the button alone: no empty 'Extra opties kiezen' box, and the day is chosen when paying", async ({ page, request }) => {
    await page.goto(await productInStock(request, "waterkokers", hasNoOptions));
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { name: "Extra opties kiezen" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Extra opties kiezen" })).toHaveCount(0);
    const box = page.getByRole("region", { name: "Bestellen" });
    await expect(box.getByRole("checkbox")).toHaveCount(0);
    await expect(box.getByText("Totaal")).toHaveCount(0);
    await expect(box).toContainText("Je kiest je bezorgdag bij het afrekenen.");
    await expect(page.getByText("in de winkelwagen")).toHaveCount(0);
    // Right under the price on a phone, and it adds in place.
    await box.getByTestId("options-add-to-cart").evaluate((button) => button.scrollIntoView({ block: "center" }));
    await expect(buyBar(page)).toBeHidden();
    await box.getByTestId("options-add-to-cart").click();
    await expect(page.getByRole("dialog", { name: "Toegevoegd aan je winkelwagen" })).toBeVisible();
    await page.keyboard.press("Escape");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});

test.describe("the product page at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the price and the options box stand beside the images on the first screen, so there is no bar", async ({ page, request }) => {
    await page.goto(await productInStock(request, "wasmachines", hasPaidOptions));
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { name: "Prijs en levering" }).locator("..")).toBeInViewport();
    await expect(page.getByRole("heading", { name: "Extra opties kiezen" })).toBeInViewport();
    await expect(buyBar(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(buyBar(page)).toBeHidden();
  });
});

test.describe("a sold-out product without JavaScript", () => {
  test("the stock-alert form is a plain form: it lands on /weer-op-voorraad/ saying a mail is on its way", async ({ browser, page: withJavaScript, request }) => {
    let soldOut: ListedProduct | undefined;
    for (let listingPage = 1; !soldOut && listingPage <= 5; listingPage += 1) {
      const listing = await (await request.get(`/api/products/?pageSize=100&page=${listingPage}`)).json();
      soldOut = (listing.data.items as ListedProduct[]).find((item) => item.delivery?.kind === "unavailable");
    }
    expect(soldOut, "the demo catalogue has sold-out products").toBeDefined();
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(soldOut!.url);
    const box = page.getByTestId("sold-out");
    await box.getByLabel("Je e-mailadres").fill(`zonder-js-${Date.now()}@example.nl`);
    await box.getByRole("button", { name: "Mail me als hij er weer is" }).click();
    await expect(page).toHaveURL(/\/weer-op-voorraad\/\?melding=aangemeld$/);
    await expect(page.getByRole("status")).toContainText("Bijna klaar! We hebben je een e-mail gestuurd.");
    await context.close();
    // axe runs as a script: the same page in a browser with JavaScript.
    await withJavaScript.goto("/weer-op-voorraad/?melding=aangemeld");
    expect(await seriousAccessibilityViolations(withJavaScript)).toEqual([]);
  });
});

/*
 * A sold-out product coming back. Stock changes come from the database (the
 * back office, a script): the browser tests' server keeps its embedded database
 * to itself, so this test runs a shop of its own on E2E_PORT + 2 and changes the
 * stock with the shop stopped, as a script would, then starts it again.
 */
const ALERT_PORT = E2E_PORT + 2;
const ALERT_DATA_DIR = "./data/e2e-stock-alerts";
const ALERT_BASE = `http://127.0.0.1:${ALERT_PORT}`;

async function startShop(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: {
      ...process.env,
      PORT: String(ALERT_PORT),
      HOSTNAME: "127.0.0.1",
      DATA_DIR: ALERT_DATA_DIR,
      DATABASE_URL: "",
      REDIS_URL: "",
      SMTP_URL: "",
      SEED_PRODUCTS: "200",
      NEXT_TELEMETRY_DISABLED: "1",
      RATE_LIMIT_EXEMPT_ADDRESSES: "127.0.0.1,::1,::ffff:127.0.0.1",
      PAYMENT_PROVIDER: "test",
    },
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`start did not finish:\n${output}`)), 180_000);
    child.stdout!.on("data", () => {
      if (output.includes("✓ Stekker draait")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`start ended with ${code}:\n${output}`)));
  });
  return child;
}

async function stopShop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.removeAllListeners("exit");
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** Plain SQL on the stopped shop's embedded database, as a script with psql would on a server. */
async function withStoppedShopDatabase<T>(work: (sql: (query: string, parameters?: unknown[]) => Promise<Record<string, unknown>[]>) => Promise<T>): Promise<T> {
  const handle = await openPglite(path.join(ALERT_DATA_DIR, "pglite"));
  try {
    const client = (handle.db as unknown as { $client: { query: (query: string, parameters?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> } }).$client;
    return await work(async (query, parameters) => (await client.query(query, parameters)).rows);
  } finally {
    await handle.close();
  }
}

/** The shop's mails to `address` whose text contains `about`, quoted-printable undone. */
function mailsTo(address: string, about: string): string[] {
  const directory = path.join(ALERT_DATA_DIR, "mail");
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .map((name) => readFileSync(path.join(directory, name), "utf8"))
    .map((mail) => mail.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))))
    .filter((mail) => mail.includes(`To: ${address}`) && mail.includes(about));
}

async function oneMailTo(address: string, about: string): Promise<string> {
  await expect.poll(() => mailsTo(address, about).length, { timeout: 15_000 }).toBe(1);
  return mailsTo(address, about)[0]!;
}

test.describe("a sold-out product at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  let shop: ChildProcess | null = null;
  test.afterEach(async () => {
    if (shop) await stopShop(shop);
    shop = null;
  });

  test("'Mail me als hij er weer is': sign up, confirm with the mail's button, and one 'weer op voorraad' mail when stock returns", async ({ page }) => {
    test.setTimeout(420_000);
    rmSync(ALERT_DATA_DIR, { recursive: true, force: true });
    shop = await startShop();
    await stopShop(shop);
    const productPath = await withStoppedShopDatabase(async (sql) => {
      const [product] = await sql(
        `SELECT p.product_id, '/' || c.slug || '/' || p.slug || '/' AS url FROM products p JOIN categories c USING (category_id)
         WHERE NOT p.expired AND c.slug = 'wasmachines' ORDER BY p.popularity DESC LIMIT 1`,
      );
      await sql("UPDATE products SET stock = 0, stock_estimated_date = NULL WHERE product_id = $1", [product!.product_id]);
      return String(product!.url);
    });
    shop = await startShop();

    await page.goto(`${ALERT_BASE}${productPath}`);
    await page.waitForLoadState("networkidle");
    const soldOut = page.getByTestId("sold-out");
    await expect(soldOut.getByRole("heading", { name: "Tijdelijk uitverkocht" })).toBeVisible();
    // Nothing to buy: no options box and no buy bar.
    await expect(page.locator("#extra-opties")).toHaveCount(0);
    await expect(buyBar(page)).toHaveCount(0);
    await expect(soldOut.getByRole("link", { name: "Lees hoe we met je gegevens omgaan" })).toBeVisible();
    const address = `terug-${Date.now()}@example.nl`;
    await soldOut.getByLabel("Je e-mailadres").fill("geen-adres");
    await soldOut.getByRole("button", { name: "Mail me als hij er weer is" }).click();
    await expect(soldOut.getByText("Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl")).toBeVisible();
    await soldOut.getByLabel("Je e-mailadres").fill(address);
    await soldOut.getByRole("button", { name: "Mail me als hij er weer is" }).click();
    await expect(soldOut.getByRole("status")).toContainText("Bijna klaar! We hebben je een e-mail gestuurd.");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const confirmation = await oneMailTo(address, "Bevestig je melding");
    const confirmLink = /\/weer-op-voorraad\/bevestigen\/\?token=[\w.-]+/.exec(confirmation)![0];
    // Opening the link does nothing by itself (mail scanners open links); the button does.
    await page.goto(`${ALERT_BASE}${confirmLink}`);
    await expect(page.getByRole("heading", { name: "Bevestig je melding", level: 1 })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Ja, mail me als hij er weer is" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Gelukt" })).toContainText("je krijgt één mail zodra dit apparaat weer op voorraad is");
    expect(mailsTo(address, "is weer op voorraad")).toHaveLength(0);

    // Stock returns, written straight into the database while the shop is down.
    await stopShop(shop);
    await withStoppedShopDatabase((sql) => sql("UPDATE products SET stock = 4 WHERE '/' || (SELECT slug FROM categories c WHERE c.category_id = products.category_id) || '/' || slug || '/' = $1", [productPath]));
    shop = await startShop();
    const backInStock = await oneMailTo(address, "is weer op voorraad");
    expect(backInStock).toContain(`${productPath}`);
    expect(backInStock).toMatch(/\/weer-op-voorraad\/afmelden\/\?token=[\w.-]+/);
    await page.goto(`${ALERT_BASE}${productPath}`);
    await expect(page.getByTestId("sold-out")).toHaveCount(0);
    await expect(buyBar(page)).toBeVisible();

    // Once: another start and another look at pending alerts send nothing more.
    await stopShop(shop);
    shop = await startShop();
    await page.waitForTimeout(3000);
    expect(mailsTo(address, "is weer op voorraad")).toHaveLength(1);
  });
});
