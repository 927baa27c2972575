import { randomUUID } from "node:crypto";

import { type Browser, type BrowserContext, type Page } from "@playwright/test";

import { E2E_ADMIN } from "../../playwright.config";
import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";

/**
 * Staff mode (specification §1: a staff-only mode; decisions §5: staff sign in
 * with a password): signing in on /medewerkers/inloggen/, the band that says
 * so on every page, the staff-only filters and product facts, shop mode, API
 * tokens, signing out, and all of the sign-in without JavaScript too. The
 * admin is made at the server's first start (FIRST_ADMIN_* in playwright.config.ts).
 */

async function signIn(page: Page, password: string = E2E_ADMIN.password) {
  await page.goto("/medewerkers/inloggen/");
  await page.getByLabel("E-mailadres", { exact: true }).fill(E2E_ADMIN.emailAddress);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Inloggen" }).click();
}

const staffBand = (page: Page) => page.getByRole("complementary", { name: "Medewerkersmodus" });

test.describe("staff mode", () => {
  // Sign-ins count against a limit per staff address (10 per quarter of an hour), so the tests that
  // are not about signing in share one: the admin's cookies, signed in once.
  let signedInState: Awaited<ReturnType<BrowserContext["storageState"]>>;
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    await signIn(await context.newPage());
    signedInState = await context.storageState();
    await context.close();
  });

  /** A page of the signed-in admin, on the staff page. */
  async function staffPage(browser: Browser): Promise<Page> {
    const page = await (await browser.newContext({ storageState: signedInState })).newPage();
    await page.goto("/medewerkers/");
    return page;
  }

  test("a member of staff signs in, sees the staff-only filters and product facts, sets their shop, and signs out", async ({ page }) => {
    await page.goto("/wasmachines/");
    await expect(page.getByRole("heading", { name: /Aantal programma's/ })).toHaveCount(0);
    await expect(staffBand(page)).toHaveCount(0);

    await signIn(page);
    await expect(page).toHaveURL(/\/medewerkers\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Medewerkersmodus" })).toBeVisible();
    await expect(page.getByText(`Je bent ingelogd als Beheerder (beheerder, ${E2E_ADMIN.emailAddress}).`)).toBeVisible();
    await expect(staffBand(page)).toContainText("Beheerder · geen winkel");
    await expect(staffBand(page)).not.toContainText("Beheerder · Beheerder");

    // Shop mode: the browser stands in the pick-up shop.
    await page.getByLabel("Winkel van deze browser").selectOption("zoeterwoude");
    await page.getByRole("button", { name: "Winkel opslaan" }).click();
    await expect(page.getByText("Je winkel is opgeslagen.")).toBeVisible();
    await expect(staffBand(page)).toContainText("Afhaalcentrum Zoeterwoude");

    // The staff-only filter, marked as such, on the category page.
    await page.goto("/wasmachines/");
    const staffFilter = page.locator("#filters").getByRole("heading", { name: /Aantal programma's/ });
    await expect(staffFilter).toBeVisible();
    await expect(staffFilter).toContainText("Medewerkers");
    await expect(staffBand(page)).toBeVisible();

    // The product facts under the delivery promise.
    await page.locator("main article a[href^='/wasmachines/']").first().click();
    const facts = page.getByRole("region", { name: "Alleen voor medewerkers" });
    await expect(facts).toBeVisible();
    await expect(facts).toContainText(/Voorraad\s*\d+ stuks?/);
    await expect(facts).toContainText("Nieuwe voorraad verwacht");

    // Signing out from the band: back to a shopper's pages.
    await staffBand(page).getByRole("button", { name: "Uitloggen" }).click();
    await expect(page).toHaveURL(/\/medewerkers\/inloggen\/\?melding=uitgelogd$/);
    await expect(page.getByText("Je bent uitgelogd.")).toBeVisible();
    await expect(staffBand(page)).toHaveCount(0);
    await page.goto("/wasmachines/");
    await expect(page.getByRole("heading", { name: /Aantal programma's/ })).toHaveCount(0);
    await page.goto("/medewerkers/");
    await expect(page).toHaveURL(/\/medewerkers\/inloggen\/$/);
  });

  test("a wrong password says so and signs nobody in", async ({ page }) => {
    await signIn(page, "dit is niet het wachtwoord");
    await expect(page).toHaveURL(/\/medewerkers\/inloggen\/\?melding=onjuiste-gegevens$/);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Dit e-mailadres en wachtwoord horen niet bij een medewerker. Controleer ze en probeer het opnieuw.");
    await expect(staffBand(page)).toHaveCount(0);
  });

  test("a member makes an API token, sees it once, uses it, and revokes it", async ({ browser }) => {
    const page = await staffPage(browser);
    const name = `Script ${Date.now()}`;
    await page.getByLabel("Naam van de nieuwe token").fill(name);
    await page.getByRole("button", { name: "Token maken" }).click();
    const token = (await page.getByTestId("new-api-token").textContent())!.trim();
    expect(token).toMatch(/^stk_[\w-]{43}$/);

    const asToken = await page.request.get("/api/app-state/", { headers: { authorization: `Bearer ${token}` } });
    expect(((await asToken.json()) as { data: { role: string } }).data.role).toBe("admin");

    await page.getByRole("button", { name: `Intrekken: ${name}` }).click();
    await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("Ingetrokken");
    await expect(page.getByTestId("new-api-token")).toHaveCount(0);
    const revoked = await page.request.get("/api/app-state/", { headers: { authorization: `Bearer ${token}` } });
    expect(revoked.status()).toBe(401);
    // The page never shows a token's secret again.
    await page.reload();
    await expect(page.getByText(token)).toHaveCount(0);
  });

  test("a common password on the staff page is refused with the reason, and nobody is added", async ({ browser }) => {
    const page = await staffPage(browser);
    const emailAddress = `zwak-${randomUUID().slice(0, 8)}@stekker.test`;
    const members = page.getByRole("region", { name: "Medewerkers" });
    await members.getByLabel("Naam").fill("Wim Zwak");
    await members.getByLabel("E-mailadres").fill(emailAddress);
    await members.getByLabel("Rol").selectOption("staff");
    await members.getByLabel(/^Eerste wachtwoord/).fill("Welkom2026!!");
    await members.getByRole("button", { name: "Medewerker toevoegen" }).click();
    await expect(members.getByText(/^Dit wachtwoord is te makkelijk te raden/)).toBeVisible();
    await expect(members.getByRole("listitem").filter({ hasText: emailAddress })).toHaveCount(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test("an admin adds a member of staff, who signs in, and disables them again", async ({ browser }) => {
    const page = await staffPage(browser);
    const stamp = Date.now();
    const emailAddress = `collega-${stamp}@stekker.test`;
    const name = `Cas ${stamp}`;
    const members = page.getByRole("region", { name: "Medewerkers" });
    await members.getByLabel("Naam").fill(name);
    await members.getByLabel("E-mailadres").fill(emailAddress);
    await members.getByLabel("Rol").selectOption("staff");
    await members.getByLabel(/^Eerste wachtwoord/).fill("fietsbel paraplu vijver 2026");
    await members.getByRole("button", { name: "Medewerker toevoegen" }).click();
    await expect(page.getByText("De medewerker is toegevoegd en kan nu inloggen.")).toBeVisible();
    await expect(members.getByRole("listitem").filter({ hasText: emailAddress })).toContainText("Medewerker");

    const colleague = await browser.newContext();
    const theirPage = await colleague.newPage();
    await theirPage.goto("/medewerkers/inloggen/");
    await theirPage.getByLabel("E-mailadres", { exact: true }).fill(emailAddress);
    await theirPage.getByLabel("Wachtwoord", { exact: true }).fill("fietsbel paraplu vijver 2026");
    await theirPage.getByRole("button", { name: "Inloggen" }).click();
    await expect(staffBand(theirPage)).toContainText(`${name} · Medewerker · geen winkel`);
    // A member of staff does not manage staff.
    await expect(theirPage.getByRole("region", { name: "Medewerkers" })).toHaveCount(0);

    await members.getByRole("button", { name: `Uitschakelen: ${name}` }).click();
    await expect(page.getByText("De medewerker is gewijzigd.")).toBeVisible();
    await expect(members.getByRole("listitem").filter({ hasText: emailAddress })).toContainText("uitgeschakeld");
    await theirPage.reload();
    await expect(staffBand(theirPage)).toHaveCount(0);
    await colleague.close();
  });

  // That waiting work is really sent is tested in tests/integration/system-health.test.ts; here, the button and what it says.
  test("staff have the background work retried from the staff page, which says so", async ({ browser }) => {
    const page = await staffPage(browser);
    const tasks = page.getByRole("region", { name: "Achtergrondtaken" });
    for (const name of ["Ordermails", "Onbetaalde bestellingen annuleren", "Betaalherinneringen (overschrijving)"]) await expect(tasks.getByRole("listitem").filter({ hasText: name })).toHaveCount(1);
    await tasks.getByRole("button", { name: "Nu opnieuw proberen: Ordermails" }).click();
    await expect(page).toHaveURL(/\/medewerkers\/\?melding=taak-hervat#taken$/);
    await expect(tasks.getByRole("status")).toHaveText("De wachtende taken zijn opnieuw geprobeerd.");
    await expect(tasks.getByRole("listitem").filter({ hasText: "Ordermails" })).toContainText("niets wachtend");
  });

  test("an admin downloads the orders of a period as a CSV file", async ({ browser }) => {
    const page = await staffPage(browser);
    const exports = page.getByRole("region", { name: "Exporteren" });
    await exports.getByLabel("Van").fill("2026-01-01");
    const [download] = await Promise.all([page.waitForEvent("download"), exports.getByRole("button", { name: "Bestellingen downloaden (CSV)" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^stekker-bestellingen-2026-01-01-tot-en-met-\d{4}-\d{2}-\d{2}\.csv$/);
    const [newsletter] = await Promise.all([page.waitForEvent("download"), exports.getByRole("link", { name: /^Nieuwsbrief: bevestigde e-mailadressen/ }).click()]);
    expect(newsletter.suggestedFilename()).toMatch(/^stekker-nieuwsbrief-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  test("signing in and out works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page);
    await expect(page).toHaveURL(/\/medewerkers\/$/);
    await expect(staffBand(page)).toBeVisible();
    await staffBand(page).getByRole("button", { name: "Uitloggen" }).click();
    await expect(page.getByText("Je bent uitgelogd.")).toBeVisible();
    await context.close();
  });

  test("the sign-in page and the staff page have no serious accessibility violations at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/medewerkers/inloggen/?melding=onjuiste-gegevens");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await signIn(page);
    await expect(page).toHaveURL(/\/medewerkers\/$/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
