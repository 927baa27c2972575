import { expect, test } from "./fixtures";

const DARK_BACKGROUND = "rgb(14, 19, 24)";

test.describe("colour mode", () => {
  // The system says light, so a dark page can only come from the stored choice.
  test.use({ colorScheme: "light" });

  test("dark mode survives a reload with no flash of light", async ({ page }) => {
    await page.goto("/");
    // The buttons work once the page is hydrated.
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Donker", exact: true }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("mui-mode"))).toBe("dark");

    // Record the colours of the first frame that has a body, before anything paints it.
    await page.addInitScript(() => {
      const record = () => {
        if (!document.body) {
          requestAnimationFrame(record);
          return;
        }
        (window as unknown as { firstFrame: object }).firstFrame = {
          htmlClass: document.documentElement.className,
          background: getComputedStyle(document.body).backgroundColor,
        };
      };
      requestAnimationFrame(record);
    });
    await page.reload();
    await page.waitForFunction(() => "firstFrame" in window);
    const firstFrame = await page.evaluate(() => (window as unknown as { firstFrame: { htmlClass: string; background: string } }).firstFrame);
    expect(firstFrame.htmlClass).toContain("dark");
    expect(firstFrame.background).toBe(DARK_BACKGROUND);
    await expect(page.getByRole("button", { name: "Donker", exact: true })).toHaveAttribute("aria-pressed", "true");
  });

  test("system mode follows the device setting", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Licht", exact: true }).click();
    await expect(page.locator("html")).toHaveClass(/light/);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.getByRole("button", { name: "Systeem", exact: true }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("mui-mode"))).toBe("system");
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).toHaveClass(/light/);
  });

  test("system mode follows a dark device setting without JavaScript too", async ({ browser }) => {
    // Without a script nothing sets the mode's class; the stylesheet follows the system itself.
    for (const colorScheme of ["dark", "light"] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, colorScheme });
      const page = await context.newPage();
      await page.goto("/wasmachines/");
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      if (colorScheme === "dark") expect(background).toBe(DARK_BACKGROUND);
      else expect(background).not.toBe(DARK_BACKGROUND);
      await context.close();
    }
  });
});
