
import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";

/**
 * The cookie statement (/cookies/, GET /api/cookies/) must name everything a
 * visit really leaves in the browser: a search, a product in the cart, a
 * colour mode chosen. Anything the shop starts storing without saying so fails
 * here.
 */
test.describe("cookies", () => {
  test("the cookie statement names every cookie and every stored key that a visit with a search, a cart and a colour mode leaves behind", async ({ page, context }) => {
    await page.goto("/zoeken/?q=wasmachine");
    // The search is remembered by an effect after hydration, which may come after the network is idle.
    await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const card = page.locator("article[data-product-id]").filter({ has: page.getByTestId("add-to-cart") }).first();
    await expect(card.getByTestId("add-to-cart")).toHaveAttribute("role", "button");
    await card.getByTestId("add-to-cart").click();
    await expect(page.getByRole("dialog", { name: "Toegevoegd aan je winkelwagen" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Donker", exact: true }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);

    const stored = await page.evaluate(() => ({
      localStorage: Object.keys(localStorage),
      sessionStorage: Object.keys(sessionStorage),
    }));
    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    // The visit did store something of each kind: otherwise this test would prove nothing.
    expect(cookies).toContain("stekker_session");
    expect(stored.localStorage).toEqual(expect.arrayContaining(["stekker-cart-id", "mui-mode"]));
    expect(stored.sessionStorage.length).toBeGreaterThan(0);

    const statement = ((await (await page.request.get("/api/cookies/")).json()) as { data: { name: string; prefix: boolean; storage: string }[] }).data;
    const covered = (name: string, storage: string) => statement.some((entry) => entry.storage === storage && (entry.prefix ? name.startsWith(entry.name) : entry.name === name));
    const unnamed = [
      ...cookies.filter((name) => !covered(name, "cookie")).map((name) => `cookie ${name}`),
      ...stored.localStorage.filter((name) => !covered(name, "localStorage")).map((name) => `localStorage ${name}`),
      ...stored.sessionStorage.filter((name) => !covered(name, "sessionStorage")).map((name) => `sessionStorage ${name}`),
    ];
    expect(unnamed).toEqual([]);

    await page.goto("/cookies/");
    for (const name of [...cookies, ...stored.localStorage, ...stored.sessionStorage]) await expect(page.locator("main").getByText(name, { exact: true })).toBeVisible();
  });

  test("the cookie statement is reachable from the footer and has no serious accessibility problems on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.locator("footer").getByRole("link", { name: "Cookies", exact: true }).click();
    await expect(page).toHaveURL(/\/cookies\/$/);
    await expect(page.getByRole("heading", { name: "Cookies en opslag in je browser", level: 1 })).toBeVisible();
    // The test server has a tag configured (playwright.config.ts): measuring only with consent.
    await expect(page.getByText("Analytische en marketingcookies plaatsen we alleen als je daar toestemming voor geeft")).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
