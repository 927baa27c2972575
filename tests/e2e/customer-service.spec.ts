
import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";

/** Every customer-service route of the specification (§2), its h1 and the anchors that links across the shop point at. */
const PAGES = [
  { path: "/klantenservice/", h1: "Klantenservice", anchors: [] },
  { path: "/klantenservice/bestellen/", h1: "Bestellen bij Stekker", anchors: ["algemene-voorwaarden"] },
  { path: "/klantenservice/bezorgen-afhalen/", h1: "Bezorgen en afhalen", anchors: ["bezorgdag-kiezen", "afhaaladres"] },
  { path: "/klantenservice/betalen/", h1: "Betalen", anchors: ["betaalmogelijkheden"] },
  { path: "/klantenservice/annuleren-retourneren/", h1: "Annuleren en retourneren", anchors: ["herroepen", "modelformulier"] },
  { path: "/klantenservice/service-garantie/", h1: "Service en garantie", anchors: [] },
  { path: "/klantenservice/installatie-inbouw/", h1: "Installatie en inbouw", anchors: [] },
  { path: "/klantenservice/privacy/", h1: "Privacyverklaring", anchors: ["wie", "rechten"] },
  { path: "/afhaalcentrum/", h1: "Afhaalcentrum Zoeterwoude", anchors: ["meenemen"] },
] as const;

test.describe("server-rendered customer-service routes", () => {
  for (const { path, h1, anchors } of PAGES) {
    test(`${path} answers 200 with its h1, breadcrumbs and anchors`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
      for (const anchor of anchors) expect(html).toContain(`id="${anchor}"`);
      expect(html).toContain('aria-label="Kruimelpad"');
      expect(html).toContain('"@type":"BreadcrumbList"');
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
      expect(html).toMatch(/<title>[^<]+\| Stekker<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{70,}"/);
      for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
        expect(json).not.toContain("<");
        expect(() => JSON.parse(json!)).not.toThrow();
      }
    });
  }

  test("the hub says whether customer service is open now, with the phone number and the FAQ as JSON-LD", async ({ request }) => {
    const html = await (await request.get("/klantenservice/")).text();
    expect(html).toMatch(/Nu (open, tot 23:00|gesloten, \w+ weer open vanaf \d{1,2}:\d{2})/);
    expect(html).toContain('href="tel:+31717600000"');
    expect(html).toContain('"@type":"FAQPage"');
    for (const { path } of PAGES.slice(1)) expect(html).toContain(`href="${path}"`);
  });

  test("the payment page lists every payment method with the fee of pin at delivery", async ({ request }) => {
    const html = await (await request.get("/klantenservice/betalen/")).text();
    for (const label of ["iDEAL", "Bancontact", "Creditcard", "Bankoverschrijving (vooraf)", "Pinnen bij bezorging", "Pinnen bij afhalen"]) expect(html).toContain(`>${label}</h3>`);
    expect(html).toMatch(/Pinnen bij bezorging<\/h3>.*?€\s4,95/s);
  });

  test("the delivery page names the small-order threshold and fee of the settings' defaults", async ({ request }) => {
    const html = await (await request.get("/klantenservice/bezorgen-afhalen/")).text();
    expect(html).toMatch(/Vanaf €\s50 aan producten bezorgen we gratis\. Daaronder rekenen we €\s4,95 verzendkosten\./);
  });

  test("the withdrawal page names the withdrawal function and has the model form", async ({ request }) => {
    const html = await (await request.get("/klantenservice/annuleren-retourneren/")).text();
    expect(html).toContain("Herroep je aankoop hier");
    expect(html).toContain("Modelformulier voor herroeping");
    expect(html).toContain("14 dagen");
  });

  test("the pick-up page shows the address and the shop's hours with open or closed now", async ({ request }) => {
    const html = await (await request.get("/afhaalcentrum/")).text();
    expect(html).toContain("Rijndijk 300");
    expect(html).toContain("2382 AS Zoeterwoude");
    expect(html).toMatch(/Nu (open, tot 20:00|gesloten, \w+ weer open vanaf \d{1,2}:\d{2})/);
    expect(html).toContain("Direct afhalen");
  });
});

test.describe("customer-service pages in the browser", () => {
  test("at 1280 px the side navigation marks the current page and the footer's anchor links land on their section", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/klantenservice/");
    const nav = page.getByRole("navigation", { name: "Klantenservice" });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "Klantenservice" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "Betalen", exact: true }).first().click();
    await expect(page).toHaveURL(/\/klantenservice\/betalen\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Betalen" })).toBeVisible();

    await page.goto("/klantenservice/bezorgen-afhalen/#bezorgdag-kiezen");
    await expect(page.getByRole("heading", { level: 2, name: "Bezorgdag kiezen" })).toBeInViewport();
    await page.goto("/klantenservice/bezorgen-afhalen/#afhaaladres");
    await expect(page.getByRole("heading", { level: 2, name: "Afhalen in Zoeterwoude" })).toBeInViewport();
  });

  test("at 375 px the pages never scroll sideways and the subpages follow as a list", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const { path } of PAGES) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      // Every stored page, and the contact page with its forms.
      const side = page.getByRole("navigation", { name: "Klantenservice" });
      await expect(side.getByRole("link")).toHaveCount(PAGES.length + 1);
      await expect(side.getByRole("link", { name: "Contact en service aanvragen" })).toHaveAttribute("href", "/klantenservice/contact/");
    }
  });
});

test.describe("accessibility of the customer-service pages", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const path of ["/klantenservice/", "/klantenservice/annuleren-retourneren/", "/klantenservice/privacy/", "/klantenservice/bezorgen-afhalen/", "/afhaalcentrum/"]) {
    test(`${path} has no serious or critical violations, light or dark`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: "dark" });
      await expect(page.locator("html")).toHaveClass(/dark/);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });
  }
});
