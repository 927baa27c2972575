import { type Page } from "@playwright/test";

import { tabThrough } from "./focus-ring";
import { expect, test } from "./fixtures";

/** A product page's path, from the washing machines' listing. */
async function aProductPath(page: Page): Promise<string> {
  const listing = (await (await page.request.get("/api/products/?category=wasmachines&pageSize=1")).json()) as { data: { items: { url: string }[] } };
  return listing.data.items[0]!.url;
}

async function expectEveryStopToShowFocus(page: Page, path: string) {
  await page.goto(path);
  // The header's controls work, and draw focus, once the page is hydrated.
  await page.waitForLoadState("networkidle");
  const stops = await tabThrough(page);
  expect(stops.length, `no Tab stops on ${path}`).toBeGreaterThan(5);
  expect(stops.filter((stop) => stop.problem !== null), `on ${path}`).toEqual([]);
}

const PAGES = ["/", "/wasmachines/?merk=bosch", "product", "/zoeken/?q=miele", "/merken/", "/klantenservice/", "/winkelwagen/", "/bestaat-niet/"];

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`focus visible (WCAG 2.4.7 and 1.4.11), ${colorScheme}`, () => {
    test.use({ colorScheme });

    test("the cart with a product and the checkout's details step show focus too", async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(await aProductPath(page));
      await page.waitForLoadState("networkidle");
      await page.locator("#extra-opties").getByTestId("options-add-to-cart").click();
      await page.getByRole("dialog", { name: "Toegevoegd aan je winkelwagen" }).getByRole("link", { name: "Naar winkelwagen" }).click();
      await expect(page.getByRole("link", { name: "Verder naar bestellen" })).toBeVisible();
      await expectEveryStopToShowFocus(page, "/winkelwagen/");
      await expectEveryStopToShowFocus(page, "/bestellen/gegevens/");
    });

    for (const [width, pages] of [
      [1280, PAGES],
      [375, ["/", "/wasmachines/?merk=bosch", "product"]],
    ] as const) {
      test(`every Tab stop shows a ring that stands out 3:1, at ${width} px`, async ({ page }) => {
        test.setTimeout(180_000);
        await page.setViewportSize({ width, height: 900 });
        for (const path of pages) await expectEveryStopToShowFocus(page, path === "product" ? await aProductPath(page) : path);
      });
    }
  });
}
