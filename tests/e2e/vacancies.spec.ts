import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";

/**
 * Vacancies and the support widget (issue 23): /vacatures/ lists the demo's
 * open vacancies (not the closed one), a vacancy page is server-rendered with
 * its JobPosting JSON-LD and the place to apply; the support widget says open
 * or closed from the browser's own clock (a cached page never freezes it);
 * axe finds nothing serious, at 375 and 1280 px.
 */

// Customer service (support_locations, from the spec's §1 hours): Monday 9:00–23:00, Amsterdam time.
const MONDAY_MORNING = new Date("2026-11-23T10:00:00+01:00");
const MONDAY_NIGHT = new Date("2026-11-23T23:30:00+01:00");

for (const width of [375, 1280]) {
  test.describe(`vacancies and the support widget at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("/vacatures/ lists the open demo vacancies, a vacancy page has its JobPosting and the way to apply, axe clean", async ({ page, request }) => {
      const listHtml = await request.get("/vacatures/");
      expect(listHtml.status()).toBe(200);
      const listText = await listHtml.text();
      expect(listText).toContain("Klantenservicemedewerker");
      expect(listText).toContain("Bezorger-monteur");
      // The third demo vacancy closed last week.
      expect(listText).not.toContain("Magazijnmedewerker");
      expect((await request.get("/vacatures/magazijnmedewerker-zaterdag/")).status()).toBe(404);

      await page.goto("/vacatures/");
      await expect(page.getByRole("heading", { level: 1, name: "Werken bij Stekker" })).toBeVisible();
      await expect(page.getByTestId("vacancy-list").getByRole("listitem")).toHaveCount(2);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.getByRole("link", { name: "Bezorger-monteur" }).click();
      await expect(page).toHaveURL(/\/vacatures\/bezorger-monteur\/$/);
      await expect(page.getByRole("heading", { level: 1, name: "Bezorger-monteur" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Wat ga je doen?" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Solliciteren" })).toBeVisible();
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const posting = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data["@type"] === "JobPosting");
      expect(posting).toMatchObject({ title: "Bezorger-monteur", employmentType: "FULL_TIME", hiringOrganization: { "@type": "Organization" } });
      expect(Date.parse(String(posting!.validThrough))).toBeGreaterThan(Date.now());
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      const sitemap = await (await request.get("/sitemaps/paginas.xml")).text();
      expect(sitemap).toContain("/vacatures/bezorger-monteur/");
    });

    test("the support widget says open or closed at the moment of viewing, with phone, e-mail and WhatsApp", async ({ page }) => {
      await page.clock.setFixedTime(MONDAY_MORNING);
      await page.goto("/klantenservice/");
      const widget = page.getByTestId("support-widget");
      await expect(widget.getByTestId("support-status")).toHaveText("Nu open, tot 23:00");
      await expect(widget.getByRole("link", { name: /071 - 760 00 00/ })).toHaveAttribute("href", "tel:+31717600000");
      await expect(widget.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", "https://wa.me/31717600000");
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // The same (possibly cached) page, viewed at night: the browser's clock decides.
      await page.clock.setFixedTime(MONDAY_NIGHT);
      await page.reload();
      await expect(page.getByTestId("support-widget").getByTestId("support-status")).toHaveText("Gesloten, morgen vanaf 9:00");
    });
  });
}
