import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { E2E_DATA_DIR } from "../../playwright.config";
import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";

/**
 * Kitchens and the showroom (issue 22): /keukens/ and a kitchen page answer
 * 200 with their content in the server's HTML and JSON-LD, are in the sitemap;
 * a shopper filters, opens a kitchen and finds "Offerte aanvragen voor deze
 * keuken" pointing at the quote request for that kitchen; the showroom's visit
 * request is sent and confirmed by mail; axe finds nothing serious, at 375 and
 * 1280 px.
 */

/** A tomorrow-or-later day the showroom is open in the afternoon (every day is, holidays aside: a weekday two days on). */
function visitDay(): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  while ([0, 6].includes(day.getUTCDay()) || (day.getUTCMonth() === 11 && [25, 26].includes(day.getUTCDate()))) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

function visitMailTo(address: string): Promise<string> {
  const directory = path.join(E2E_DATA_DIR, "mail");
  let found: string | undefined;
  return expect
    .poll(() => {
      const files = existsSync(directory) ? readdirSync(directory).filter((name) => name.includes("showroombezoek")) : [];
      found = files.map((name) => readFileSync(path.join(directory, name), "utf8")).find((mail) => mail.includes(`To: ${address}`));
      return found !== undefined;
    })
    .toBe(true)
    .then(() => found!);
}

for (const width of [375, 1280]) {
  test.describe(`kitchens at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("/keukens/ → a kitchen → its quote link; both pages server-rendered with JSON-LD and axe clean", async ({ page, request }) => {
      // Server-rendered: the HTML itself holds the kitchens and the JSON-LD.
      const overviewHtml = await request.get("/keukens/");
      expect(overviewHtml.status()).toBe(200);
      const overviewText = await overviewHtml.text();
      expect(overviewText).toContain("Keuken Lumen");
      expect(overviewText).toContain('"@type":"ItemList"');

      await page.goto("/keukens/");
      await expect(page.getByRole("heading", { level: 1, name: "Keukens" })).toBeVisible();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.getByRole("navigation", { name: "Filter op stijl" }).getByRole("link", { name: "Landelijk" }).click();
      await expect(page).toHaveURL(/\/keukens\/\?stijl=landelijk$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Keukens: Landelijk");
      const cards = page.locator("article[data-kitchen-id]");
      await expect(cards).toHaveCount(2);

      await page.getByRole("link", { name: "Keuken Hoeve" }).click();
      await expect(page).toHaveURL(/\/keukens\/hoeve-l-keuken\/$/);
      await expect(page.getByRole("heading", { level: 1, name: "Keuken Hoeve" })).toBeVisible();
      const quote = page.getByRole("link", { name: "Offerte aanvragen voor deze keuken" });
      await expect(quote).toHaveAttribute("href", "/offerte-aanvragen/?keuken=5002");
      await expect(page.getByText("Te zien in onze showroom in Zoeterwoude")).toBeVisible();
      // The appliances link to their own product pages.
      const appliance = page.getByTestId("kitchen-appliances").getByRole("link").first();
      await expect(appliance).toHaveAttribute("href", /^\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      const kitchenHtml = await request.get("/keukens/hoeve-l-keuken/");
      expect(kitchenHtml.status()).toBe(200);
      const kitchenText = await kitchenHtml.text();
      expect(kitchenText).toContain("Keuken Hoeve");
      expect(kitchenText).toContain('"@type":"AggregateOffer"');
      expect(kitchenText).toContain('"lowPrice":"12495.00"');
    });

    test("the showroom's visit request is sent and confirmed by mail", async ({ page }) => {
      const address = `bezoek-${width}-${Date.now()}@example.nl`;
      await page.goto("/keukens/showroom/");
      await expect(page.getByRole("heading", { level: 1, name: "Keukenshowroom Zoeterwoude" })).toBeVisible();
      await expect(page.getByRole("table", { name: "Openingstijden showroom" })).toBeVisible();
      await expect(page.locator("article[data-kitchen-id]")).toHaveCount(4);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      const form = page.getByTestId("visit-form");
      // Sent empty: each field says what is missing, the first one gets the focus.
      await form.getByRole("button", { name: "Bezoek aanvragen" }).click();
      await expect(form.getByRole("alert")).toHaveText("Niet alles is goed ingevuld: kijk bij de velden hieronder.");
      await expect(form.getByText("Vul je naam in", { exact: true })).toBeVisible();
      await expect(form.getByLabel("Naam")).toBeFocused();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await form.getByLabel("Naam").fill("Sanne de Vries");
      await form.getByLabel("Telefoonnummer").fill("06 12345678");
      await form.getByLabel("E-mailadres").fill(address);
      await form.getByLabel("Voorkeursdag").fill(visitDay());
      await form.getByLabel("Middag (12:00 – 17:00)").check();
      await form.getByLabel("Keuken Lumen").check();
      await form.getByRole("button", { name: "Bezoek aanvragen" }).click();
      await expect(page.getByTestId("visit-sent")).toContainText("Bedankt, je aanvraag is verstuurd");
      const mail = await visitMailTo(address);
      expect(mail).toContain("Keuken Lumen");
    });
  });
}

test("an unknown kitchen is the shop's 404; the kitchen pages are in the sitemap", async ({ page, request }) => {
  const missing = await page.goto("/keukens/bestaat-niet/");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const sitemap = await (await request.get("/sitemaps/paginas.xml")).text();
  for (const path of ["/keukens/", "/keukens/showroom/", "/keukens/hoeve-l-keuken/", "/keukens/lumen-keuken-met-kookeiland/"]) expect(sitemap).toContain(`${path}</loc>`);
});
