/*
 * Issue 22, the whole journey of a quote, as the acceptance names it:
 * a customer asks for a kitchen quote with a photo (/offerte-aanvragen/);
 * staff, on another device, open the request in the back office, build the
 * offer (two products, an item discount within the product's maximum, a note)
 * and send it; the customer opens the mail's signed link on yet another
 * device, orders exactly that quote with a delivery week, pays with the test
 * provider, and the order shows the quote's discount. The customer's side at
 * 375 and 1280 px, axe on every page the customer sees.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { Browser, Page } from "@playwright/test";

import { E2E_DATA_DIR } from "../../playwright.config";
import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";
import { signInAsStaff } from "./sign-in";

/** A small PNG (1 × 1 pixel), as a phone's photo would be. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

/** The mail whose file name contains `part`, read as its text (quoted-printable soft breaks undone). */
function mailNamed(part: string): string | undefined {
  const directory = path.join(E2E_DATA_DIR, "mail");
  if (!existsSync(directory)) return undefined;
  const name = readdirSync(directory).find((file) => file.includes(part));
  return name ? readFileSync(path.join(directory, name), "utf8").replace(/=\r?\n/g, "").replace(/=3D/g, "=") : undefined;
}

async function expectAxeClean(page: Page) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

/** The customer asks for a kitchen quote with a photo; answers the quote's number. */
async function requestKitchenQuote(page: Page, emailAddress: string): Promise<string> {
  await page.goto("/offerte-aanvragen/");
  await expect(page.getByRole("heading", { level: 1, name: "Offerte aanvragen" })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole("radio", { name: /Een nieuwe keuken/ }).check();
  await page.getByLabel("Wat wil je?").fill("Een witte greeploze keuken met inductie en een stille vaatwasser.");
  await page.getByLabel("Maten van de ruimte (optioneel)").fill("Wand van 3,60 m, plafond 2,60 m.");
  await page.getByLabel("Postcode").fill("2311 GJ");
  await page.getByLabel("Huisnummer en toevoeging").fill("73");
  await expect(page.getByLabel("Straat")).toHaveValue("Rapenburg");
  await page.getByLabel("Voorkeursweek").selectOption({ index: 6 });
  await page.getByLabel("Voornaam").fill("Anna");
  await page.getByLabel("Achternaam").fill("de Vries");
  await page.getByLabel("E-mailadres", { exact: true }).fill(emailAddress);
  await page.getByLabel("Telefoonnummer").fill("071 123 45 67");
  await page.getByLabel("Voeg foto's of een plattegrond toe (optioneel)").setInputFiles([{ name: "keuken.png", mimeType: "image/png", buffer: PNG }]);
  await expect(page.getByRole("list", { name: "Gekozen bestanden" }).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: "Offerte aanvragen" }).click();
  const done = page.getByTestId("quote-request-done");
  await expect(done.getByRole("heading", { name: "Bedankt! We hebben je aanvraag ontvangen" })).toBeVisible();
  await expectAxeClean(page);
  return (await page.getByTestId("quote-number").textContent())!.trim();
}

/**
 * Two products in stock (so a delivery week can be chosen), the first allowing
 * an item discount (its maximum > 0), from the back office's catalogue list.
 */
async function twoProductsInStock(page: Page): Promise<[string, string]> {
  const answer = await page.request.get(`/api/catalogue/products/?pageSize=100&inStock=true&expired=false`);
  expect(answer.status(), await answer.text()).toBe(200);
  const items = (await answer.json()).data.items as { name: string; makeAmendsDiscount: number | null }[];
  const discounted = items.find((item) => (item.makeAmendsDiscount ?? 0) >= 10);
  // Another product, and one whose name the first's does not contain (nor the other way round): each is found by its own name.
  const other = items.find((item) => discounted && !item.name.includes(discounted.name) && !discounted.name.includes(item.name));
  if (!discounted || !other) throw new Error("the demo catalogue has no two products in stock, one with an item-discount maximum");
  return [discounted.name, other.name];
}

/**
 * Adds the product of this name by the back office's search: the option that
 * names it (the search may rank a like-named product first), then waits for
 * its line, so the next step sees `lines` lines.
 */
async function addProduct(page: Page, name: string, lines: number): Promise<void> {
  await page.getByLabel("Product toevoegen").fill(name);
  const option = page.getByRole("option").filter({ hasText: name }).first();
  await expect(option).toBeVisible({ timeout: 15_000 });
  await option.click();
  await expect(page.getByTestId("offerte-regel")).toHaveCount(lines);
}

/** Staff, on their own device: the request found in the back office, the offer built and sent. */
async function buildAndSendOffer(browser: Browser, quoteId: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  try {
    await signInAsStaff(page);
    await page.goto("/beheer/quotes");
    await page.getByPlaceholder("Nummer, naam, e-mail, postcode").fill(quoteId);
    await expect(page).toHaveURL(new RegExp(`filter=.*${quoteId}`));
    const row = page.getByRole("row", { name: new RegExp(quoteId) });
    await expect(row).toContainText("Aangevraagd");
    await row.click();
    await expect(page.getByRole("heading", { name: `Offerte ${quoteId}` })).toBeVisible({ timeout: 15_000 });
    const request = page.getByRole("region", { name: "De aanvraag" });
    await expect(request).toContainText("Een witte greeploze keuken");
    // The customer's photo is there for staff to see.
    await expect(request.getByRole("img").first()).toBeVisible();

    const [discounted, other] = await twoProductsInStock(page);
    await addProduct(page, discounted, 1);
    await addProduct(page, other, 2);
    const lines = page.getByTestId("offerte-regel");
    await lines.filter({ hasText: discounted }).first().getByLabel(/Korting per stuk op/).fill("10");
    await page.getByLabel("Korting op de hele offerte (€)").fill("25");
    await page.getByLabel("Toelichting voor de klant").fill("Inclusief inmeten bij je thuis.");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("De offerte is opgeslagen.")).toBeVisible();

    await page.getByRole("button", { name: "Versturen" }).click();
    await page.getByRole("dialog", { name: "Offerte versturen?" }).getByRole("button", { name: "Ja, versturen" }).click();
    await expect(page.getByText(/De offerte is verstuurd naar/)).toBeVisible();
  } finally {
    await context.close();
  }
}

for (const width of [375, 1280]) {
  test(`a quote from request to order: asked with a photo, built and sent by staff, ordered from the mail's link with a week, paid; the order shows the quote's discount (${width} px)`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const emailAddress = `anna-${width}-${Date.now()}@voorbeeld.nl`;
    const quoteId = await requestKitchenQuote(page, emailAddress);
    expect(quoteId).toMatch(/^7\d{7}$/);

    await buildAndSendOffer(browser, quoteId);

    // The offer's mail carries the signed link; the customer opens it on another device.
    await expect.poll(() => mailNamed(`je-offerte-${quoteId}`) !== undefined, { timeout: 15_000 }).toBe(true);
    const mail = mailNamed(`je-offerte-${quoteId}`)!;
    expect(mail).toContain(`To: ${emailAddress}`);
    const link = new RegExp(`https?://[^\\s"<>]+(/offerte/${quoteId}/\\?token=[\\w.-]+)`).exec(mail);
    expect(link, "the mail's link to the quote").not.toBeNull();
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const customer = await context.newPage();
    try {
      await customer.goto(link![1]!);
      await expect(customer.getByRole("heading", { level: 1, name: `Offerte ${quoteId}` })).toBeVisible();
      await expect(customer.getByTestId("quote-note")).toContainText("Inclusief inmeten bij je thuis.");
      await expect(customer.getByTestId("quote-line-discount")).toContainText(/10,(00|-)/);
      await expect(customer.getByTestId("quote-discount")).toContainText(/25,(00|-)/);
      // Sent today, valid for 30 days.
      await expect(customer.getByTestId("quote-valid-until")).toContainText("Geldig tot en met");
      const token = new URL(link![1]!, "http://shop").searchParams.get("token")!;
      await expect(customer.getByTestId("quote-pdf")).toHaveAttribute("href", `/api/quotes/${quoteId}/pdf/?token=${token}`);
      expect((await customer.request.get(`/api/quotes/${quoteId}/pdf/?token=${token}`)).headers()["content-type"]).toBe("application/pdf");
      await expectAxeClean(customer);

      await customer.getByRole("button", { name: "Bestel deze offerte" }).click();
      await expect(customer).toHaveURL(/\/winkelwagen\/$/);
      await expect(customer.getByTestId("quote-banner")).toContainText(`Je bestelt offerte ${quoteId}.`);
      await expect(customer.getByTestId("quote-differences")).toHaveCount(0);
      await expectAxeClean(customer);

      await customer.getByRole("link", { name: "Verder naar bestellen" }).click();
      await expect(customer).toHaveURL(/\/bestellen\/gegevens\/$/);
      await customer.getByLabel("Voornaam").fill("Anna");
      await customer.getByLabel("Achternaam").fill("de Vries");
      await customer.getByLabel(/^E-mailadres/).fill(emailAddress);
      await customer.getByLabel("Telefoonnummer").fill("071 123 45 67");
      await customer.getByLabel("Postcode").fill("2311gj");
      await customer.getByLabel("Huisnummer").fill("73");
      await expect(customer.getByTestId("shipping-address-found")).toContainText("Rapenburg 73, 2311 GJ Leiden");
      await customer.getByRole("button", { name: "Verder naar bezorgen" }).click();
      await expect(customer).toHaveURL(/\/bestellen\/bezorgen\/$/);

      // A kitchen is delivered in a week: the weeks come first, the first one chosen.
      const weeks = customer.getByTestId("delivery-weeks");
      await expect(weeks.getByRole("radio").first()).toBeChecked();
      const floor = customer.getByLabel("Op welke verdieping bezorgen we?");
      if (await floor.count()) await floor.selectOption("0");
      await expectAxeClean(customer);
      await customer.getByRole("button", { name: "Verder naar betalen" }).click();
      await expect(customer).toHaveURL(/\/bestellen\/betalen\/$/);
      await expect(customer.getByTestId("order-review")).toContainText("Bezorgweek");

      await customer.getByTestId("payment-methods").getByRole("radio", { name: "iDEAL" }).check();
      await customer.getByRole("checkbox", { name: /Ik ga akkoord met de algemene voorwaarden/ }).check();
      await customer.getByRole("button", { name: "Bestelling plaatsen en betalen" }).click();
      await customer.getByRole("button", { name: "Betaling goedkeuren" }).click();
      await expect(customer).toHaveURL(/\/bestelling\/\d{8}\/\?token=[\w.-]+$/);
      const orderRef = new URL(customer.url()).pathname.split("/")[2]!;
      // The quote's discounts, the item's 10 and the whole's 25, are the order's.
      await expect(customer.getByTestId("order-total-discountExtra")).toContainText(`Offertekorting (offerte ${quoteId})`);
      await expect(customer.getByTestId("order-total-discountExtra")).toContainText(/35,(00|-)/);
      await expectAxeClean(customer);

      // The quote is ordered now: its page says so, and it cannot be ordered twice.
      await customer.goto(link![1]!);
      await expect(customer.getByTestId("quote-state")).toContainText(`bestelling ${orderRef}`);
      await expect(customer.getByRole("button", { name: "Bestel deze offerte" })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
}
