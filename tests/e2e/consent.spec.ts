import type { BrowserContext, Page, Request } from "@playwright/test";

import { CONSENT_COOKIE } from "@/domain/privacy/consent";

import { E2E_GTM_CONTAINER_ID } from "../../playwright.config";
import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";

/**
 * Cookie consent (issue 23, point 6; decisions §7): the test server is configured with a Tag
 * Manager container (playwright.config.ts), and Google's hosts are served by the test itself:
 * a stand-in for gtm.js that records, in order, everything the tag would read from the data
 * layer, and an empty answer for GA4's measurements. Nothing reaches the internet.
 */

// This spec is about the choice itself: its contexts start without one.
test.use({ consentChoice: null });

const GOOGLE = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;

/** gtm.js's stand-in: reads the queue as the real one does (what waited, then every push), and sends one measurement. */
const TAG_STAND_IN = `(() => {
  const seen = (window.__tagSeen = []);
  const read = (entry) => seen.push(Object.prototype.toString.call(entry) === "[object Arguments]" ? { command: Array.from(entry) } : entry);
  const queue = (window.dataLayer = window.dataLayer || []);
  queue.forEach(read);
  const push = queue.push.bind(queue);
  queue.push = (...entries) => { entries.forEach(read); return push(...entries); };
  fetch("https://region1.google-analytics.com/g/collect?v=2&tid=stand-in", { method: "POST", mode: "no-cors", keepalive: true });
})();`;

type Seen = { command?: unknown[]; event?: string } & Record<string, unknown>;

/** Serves Google's hosts from the test, and records every request to them. */
async function standInForGoogle(context: BrowserContext): Promise<Request[]> {
  const requests: Request[] = [];
  context.on("request", (request) => {
    if (GOOGLE.test(request.url())) requests.push(request);
  });
  await context.route(GOOGLE, (route) =>
    route.request().url().includes("/gtm.js") ? route.fulfill({ contentType: "text/javascript", body: TAG_STAND_IN }) : route.fulfill({ status: 204, body: "" }),
  );
  return requests;
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookies" });
const settings = (page: Page) => page.getByRole("dialog", { name: "Cookie-instellingen" });
const tagScripts = (page: Page) => page.locator('script[src*="googletagmanager.com"]');
const tagSeen = (page: Page) => page.evaluate(() => (window as unknown as { __tagSeen?: Seen[] }).__tagSeen ?? null);
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => Object.prototype.toString.call(entry) === "[object Arguments]").map((entry) => Array.from(entry as IArguments)),
  );
async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE)?.value;
}

test.describe("cookie consent", () => {
  test("before a choice no tag script loads and nothing is measured; after 'Weigeren' neither, and the refusal is remembered on the next page", async ({ page, context }) => {
    const google = await standInForGoogle(context);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    for (const name of ["Accepteren", "Weigeren", "Zelf kiezen"]) await expect(banner(page).getByRole("button", { name, exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    // Consent Mode v2 is told "denied" before anything else, but nothing reads it.
    expect((await consentCommands(page))[0]).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" })]);
    await expect(tagScripts(page)).toHaveCount(0);
    expect(google).toEqual([]);

    await banner(page).getByRole("button", { name: "Weigeren", exact: true }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await consentCookie(context)).toMatch(/^v=1&at=\d{4}-.+&analytics=0&marketing=0$/);
    await page.goto("/wasmachines/");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(tagScripts(page)).toHaveCount(0);
    expect(await tagSeen(page)).toBeNull();
    expect(google).toEqual([]);
  });

  test("refusing weighs as much as accepting: the banner's three buttons look alike and come first for the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    const looks = await banner(page)
      .getByRole("button")
      .evaluateAll((buttons) => buttons.map((button) => { const style = getComputedStyle(button); const box = button.getBoundingClientRect(); return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, style.borderColor, Math.round(box.width), Math.round(box.height)].join(" "); }));
    expect(looks).toHaveLength(3);
    expect(new Set(looks).size).toBe(1);
    // After the skip link, the banner: its link, then its buttons.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("link", { name: "Meer over cookies" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: "Accepteren" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    // "Zelf kiezen": the dialog takes the focus, Escape closes it without a choice.
    await expect(settings(page)).toBeVisible();
    await expect(settings(page).getByRole("checkbox", { name: "Analytisch" })).not.toBeChecked();
    await expect(settings(page).getByRole("checkbox", { name: "Noodzakelijk (altijd aan)" })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(settings(page)).toBeHidden();
    await expect(banner(page)).toBeVisible();
  });

  test("after 'Accepteren' the tag loads: Consent Mode's default denied, then the update granted, then the events that waited, in order; later events still arrive", async ({ page, context }) => {
    const google = await standInForGoogle(context);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/zoeken/?q=wasmachine");
    await page.waitForLoadState("networkidle");
    // A search result opened before any choice: its event waits in the data layer.
    await page.locator("article[data-product-id]").first().getByRole("heading").getByRole("link").click();
    await expect(page).not.toHaveURL(/zoeken/);
    await expect(banner(page)).toBeVisible();
    expect(google).toEqual([]);

    await banner(page).getByRole("button", { name: "Accepteren", exact: true }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(tagScripts(page)).toHaveCount(1);
    expect(await tagScripts(page).getAttribute("src")).toBe(`https://www.googletagmanager.com/gtm.js?id=${E2E_GTM_CONTAINER_ID}`);
    await expect.poll(() => tagSeen(page)).not.toBeNull();
    const seen = (await tagSeen(page))!;
    expect(seen[0]?.command).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied" })]);
    expect(seen[1]?.command).toEqual(["consent", "update", { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" }]);
    const waited = seen.findIndex((entry) => entry.event === "search_result_click");
    const start = seen.findIndex((entry) => entry.event === "gtm.js");
    expect(waited).toBeGreaterThan(1);
    expect(start).toBeGreaterThan(waited);
    expect(seen[waited]).toMatchObject({ event: "search_result_click" });
    await expect.poll(() => google.map((request) => new URL(request.url()).hostname)).toEqual(["www.googletagmanager.com", "region1.google-analytics.com"]);
    expect(await consentCookie(context)).toMatch(/&analytics=1&marketing=1$/);

    // The next page: no banner, the tag loads by the remembered choice, and the cart's events reach it.
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => tagSeen(page)).not.toBeNull();
    const card = page.locator("article[data-product-id]").filter({ has: page.getByTestId("add-to-cart") }).first();
    await expect(card.getByTestId("add-to-cart")).toHaveAttribute("role", "button");
    await card.getByTestId("add-to-cart").click();
    await expect(page.getByRole("dialog", { name: "Toegevoegd aan je winkelwagen" })).toBeVisible();
    await expect.poll(async () => (await tagSeen(page))?.find((entry) => entry.event === "add_to_cart")).toMatchObject({ event: "add_to_cart", ecommerce: { currency: "EUR" } });
  });

  test("'Zelf kiezen' allows analytics alone; the footer's 'Cookie-instellingen' opens the choice again and a withdrawal stops the tag and removes GA4's cookies", async ({ page, context }) => {
    await standInForGoogle(context);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Zelf kiezen" }).click();
    await settings(page).getByRole("checkbox", { name: "Analytisch" }).check();
    await settings(page).getByRole("button", { name: "Keuze opslaan" }).click();
    await expect(settings(page)).toBeHidden();
    await expect(banner(page)).toHaveCount(0);
    expect(await consentCookie(context)).toMatch(/&analytics=1&marketing=0$/);
    await expect(tagScripts(page)).toHaveCount(1);
    expect((await consentCommands(page))[1]).toEqual(["consent", "update", { analytics_storage: "granted", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" }]);

    await page.goto("/cookies/");
    await expect(banner(page)).toHaveCount(0);
    await expect(tagScripts(page)).toHaveCount(1);
    // What GA4 would have stored; a withdrawal removes it.
    await context.addCookies([{ name: "_ga", value: "GA1.1.1.1", url: new URL("/", page.url()).href }]);
    await page.locator("footer").getByRole("button", { name: "Cookie-instellingen" }).click();
    await expect(settings(page)).toBeVisible();
    await expect(settings(page).getByRole("checkbox", { name: "Analytisch" })).toBeChecked();
    await expect(settings(page).getByRole("checkbox", { name: "Marketing" })).not.toBeChecked();
    await settings(page).getByRole("button", { name: "Weigeren" }).click();
    await expect(settings(page)).toBeHidden();
    expect(await consentCookie(context)).toMatch(/&analytics=0&marketing=0$/);
    expect((await consentCommands(page)).at(-1)).toEqual(["consent", "update", { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" }]);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("_ga");

    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(tagScripts(page)).toHaveCount(0);
    // The cookie statement lists the consent cookie and GA4's, and opens the choice too.
    await expect(page.locator("main").getByText(CONSENT_COOKIE, { exact: true })).toBeVisible();
    await expect(page.locator("main").getByText("_ga", { exact: true })).toBeVisible();
    await page.locator("main").getByRole("button", { name: "Je keuze wijzigen" }).click();
    await expect(settings(page)).toBeVisible();
  });

  for (const width of [375, 1280]) {
    for (const colorScheme of ["light", "dark"] as const) {
      test(`no serious accessibility problems with the banner and with the settings open, ${width} px, ${colorScheme}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 800 });
        await page.goto("/");
        await expect(banner(page)).toBeVisible();
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await banner(page).getByRole("button", { name: "Zelf kiezen" }).click();
        await expect(settings(page)).toBeVisible();
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
      });
    }
  }
});
