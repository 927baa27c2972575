import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";

import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";
import { signInAsStaff } from "./sign-in";

/**
 * The shop's pages from the database (issue 23, point 1): an admin edits a
 * section of a customer-service page in the back office, saves (a draft: the
 * guest's page does not change) and publishes (the guest's page shows it, the
 * page cache dropped); /over-ons/ and a page an admin adds render at an
 * address of one segment, after the categories; /privacy/ leads to the one
 * address of the privacy statement. The pages at 375 and 1280 px, light and
 * dark, without serious accessibility problems. The page is put back
 * afterwards: other browser tests read its text.
 */

const FIRST_SCREEN = { timeout: 30_000 };
const PAGE_KEY = "klantenservice--installatie-inbouw";
const PAGE_PATH = "/klantenservice/installatie-inbouw/";
type StoredPage = { pageId: number; path: string; draft: Record<string, unknown> & { sections: { anchor: string; heading: string; body: string; level: number }[] } };

/** The guest's HTML of a page, past the page cache's copy only when that is what a guest gets. */
async function guestHtml(request: APIRequestContext, path: string): Promise<string> {
  return (await request.get(path)).text();
}

test.describe("the shop's pages, edited in the back office", () => {
  test.describe.configure({ mode: "serial" });
  let adminState: Awaited<ReturnType<BrowserContext["storageState"]>>;
  let original: StoredPage;

  async function adminContext(browser: Browser, width = 1280) {
    return browser.newContext({ storageState: adminState, viewport: { width, height: 900 } });
  }

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAsStaff(page);
    adminState = await context.storageState();
    original = ((await (await page.request.get(`/api/pages/${PAGE_KEY}/versions/`)).json()) as { data: StoredPage }).data;
    await context.close();
  });

  test.afterAll(async ({ browser }) => {
    const context = await adminContext(browser);
    const put = await context.request.put(`/api/pages/${PAGE_KEY}/`, { data: { path: original.path, draft: original.draft } });
    expect(put.status()).toBe(200);
    expect((await context.request.post(`/api/pages/${PAGE_KEY}/publish/`)).status()).toBe(200);
    await context.request.delete("/api/pages/duurzaamheid/");
    await context.close();
  });

  test("an admin edits a customer-service section and publishes it; a guest sees it only then", async ({ browser, request }) => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    await page.goto(`/beheer/pages/${original.pageId}`);
    const index = original.draft.sections.findIndex((section) => section.anchor === "extra-service");
    expect(index).toBeGreaterThanOrEqual(0);
    const heading = page.getByLabel("Kop", { exact: false }).nth(index);
    await expect(heading).toHaveValue("Extra service", FIRST_SCREEN);
    await heading.fill("Extra service aan huis");
    // The section's rich text: tiptap's editable box, the (index + 1)th after the intro's.
    const body = page.locator(".ProseMirror").nth(index + 1);
    await body.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Ook op zaterdag, zonder meerprijs.");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Concept gewijzigd")).toBeVisible(FIRST_SCREEN);

    // Saved, not published: the guest's page is as before.
    let html = await guestHtml(request, PAGE_PATH);
    expect(html).not.toContain("Extra service aan huis");
    expect(html).not.toContain("Ook op zaterdag, zonder meerprijs.");

    await page.getByRole("button", { name: "Publiceren", exact: true }).click();
    await expect(page.getByText("De pagina is gepubliceerd.")).toBeVisible(FIRST_SCREEN);
    const published = Date.now();
    await expect
      .poll(async () => {
        html = await guestHtml(request, PAGE_PATH);
        return html.includes("Extra service aan huis") && html.includes("Ook op zaterdag, zonder meerprijs.");
      })
      .toBe(true);
    expect(Date.now() - published).toBeLessThan(3000);
    // The anchor stays: links across the shop keep landing on the section.
    expect(html).toContain('id="extra-service"');
    await expect(page.getByRole("link", { name: "Voorbeeld bekijken" })).toHaveAttribute("href", `/api/preview/?path=${encodeURIComponent(PAGE_PATH)}`);
    await context.close();
  });

  test("/over-ons/ renders from its page, is in the footer, and /privacy/ leads to the privacy statement", async ({ page, request }) => {
    const answer = await request.get("/over-ons/");
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toMatch(/<h1[^>]*>Over Stekker<\/h1>/);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/over-ons\/"/);
    expect(html).not.toContain("{{");
    const privacy = await request.get("/privacy/", { maxRedirects: 0 });
    expect(privacy.status()).toBe(301);
    expect(privacy.headers().location).toMatch(/\/klantenservice\/privacy\/$/);
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Over ons" }).click();
    await expect(page).toHaveURL(/\/over-ons\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Over Stekker" })).toBeVisible();
  });

  test("a page an admin adds at one segment renders once published; a category keeps its own address", async ({ browser, request }) => {
    const context = await adminContext(browser);
    const created = await context.request.post("/api/pages/", {
      data: {
        path: "/duurzaamheid/",
        draft: {
          title: "Duurzaamheid",
          navLabel: "Duurzaamheid",
          description: "Hoe Stekker zuinige apparaten kiest, oude apparaten laat recyclen en bezorgt met zo min mogelijk ritten.",
          intro: "<p>Zuinig kiezen begint bij het energielabel.</p>",
          sections: [{ anchor: "recycling", heading: "Recycling", level: 2, body: "<p>Bel {{telefoon}} voor meer.</p>" }],
          faq: [],
        },
      },
    });
    expect(created.status()).toBe(201);
    expect((await request.get("/duurzaamheid/")).status()).toBe(404);
    expect((await context.request.post("/api/pages/duurzaamheid/publish/")).status()).toBe(200);
    await expect.poll(async () => (await request.get("/duurzaamheid/")).status()).toBe(200);
    const html = await guestHtml(request, "/duurzaamheid/");
    expect(html).toContain('id="recycling"');
    expect(html).toContain("071 - 760 00 00");
    expect((await request.get("/wasmachines/")).status()).toBe(200);
    expect(await guestHtml(request, "/wasmachines/")).toMatch(/<h1[^>]*>Wasmachines/);
    await context.close();
  });

  for (const width of [375, 1280]) {
    test(`/over-ons/ and the delivery page have no serious accessibility violations at ${width} px, light or dark`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/over-ons/", "/klantenservice/bezorgen-afhalen/"]) {
        await page.emulateMedia({ colorScheme: "light" });
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
        expect(await seriousAccessibilityViolations(page), path).toEqual([]);
        await page.emulateMedia({ colorScheme: "dark" });
        await expect(page.locator("html")).toHaveClass(/dark/);
        expect(await seriousAccessibilityViolations(page), `${path} dark`).toEqual([]);
      }
    });
  }

  test("the page editor has no serious accessibility violations at 1280 px", async ({ browser }) => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    await page.goto(`/beheer/pages/${original.pageId}`);
    await expect(page.locator('input[name="path"]')).toHaveValue(PAGE_PATH, FIRST_SCREEN);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.goto("/beheer/pages");
    await expect(page.getByRole("cell", { name: "/over-ons/" })).toBeVisible(FIRST_SCREEN);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
