import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";


import { E2E_DATA_DIR } from "../../playwright.config";
import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";

/**
 * The newsletter (specification §6: guests POST and DELETE
 * newsletter-subscribers): the footer's form on every page, the double
 * opt-in through the mail's link, leaving the list, and all of it without
 * JavaScript too.
 */

/** The newsletter mail sent to `address` (an .eml file under DATA_DIR/mail), quoted-printable undone. */
async function newsletterMailTo(address: string): Promise<string> {
  const directory = path.join(E2E_DATA_DIR, "mail");
  let found: string | undefined;
  await expect
    .poll(() => {
      const files = existsSync(directory) ? readdirSync(directory).filter((name) => name.includes("nieuwsbrief")) : [];
      found = files.map((name) => readFileSync(path.join(directory, name), "utf8")).find((mail) => mail.includes(`To: ${address}`));
      return found !== undefined;
    })
    .toBe(true);
  return found!.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function linkIn(mail: string, page: "bevestigen" | "afmelden"): string {
  const match = new RegExp(`/nieuwsbrief/${page}/\\?token=[\\w.-]+`).exec(mail);
  if (!match) throw new Error(`no ${page} link in the mail`);
  return match[0];
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.nl`;

test.describe("the newsletter", () => {
  test("a shopper signs up in the footer, confirms with the mail's button, and can leave the list again", async ({ page }) => {
    const address = unique("footer");
    await page.goto("/wasmachines/");
    const footer = page.locator("footer");
    await footer.getByLabel("Je e-mailadres").fill("geen-adres");
    await footer.getByRole("button", { name: "Aanmelden" }).click();
    await expect(footer.getByText("Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl")).toBeVisible();
    await expect(footer.getByLabel("Je e-mailadres")).toHaveAttribute("aria-invalid", "true");

    await footer.getByLabel("Je e-mailadres").fill(address);
    await footer.getByRole("button", { name: "Aanmelden" }).click();
    await expect(footer.getByRole("status")).toContainText("Bijna klaar! We hebben je een e-mail gestuurd.");

    const mail = await newsletterMailTo(address);
    expect(mail).toContain("Subject: Bevestig je aanmelding voor de nieuwsbrief van Stekker");
    // Opening the link does nothing by itself (mail scanners open links); the button does.
    await page.goto(linkIn(mail, "bevestigen"));
    await expect(page.getByRole("heading", { name: "Bevestig je aanmelding", level: 1 })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Ja, ik wil de nieuwsbrief" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Gelukt" })).toContainText("je bent aangemeld voor de nieuwsbrief");

    await page.goto(linkIn(mail, "afmelden"));
    await page.getByRole("button", { name: "Afmelden" }).click();
    await expect(page.getByRole("status").filter({ hasText: "afgemeld" })).toContainText("Je ontvangt onze nieuwsbrief niet meer.");
  });

  test("without JavaScript the same forms work, and the newsletter page says how it went", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const address = unique("zonder-js");
    await page.goto("/");
    const footer = page.locator("footer");
    await footer.getByLabel("Je e-mailadres").fill("geen-adres");
    await footer.getByRole("button", { name: "Aanmelden" }).click();
    await expect(page).toHaveURL(/\/nieuwsbrief\/\?melding=ongeldig-adres$/);
    await expect(page.locator("main").getByText("Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.")).toBeVisible();

    await page.locator("main").getByLabel("Je e-mailadres").fill(address);
    await page.locator("main").getByRole("button", { name: "Aanmelden" }).click();
    await expect(page).toHaveURL(/\/nieuwsbrief\/\?melding=aangemeld$/);
    await expect(page.locator("main").getByText("Bijna klaar!")).toBeVisible();

    const mail = await newsletterMailTo(address);
    await page.goto(linkIn(mail, "bevestigen"));
    await page.getByRole("button", { name: "Ja, ik wil de nieuwsbrief" }).click();
    await expect(page).toHaveURL(/\/nieuwsbrief\/\?melding=bevestigd$/);
    await expect(page.getByText("Gelukt: je bent aangemeld voor de nieuwsbrief.")).toBeVisible();

    await page.goto(linkIn(mail, "afmelden"));
    await page.getByRole("button", { name: "Afmelden" }).click();
    await expect(page).toHaveURL(/\/nieuwsbrief\/\?melding=afgemeld$/);
    await expect(page.getByText("Je bent afgemeld.")).toBeVisible();
    await context.close();
  });

  test("the newsletter page has no serious accessibility problems on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/nieuwsbrief/");
    await expect(page.getByRole("heading", { name: "Nieuwsbrief", level: 1 })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
