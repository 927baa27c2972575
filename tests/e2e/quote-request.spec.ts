import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { E2E_DATA_DIR } from "../../playwright.config";
import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";

/**
 * Asking for a quote (issue 22, point 1): a customer fills in the form at
 * /offerte-aanvragen/ with a photo and sends it, first with mistakes (each
 * named at its field, the focus on the first), then rightly; the confirmation
 * shows the quote number, and the confirmation mail carries it. At 375 and
 * 1280 px, axe clean.
 */

/** A small PNG (1 × 1 pixel), as a phone's photo would be. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

function mailAbout(quoteId: string): string | undefined {
  const directory = path.join(E2E_DATA_DIR, "mail");
  if (!existsSync(directory)) return undefined;
  const name = readdirSync(directory).find((file) => file.includes(`offerteaanvraag-${quoteId}`));
  return name ? readFileSync(path.join(directory, name), "utf8") : undefined;
}

for (const width of [375, 1280]) {
  test(`a customer asks for a quote with a photo and sees its number (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // The request a kitchen page's "Offerte aanvragen voor deze keuken" opens.
    const kitchen = (await (await page.request.get("/api/kitchens/")).json()).data.items[0] as { kitchenId: number; name: string };
    await page.goto(`/offerte-aanvragen/?keuken=${kitchen.kitchenId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Offerte aanvragen" })).toBeVisible();
    await expect(page.getByTestId("quote-kitchen")).toContainText(`Offerte voor keuken ${kitchen.name}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Sent empty: every missing field is named, and the focus goes to the first one.
    await page.getByRole("button", { name: "Offerte aanvragen" }).click();
    await expect(page.getByRole("alert").first()).toContainText("velden die nog niet kloppen");
    await expect(page.getByLabel("Wat wil je?")).toBeFocused();
    await expect(page.getByLabel("Voornaam")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Vul je voornaam in").first()).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByLabel("Wat wil je?").fill("Een lichte keuken met inductie en een stille vaatwasser.");
    await page.getByLabel("Maten van de ruimte (optioneel)").fill("Wand van 3,40 m, plafond 2,60 m.");
    await page.getByLabel("Postcode").fill("2311 GJ");
    await page.getByLabel("Huisnummer en toevoeging").fill("73");
    // The cart's address lookup fills street and city.
    await expect(page.getByLabel("Straat")).toHaveValue("Rapenburg");
    await expect(page.getByLabel("Plaats", { exact: true })).toHaveValue("Leiden");
    const week = page.getByLabel("Voorkeursweek");
    await week.selectOption({ index: 4 });
    await expect(week).not.toHaveValue("");
    await page.getByLabel("Voornaam").fill("Sanne");
    await page.getByLabel("Achternaam").fill("de Vries");
    const address = `sanne-${width}-${Date.now()}@voorbeeld.nl`;
    await page.getByLabel("E-mailadres", { exact: true }).fill(address);
    await page.getByLabel("Telefoonnummer").fill("071 760 00 00");

    await page.getByLabel("Voeg foto's of een plattegrond toe (optioneel)").setInputFiles([
      { name: "keuken.png", mimeType: "image/png", buffer: PNG },
      { name: "oud.png", mimeType: "image/png", buffer: PNG },
    ]);
    await expect(page.getByRole("list", { name: "Gekozen bestanden" }).getByRole("listitem")).toHaveCount(2);
    await page.getByRole("button", { name: "Verwijder oud.png" }).click();
    await expect(page.getByRole("list", { name: "Gekozen bestanden" }).getByRole("listitem")).toHaveCount(1);

    await page.getByRole("button", { name: "Offerte aanvragen" }).click();
    const done = page.getByTestId("quote-request-done");
    await expect(done.getByRole("heading", { name: "Bedankt! We hebben je aanvraag ontvangen" })).toBeFocused();
    const quoteId = (await page.getByTestId("quote-number").textContent())!.trim();
    expect(quoteId).toMatch(/^7\d{7}$/);
    await expect(done).toContainText(`We hebben een bevestiging gestuurd naar ${address}`);
    await expect(done.getByRole("link", { name: "Bekijk je aanvraag" })).toHaveAttribute("href", `/offerte/${quoteId}/`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The quote is the session's own, with its photo.
    const answer = await page.request.get(`/api/quotes/${quoteId}/`);
    expect(answer.status()).toBe(200);
    const quote = (await answer.json()).data;
    expect(quote.request).toMatchObject({ kind: "kitchen", kitchenId: kitchen.kitchenId, street: "Rapenburg", city: "Leiden" });
    expect(quote.uploads).toHaveLength(1);
    await expect.poll(() => mailAbout(quoteId) !== undefined).toBe(true);
    expect(mailAbout(quoteId)).toContain(`To: ${address}`);
  });
}

test("another browser without the mail's link gets the shop's 404 page, as for a quote that does not exist", async ({ page, browser }) => {
  // The session first: the page's own app-state request would start it only after the request below.
  expect((await page.request.get("/api/app-state/")).ok()).toBe(true);
  const asked = await page.request.post("/api/quotes/", {
    data: {
      kind: "kitchen",
      firstName: "Sanne",
      lastName: "de Vries",
      emailAddress: "sanne-404@voorbeeld.nl",
      phoneNumber: "071 760 00 00",
      postalCode: "2311 GJ",
      houseNumber: "73",
      street: "Rapenburg",
      city: "Leiden",
      country: "NL",
      wishes: "Een lichte keuken met inductie.",
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const quoteId = (await asked.json()).data.quoteId as string;
  expect((await page.goto(`/offerte/${quoteId}/`))?.status()).toBe(200);

  const stranger = await browser.newContext();
  const elsewhere = await stranger.newPage();
  for (const path of [`/offerte/${quoteId}/`, `/offerte/${quoteId}/?token=vervalst`, `/offerte/${Number(quoteId) + 100000}/`]) {
    const response = await elsewhere.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(elsewhere.getByRole("heading", { level: 1, name: "Deze pagina bestaat niet (meer)" })).toBeVisible();
  }
  await stranger.close();
});
