import type { Browser, BrowserContext, Page } from "@playwright/test";

import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";
import { signInAsStaff } from "./sign-in";

/**
 * Front content (issue 23) in the browser: an admin changes the front page's
 * hero in the back office and publishes, and a guest's front page shows it
 * within a second (the page cache dropped by the blocks' change trigger); a
 * holiday message appears when its period starts and goes when it ends,
 * without any change in the database (the shared copy ends at the boundary);
 * preview shows staff the draft and a guest in another browser never; the
 * front page with a message is axe clean at 375 and 1280 px, light and dark.
 * The hero is put back afterwards: other browser tests read the front page.
 */

interface BlockRecord {
  id: number;
  key: string;
  draft: Record<string, unknown> & { heading: string };
  published: (Record<string, unknown> & { heading: string }) | null;
}

const FIRST_SCREEN = { timeout: 30_000 };

test.describe("the shop's front content", () => {
  test.describe.configure({ mode: "serial" });
  let adminState: Awaited<ReturnType<BrowserContext["storageState"]>>;
  let originalHero: BlockRecord;
  const madeMessages: number[] = [];

  async function adminContext(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
    return browser.newContext({ storageState: adminState, ...options });
  }

  async function heroRecord(page: Page): Promise<BlockRecord> {
    const list = (await (await page.request.get("/api/content/blocks/")).json()) as { data: { items: BlockRecord[] } };
    return list.data.items.find((block) => block.key === "home.hero")!;
  }

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAsStaff(page);
    adminState = await context.storageState();
    originalHero = await heroRecord(page);
    await context.close();
  });

  test.afterAll(async ({ browser }) => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    // The hero as it was, published; the test's messages removed.
    expect((await page.request.put(`/api/content/blocks/${originalHero.id}/`, { data: { draft: originalHero.published ?? originalHero.draft } })).status()).toBe(200);
    expect((await page.request.post(`/api/content/blocks/${originalHero.id}/publication/`)).status()).toBe(200);
    for (const id of madeMessages) await page.request.delete(`/api/content/messages/${id}/`);
    await context.close();
  });

  test("an admin changes the front page's hero in the back office and publishes: a guest sees it within a second", async ({ browser }) => {
    const context = await adminContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`/beheer/blocks/${originalHero.id}`);
    const heading = page.getByLabel("Kop", { exact: false }).first();
    await expect(heading).toHaveValue(originalHero.draft.heading, FIRST_SCREEN);
    const newHeading = `Koningsdeals: tot 30% korting (${Date.now()})`;
    await heading.fill(newHeading);
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.locator("[data-state='concept gewijzigd']")).toBeVisible();

    // Before publishing, a guest still has the published hero.
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto("/");
    await expect(guestPage.getByRole("heading", { level: 1 })).toHaveText(originalHero.published!.heading);

    await page.getByRole("button", { name: "Publiceren", exact: true }).click();
    await expect(page.locator("[data-state='gepubliceerd']")).toBeVisible();
    const published = Date.now();
    await expect
      .poll(
        async () => {
          const html = await (await guestPage.request.get("/")).text();
          return html.includes(newHeading.replace("&", "&amp;"));
        },
        { timeout: 1000, intervals: [50] },
      )
      .toBe(true);
    expect(Date.now() - published).toBeLessThan(1000);
    await guestPage.goto("/");
    await expect(guestPage.getByRole("heading", { level: 1 })).toHaveText(newHeading);
    await guest.close();
    await context.close();
  });

  test("a holiday message appears when its period starts and goes when it ends", async ({ browser }) => {
    const context = await adminContext(browser);
    const admin = await context.newPage();
    const text = `Op Koningsdag zijn we gesloten (${Date.now()})`;
    const from = new Date(Date.now() + 4000);
    const until = new Date(Date.now() + 9000);
    const made = await admin.request.post("/api/content/messages/", {
      data: { draft: { html: `<p>${text}</p>`, tone: "warning", link: null, period: { from: from.toISOString(), until: until.toISOString() } } },
    });
    expect(made.status()).toBe(201);
    const id = ((await made.json()) as { data: { id: number } }).data.id;
    madeMessages.push(id);
    expect((await admin.request.post(`/api/content/messages/${id}/publication/`)).status()).toBe(200);

    const guest = await browser.newContext();
    const page = await guest.newPage();
    await page.goto("/");
    await expect(page.getByText(text)).toHaveCount(0);
    await page.waitForTimeout(Math.max(0, from.getTime() - Date.now() + 300));
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Mededelingen van de winkel" }).getByText(text)).toBeVisible();
    await page.goto("/wasmachines/");
    await expect(page.getByText(text)).toBeVisible();
    await page.waitForTimeout(Math.max(0, until.getTime() - Date.now() + 300));
    await page.goto("/");
    await expect(page.getByText(text)).toHaveCount(0);
    await guest.close();
    await context.close();
  });

  test("preview shows staff the draft, with the notice and a way out; a guest in another browser never sees it", async ({ browser }) => {
    const context = await adminContext(browser);
    const staffPage = await context.newPage();
    const current = await heroRecord(staffPage);
    const draftHeading = `Concept: nog geheim (${Date.now()})`;
    expect((await staffPage.request.put(`/api/content/blocks/${current.id}/`, { data: { draft: { ...current.draft, heading: draftHeading } } })).status()).toBe(200);

    await staffPage.goto("/api/preview/?path=/");
    await expect(staffPage).toHaveURL(/\/$/);
    await expect(staffPage.getByRole("heading", { level: 1 })).toHaveText(draftHeading);
    await expect(staffPage.getByText("Voorbeeld: je ziet de concepten")).toBeVisible();

    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto("/");
    await expect(guestPage.getByRole("heading", { level: 1 })).toHaveText(current.published!.heading);
    expect(await (await guestPage.request.get("/")).text()).not.toContain(draftHeading);
    // A guest who copies the preview cookie still gets the published page.
    const previewCookie = (await context.cookies()).find((cookie) => cookie.name === "stekker_preview");
    expect(previewCookie).toBeDefined();
    await guest.addCookies([{ ...previewCookie! }]);
    await guestPage.goto("/");
    await expect(guestPage.getByRole("heading", { level: 1 })).toHaveText(current.published!.heading);
    expect(await guestPage.getByText("Voorbeeld: je ziet de concepten").count()).toBe(0);

    await staffPage.getByRole("button", { name: "Voorbeeld beëindigen" }).click();
    await expect(staffPage.getByRole("heading", { level: 1 })).toHaveText(current.published!.heading);
    await expect(staffPage.getByText("Voorbeeld: je ziet de concepten")).toHaveCount(0);
    await guest.close();
    await context.close();
  });

  for (const width of [375, 1280]) {
    for (const colorScheme of ["light", "dark"] as const) {
      test(`the front page with a message and a banner is axe clean at ${width} px, ${colorScheme}`, async ({ browser }) => {
        const context = await adminContext(browser);
        const admin = await context.newPage();
        if (madeMessages.length < 2) {
          const made = await admin.request.post("/api/content/messages/", {
            data: { draft: { html: "<p><strong>Let op:</strong> op Koningsdag zijn we gesloten.</p>", tone: "warning", link: { label: "Bezorgen en afhalen", href: "/klantenservice/bezorgen-afhalen/" }, period: { from: null, until: null } } },
          });
          const id = ((await made.json()) as { data: { id: number } }).data.id;
          madeMessages.push(id);
          await admin.request.post(`/api/content/messages/${id}/publication/`);
        }
        await context.close();
        const guest = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
        const page = await guest.newPage();
        await page.goto("/");
        await expect(page.getByRole("region", { name: "Mededelingen van de winkel" })).toBeVisible();
        await expect(page.locator("[data-banner-id]").first()).toBeVisible();
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await page.screenshot({ path: `/tmp/shots-front/front-${width}-${colorScheme}.png`, fullPage: false });
        await guest.close();
      });
    }
  }

  test("the preview notice and the back office's blocks are axe clean at 375 and 1280 px", async ({ browser }) => {
    for (const width of [375, 1280]) {
      const context = await adminContext(browser, { viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto("/api/preview/?path=/");
      await expect(page.getByText("Voorbeeld: je ziet de concepten")).toBeVisible();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/shots-front/preview-${width}.png` });
      // The category page with its intro block, in preview (looked at, not axe-checked here: its product cards are the catalogue's tests').
      await page.goto("/wasmachines/");
      await expect(page.getByText("Een wasmachine gaat jaren mee.")).toBeVisible();
      await page.screenshot({ path: `/tmp/shots-front/category-intro-${width}.png` });
      await page.goto("/beheer/blocks");
      await expect(page.getByText("home.hero")).toBeVisible(FIRST_SCREEN);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/shots-front/back-office-blocks-${width}.png` });
      await page.goto(`/beheer/blocks/${originalHero.id}`);
      await expect(page.getByRole("button", { name: "Publiceren", exact: true })).toBeVisible(FIRST_SCREEN);
      await page.screenshot({ path: `/tmp/shots-front/back-office-hero-${width}.png`, fullPage: true });
      await context.close();
    }
  });
});
