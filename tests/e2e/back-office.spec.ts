import { type Browser, type BrowserContext, type Page, type Response } from "@playwright/test";

import { E2E_ADMIN } from "../../playwright.config";
import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";
import { placeOrderThroughApi } from "./place-order";

/**
 * The back office at /beheer/ (issue 20 point 1, decisions §5 and §12):
 * react-admin behind the staff session, in Dutch, loaded only there; the day's
 * work at a glance; the orders list; the delivery planning that admins edit
 * and staff only read. At 1280 px (a desk) and 768 px (the tablet at the
 * pick-up desk), with axe on each screen. The full journey over the orders
 * (hand over, refund, phone order, invoice) is back-office-journey.spec.ts.
 */

const STAFF_PASSWORD = "kopje thee op de toonbank 2026";
/** react-admin's chunk is large: its first screen may take a while on a busy machine. */
const FIRST_SCREEN = { timeout: 30_000 };

async function signIn(page: Page, emailAddress: string, password: string) {
  await page.getByLabel("E-mailadres", { exact: true }).fill(emailAddress);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Inloggen" }).click();
}

/** react-admin's own class names: present in its code, and in no shopper's page. */
const REACT_ADMIN_MARKER = /RaLayout|RaSidebar|RaDatagrid|ra\.action\.add_filter/;

/** Every script a page loaded, including those a click loads later, with its text. */
function collectScripts(page: Page): { url: string; text: Promise<string> }[] {
  const scripts: { url: string; text: Promise<string> }[] = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() === "script") scripts.push({ url: response.url(), text: response.text().catch(() => "") });
  });
  return scripts;
}

async function scriptsWithReactAdmin(scripts: { url: string; text: Promise<string> }[]): Promise<string[]> {
  const found: string[] = [];
  for (const script of scripts) if (REACT_ADMIN_MARKER.test(await script.text)) found.push(script.url);
  return found;
}

test.describe("the back office", () => {
  // Sign-ins count against a limit per address: the admin and one member of staff sign in once, their cookies kept.
  let adminState: Awaited<ReturnType<BrowserContext["storageState"]>>;
  let staffState: Awaited<ReturnType<BrowserContext["storageState"]>>;

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/medewerkers/inloggen/");
    await signIn(page, E2E_ADMIN.emailAddress, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/medewerkers\/$/);
    adminState = await context.storageState();

    // A member of staff (not an admin), added by the admin on the staff page.
    const emailAddress = `balie-${Date.now()}@stekker.test`;
    const members = page.getByRole("region", { name: "Medewerkers" });
    await members.getByLabel("Naam").fill("Balie Medewerker");
    await members.getByLabel("E-mailadres").fill(emailAddress);
    await members.getByLabel("Rol").selectOption("staff");
    await members.getByLabel(/^Eerste wachtwoord/).fill(STAFF_PASSWORD);
    await members.getByRole("button", { name: "Medewerker toevoegen" }).click();
    await expect(page.getByText("De medewerker is toegevoegd en kan nu inloggen.")).toBeVisible();
    await context.close();

    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await staffPage.goto("/medewerkers/inloggen/");
    await signIn(staffPage, emailAddress, STAFF_PASSWORD);
    await expect(staffPage).toHaveURL(/\/medewerkers\/$/);
    staffState = await staffContext.storageState();
    await staffContext.close();
  });

  async function pageAs(browser: Browser, state: typeof adminState, width: number): Promise<Page> {
    const context = await browser.newContext({ storageState: state, viewport: { width, height: 900 } });
    return context.newPage();
  }

  test("a guest at /beheer/ lands on the sign-in page and, signed in, comes back to the same screen", async ({ page }) => {
    await page.goto("/beheer/special-dates/");
    await expect(page).toHaveURL(/\/medewerkers\/inloggen\/\?next=%2Fbeheer%2Fspecial-dates$/);
    await expect(page.getByRole("heading", { level: 1, name: "Inloggen voor medewerkers" })).toBeVisible();
    await signIn(page, E2E_ADMIN.emailAddress, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/beheer\/special-dates\/?$/);
    await expect(page.getByRole("heading", { name: "Bijzondere datums" }).first()).toBeVisible(FIRST_SCREEN);
  });

  test("a wrong password keeps the way back for the next try, and nobody is sent off the shop after signing in", async ({ page }) => {
    await page.goto("/medewerkers/inloggen/?next=/beheer/orders");
    await signIn(page, E2E_ADMIN.emailAddress, "niet het wachtwoord");
    await expect(page).toHaveURL(/\/medewerkers\/inloggen\/\?melding=onjuiste-gegevens&next=%2Fbeheer%2Forders$/);
    await page.goto("/medewerkers/inloggen/?next=//evil.test/beheer/");
    await expect(page.locator("form[action^='/api/staff-sessions/']")).toHaveAttribute("action", "/api/staff-sessions/");
  });

  test("the staff page links to the back office, which answers no-store and is never shared", async ({ browser }) => {
    const page = await pageAs(browser, adminState, 1280);
    await page.goto("/medewerkers/");
    await page.getByRole("link", { name: "Naar de backoffice" }).click();
    await expect(page).toHaveURL(/\/beheer\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Vandaag" })).toBeVisible(FIRST_SCREEN);
    const answer = await page.request.get("/beheer/");
    expect(answer.headers()["cache-control"]).toMatch(/no-store/);
    expect(answer.headers()["content-security-policy"]).toMatch(/script-src 'nonce-/);
  });

  for (const width of [1280, 768]) {
    test(`staff see the day's work and the system tasks at ${width} px, in Dutch, without serious accessibility problems`, async ({ browser }) => {
      const page = await pageAs(browser, staffState, width);
      await page.goto("/beheer/");
      await expect(page.getByRole("heading", { level: 1, name: "Vandaag" })).toBeVisible(FIRST_SCREEN);
      for (const tile of ["Vandaag afhalen", "Morgen bezorgen", "Wacht op betaling", "Herroepingen"]) await expect(page.getByRole("link", { name: new RegExp(tile) })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Achtergrondtaken" })).toBeVisible();
      await expect(page.getByText("Mails bij bestellingen")).toBeVisible();
      // The shop's own header and footer give way to the back office's bar.
      await expect(page.getByRole("contentinfo")).toBeHidden();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });
  }

  test("a tile of the day's work opens the order list filtered on that work", async ({ browser }) => {
    const page = await pageAs(browser, staffState, 1280);
    await page.goto("/beheer/");
    await page.getByRole("link", { name: /Wacht op betaling/ }).click();
    await expect(page).toHaveURL(/\/beheer\/orders\?filter=%7B%22work%22%3A%22awaitingPayment%22%7D/);
  });

  for (const width of [1280, 768]) {
    test(`staff search the order list and open an order at ${width} px`, async ({ browser }) => {
      const page = await pageAs(browser, staffState, width);
      const orderRef = await placeOrderThroughApi(page.request, "back-office-list");
      await page.goto("/beheer/orders");
      await expect(page.getByRole("columnheader", { name: "Ordernummer" })).toBeVisible(FIRST_SCREEN);
      await page.getByPlaceholder("Ordernummer, naam, e-mail, postcode of telefoon").fill(orderRef);
      const row = page.getByRole("row").filter({ hasText: orderRef });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText("Wacht op betaling");
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await row.click();
      await expect(page).toHaveURL(new RegExp(`/beheer/orders/${orderRef}/show`));
      await expect(page.getByRole("heading", { level: 1, name: orderRef })).toBeVisible();
      await expect(page.getByRole("button", { name: "Betaling ontvangen" })).toBeVisible();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });
  }

  test("staff read the delivery planning but cannot change it: no buttons, and no form when the address is typed", async ({ browser }) => {
    const page = await pageAs(browser, staffState, 1280);
    await page.goto("/beheer/special-dates");
    await expect(page.getByRole("cell", { name: /Eerste Kerstdag/ }).first()).toBeVisible(FIRST_SCREEN);
    await expect(page.getByText("Alleen een beheerder kan dit wijzigen.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Nieuw" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Bewerken" })).toHaveCount(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.goto("/beheer/special-dates/create");
    await expect(page.getByText("Geen toegang").first()).toBeVisible(FIRST_SCREEN);
    await expect(page.getByRole("button", { name: "Opslaan" })).toHaveCount(0);

    // Forced past the screen, the API refuses: 403 for staff (decisions §5).
    const forced = await page.request.post("/api/special-dates/", { data: { date: "2030-01-02", country: null, name: "Geforceerd" }, headers: { origin: new URL(page.url()).origin } });
    expect(forced.status()).toBe(403);

    await page.goto("/beheer/delivery-rules");
    await expect(page.getByRole("columnheader", { name: "Bezorgdagen" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Bewerken" })).toHaveCount(0);
  });

  for (const width of [1280, 768]) {
    test(`an admin adds a special date at ${width} px, and the checkout's calendar follows`, async ({ browser }) => {
      const page = await pageAs(browser, adminState, width);
      await page.goto("/beheer/special-dates");
      await page.getByRole("link", { name: "Nieuw" }).click(FIRST_SCREEN);
      await expect(page).toHaveURL(/\/beheer\/special-dates\/create/);
      // A day far ahead that no earlier run on the same data took (a day is closed once per country).
      const year = 2031 + (Math.floor(Date.now() / 1000) % 60) + (width === 768 ? 60 : 0);
      const name = `Inventarisatie ${width}-${Date.now()}`;
      // The create form, not the list it came from (whose sort button also names the date).
      const form = page.locator("form");
      await form.getByLabel("Datum").fill(`${year}-03-04`);
      await form.getByLabel("Naam").fill(name);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Opslaan" }).click();
      await expect(page).toHaveURL(/\/beheer\/special-dates\/?$/);
      await expect(page.getByText("Aangemaakt")).toBeVisible();
      const listed = (await (await page.request.get(`/api/special-dates/?from=${year}-03-04&to=${year}-03-04`)).json()) as { data: { name: string; country: string | null }[] };
      expect(listed.data).toContainEqual(expect.objectContaining({ name, country: null }));
    });
  }

  test("no shopper page carries react-admin's code; the back office does", async ({ browser }) => {
    const shopper = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const shopperScripts = collectScripts(shopper);
    await shopper.goto("/");
    await shopper.goto("/koelkasten/");
    await shopper.locator("main article a[href^='/koelkasten/']").first().click();
    await expect(shopper.getByRole("heading", { level: 1 })).toBeVisible();
    await shopper.goto("/winkelwagen/");
    await shopper.waitForLoadState("networkidle");
    expect(shopperScripts.length).toBeGreaterThan(0);
    expect(await scriptsWithReactAdmin(shopperScripts)).toEqual([]);

    // The same check finds react-admin where it is: it could fail.
    const staff = await pageAs(browser, staffState, 1280);
    const backOfficeScripts = collectScripts(staff);
    await staff.goto("/beheer/");
    await expect(staff.getByRole("heading", { level: 1, name: "Vandaag" })).toBeVisible(FIRST_SCREEN);
    expect((await scriptsWithReactAdmin(backOfficeScripts)).length).toBeGreaterThan(0);
  });

  test("signing out of the back office ends the session and lands on the sign-in page", async ({ browser }) => {
    // A session of its own: signing out must not end the one the other tests share.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/beheer/");
    await signIn(page, E2E_ADMIN.emailAddress, E2E_ADMIN.password);
    await expect(page.getByRole("heading", { level: 1, name: "Vandaag" })).toBeVisible(FIRST_SCREEN);
    // The member's menu is named by the member's name (the e2e admin is "Beheerder").
    await page.getByRole("button", { name: "Beheerder" }).click();
    await page.getByRole("menuitem", { name: "Uitloggen" }).click();
    await expect(page).toHaveURL(/\/medewerkers\/inloggen\/\?melding=uitgelogd$/);
    await page.goto("/beheer/");
    await expect(page).toHaveURL(/\/medewerkers\/inloggen\/\?next=%2Fbeheer%2F$/);
  });
});
