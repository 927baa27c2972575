import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { E2E_DATA_DIR } from "../../playwright.config";
import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";
import { signInAsStaff } from "./sign-in";

/**
 * Forms (issue 23, point 4): a customer asks for a repair on the contact page
 * with a photo of the type plate, sees the confirmation with its number, and
 * gets the confirmation mail; staff find it in the back office's inbox with
 * the photo. /contact/ answers 301. At 375 and 1280 px, axe clean.
 */

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** The confirmation mail of form `formDataId` (.eml, quoted-printable undone), once written. */
function confirmationMail(formDataId: string): string | undefined {
  const directory = path.join(E2E_DATA_DIR, "mail");
  if (!existsSync(directory)) return undefined;
  const name = readdirSync(directory).find((file) => file.includes(`serviceaanvraag-ontvangen-nr-${formDataId}`));
  if (!name) return undefined;
  const raw = readFileSync(path.join(directory, name), "utf8");
  return Buffer.from(raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), "latin1").toString("utf8");
}

test("/contact/ answers 301 with the contact page", async ({ request }) => {
  const answer = await request.get("/contact/", { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toMatch(/\/klantenservice\/contact\/$/);
});

for (const width of [375, 1280]) {
  test(`a customer sends a service request with a photo, gets the mail, and staff see it in the inbox (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/klantenservice/");
    await page.getByRole("link", { name: "Stuur ons een bericht of vraag service of een reparatie aan" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Vraag stellen" })).toHaveAttribute("aria-current", "page");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Service of reparatie aanvragen" }).click();
    await expect(page).toHaveURL(/\?soort=service$/);
    // Sent empty: the first missing field gets the focus, each names its problem.
    await page.getByRole("button", { name: "Aanvraag versturen" }).click();
    await expect(page.getByLabel("Naam", { exact: true })).toBeFocused();
    await expect(page.getByText("Vul je naam in").first()).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByLabel("Naam", { exact: true }).fill("Sanne de Vries");
    const address = `sanne-${width}-${Date.now()}@voorbeeld.nl`;
    await page.getByLabel("E-mailadres", { exact: true }).fill(address);
    await page.getByLabel("Telefoonnummer", { exact: true }).fill("071 760 00 00");
    await page.getByLabel("Bestelnummer (niet verplicht)").fill("40000123");
    await page.getByLabel("Om welk apparaat gaat het?").fill("Bosch WGG24409NL");
    await page.getByLabel("Wat heb je nodig?").selectOption("storing");
    await page.getByLabel("Beschrijf het probleem").fill("De wasmachine pompt niet meer af.");
    await page.getByLabel("Foto's (niet verplicht)").setInputFiles([{ name: "typeplaatje.png", mimeType: "image/png", buffer: PNG }]);
    await expect(page.getByRole("list", { name: "Toegevoegde bestanden" }).getByText("typeplaatje.png")).toBeVisible();
    // A file that is no photo by its bytes is refused in Dutch, and nothing is added.
    await page.getByLabel("Foto's (niet verplicht)").setInputFiles([{ name: "virus.jpg", mimeType: "image/jpeg", buffer: Buffer.from("MZ\x90\x00 geen foto") }]);
    await expect(page.getByRole("alert").filter({ hasText: "virus.jpg is geen JPEG, PNG, WebP, HEIC of PDF" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Toegevoegde bestanden" }).getByRole("listitem")).toHaveCount(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Aanvraag versturen" }).click();
    const confirmation = page.getByRole("status").filter({ hasText: "We hebben je serviceaanvraag ontvangen" });
    await expect(confirmation).toBeVisible();
    const formDataId = (await confirmation.getByText(/Je nummer: \d+/).innerText()).match(/\d+/)![0];
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await expect.poll(() => confirmationMail(formDataId), { timeout: 10_000 }).toBeDefined();
    const mail = confirmationMail(formDataId)!;
    expect(mail).toContain(`To: ${address}`);
    expect(mail).toContain(`onder nummer ${formDataId}`);
    expect(mail).toContain("Je stuurde 1 bestand mee.");

    await signInAsStaff(page);
    await page.goto("/beheer/form-data");
    await expect(page.getByRole("heading", { name: "Formulieren" })).toBeVisible();
    // The demo inbox has a Sanne de Vries too: the search on this run's address finds this one.
    await page.getByRole("textbox", { name: "Naam, e-mail of bestelnummer" }).fill(address);
    const row = page.getByRole("row").filter({ hasText: "Sanne de Vries" });
    await expect(row).toHaveCount(1, { timeout: 20_000 });
    await expect(row.getByRole("cell").first()).toHaveText(formDataId);
    await row.click();
    await expect(page.getByText("Storing: Bosch WGG24409NL")).toBeVisible();
    await expect(page.getByRole("link", { name: "typeplaatje.png downloaden" })).toBeVisible();
    await page.getByRole("button", { name: "Zet op In behandeling" }).click();
    await expect(page.getByText("Status gewijzigd")).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
}
