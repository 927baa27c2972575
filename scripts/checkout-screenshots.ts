/**
 * Screenshots of the three checkout steps with a washing machine in the cart, at
 * 375 and 1280 px, light and dark, into screenshots/checkout-{step}-{width}-{mode}.png:
 *
 *   node --import tsx scripts/checkout-screenshots.ts http://127.0.0.1:3000
 *
 * The server needs an address lookup it can reach (tests/support/stand-ins.ts)
 * for the found-address state; without one the manual fields show.
 */
import { chromium } from "@playwright/test";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../playwright.config";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const list = await (await fetch(`${base}/api/products/?category=wasmachines&pageSize=5`)).json() as { data: { items: { productId: number; url: string }[] } };
for (const width of [375, 1280]) {
  for (const colorScheme of ["light", "dark"] as const) {
    const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 }, colorScheme, locale: "nl-NL" });
    await page.goto(base + list.data.items[0]!.url);
    await page.getByRole("button", { name: /In winkelwagen/ }).first().click();
    await page.waitForTimeout(1500);
    await page.goto(`${base}/bestellen/gegevens/`);
    await page.getByLabel("Voornaam").fill("Anna");
    await page.getByLabel("Achternaam").fill("de Vries");
    await page.locator("#veld-emailAddress").fill("anna@example.nl");
    await page.getByLabel("Telefoonnummer").fill("071 123 45 67");
    await page.getByLabel("Postcode").fill("2311gj");
    await page.getByLabel("Huisnummer").fill("73");
    await page.waitForTimeout(1500);
    // Without a reachable address lookup the fields to fill in by hand show.
    const street = page.getByLabel("Straat");
    if (await street.isVisible()) {
      await street.fill("Rapenburg");
      await page.getByLabel("Plaats").fill("Leiden");
    }
    await page.screenshot({ path: `screenshots/checkout-1-${width}-${colorScheme}.png`, fullPage: true });
    await page.getByRole("button", { name: "Verder naar bezorgen" }).click();
    await page.waitForURL(/bezorgen/);
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `screenshots/checkout-2-${width}-${colorScheme}.png`, fullPage: true });
    await page.getByTestId("delivery-days").getByRole("radio").first().check();
    const floor = page.getByLabel("Op welke verdieping bezorgen we?");
    if (await floor.count()) await floor.selectOption("0");
    await page.getByRole("button", { name: "Verder naar betalen" }).click();
    await page.waitForURL(/betalen/);
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `screenshots/checkout-3-${width}-${colorScheme}.png`, fullPage: true });
    await page.close();
  }
}
await browser.close();
