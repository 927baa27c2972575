/**
 * Product data a buyer compares (issue 19, point 8), as a shopper meets it:
 * the dimensions, the energy label's figures beside the class, the niche of a
 * built-in oven, and how long the extra warranty lasts before it is ticked.
 */
import type { Page } from "@playwright/test";

import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";

interface ListedProduct {
  productId: number;
  url: string;
}

/** The first product of a category that is for sale and, when asked, offers a paid extra warranty. */
async function productPath(page: Page, category: string, withExtraWarranty: boolean): Promise<string> {
  const listing = (await (await page.request.get(`/api/products/?category=${category}&pageSize=40`)).json()) as { data: { items: ListedProduct[] } };
  for (const item of listing.data.items) {
    const { data } = (await (await page.request.get(`/api/products/${item.productId}/`)).json()) as { data: { expired: boolean; extraWarrantyPrice: number | null; inStock: boolean } };
    if (!data.expired && data.inStock && (!withExtraWarranty || data.extraWarrantyPrice !== null)) return item.url;
  }
  throw new Error(`no product to buy among the first 40 ${category}`);
}

test.describe("product data on the product page", () => {
  test("a washing machine shows its dimensions, its energy and water use with the label, and the extra warranty's term", async ({ page }) => {
    await page.goto(await productPath(page, "wasmachines", true));
    const dimensions = page.getByRole("table", { name: "Afmetingen" });
    await expect(dimensions.getByRole("row", { name: /^Hoogte.*\d+ cm$/ })).toBeVisible();
    await expect(dimensions.getByRole("row", { name: /^Breedte.*\d+ cm$/ })).toBeVisible();
    await expect(dimensions.getByRole("row", { name: /^Diepte.*\d+ cm$/ })).toBeVisible();
    const energy = page.getByRole("table", { name: "Energie en geluid" });
    await expect(energy).toContainText("Energieklasse");
    await expect(energy.getByRole("row", { name: /^Energieverbruik per 100 wasbeurten.*\d+ kWh$/ })).toBeVisible();
    await expect(energy.getByRole("row", { name: /^Waterverbruik per wasbeurt.*liter$/ })).toBeVisible();
    await expect(page.getByRole("table", { name: "Garantie" })).toContainText("5 jaar extra, totaal 10 jaar");
    // The label block: the drawn label prints the energy use, the product sheet beside it lists it.
    const labelSection = page.locator("#energielabel");
    await expect(labelSection.getByRole("img", { name: /^Energielabel / })).toContainText("per 100 wasbeurten");
    await expect(labelSection.getByRole("table")).toContainText("Waterverbruik per wasbeurt");
    // The option says how long before the shopper ticks it.
    const warranty = page.getByRole("region", { name: "Extra opties kiezen" }).getByRole("checkbox", { name: /^Extra garantie/ });
    await expect(warranty).toHaveAccessibleDescription("5 jaar extra, totaal 10 jaar.");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test("a built-in oven shows the niche it needs beside its dimensions, and its energy use per cycle", async ({ page }) => {
    await page.goto(await productPath(page, "inbouwovens", false));
    const dimensions = page.getByRole("table", { name: "Afmetingen" });
    for (const label of ["Nishoogte", "Nisbreedte", "Nisdiepte"]) await expect(dimensions.getByRole("row", { name: new RegExp(`^${label}.*cm$`) })).toBeVisible();
    await expect(page.getByRole("table", { name: /^Energie/ }).getByRole("row", { name: /^Energieverbruik per cyclus \(hetelucht\).*kWh$/ })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
