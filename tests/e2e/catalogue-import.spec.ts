import { type Page } from "@playwright/test";

import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";
import { signInAsStaff } from "./sign-in";

/**
 * Issue 21, part E: an admin reads a spreadsheet into the catalogue on
 * /beheer/importeren. A file with one bad row is checked: the screen says which
 * row is refused and why, and nothing can be read in; the corrected file is
 * read in, and the shop answers the new price at once. At 1280 and 768 px,
 * light and dark, with axe on the report.
 */

const FIRST_SCREEN = { timeout: 30_000 };


/** Two products from the shop's own export: its first lines, split on the semicolons. */
async function twoProducts(page: Page): Promise<{ productId: string; price: string }[]> {
  const answer = await page.request.get("/api/catalogue/export/?format=csv");
  expect(answer.status()).toBe(200);
  const [header, ...lines] = (await answer.text()).replace(/^\uFEFF/, "").split("\r\n");
  const columns = header!.split(";");
  return lines.slice(0, 2).map((line) => {
    const cells = line.split(";");
    return { productId: cells[columns.indexOf("productId")]!, price: cells[columns.indexOf("price")]!.replace(/"/g, "") };
  });
}

const euros = (text: string) => Number(text.replace(",", "."));
const csv = (rows: string[]) => Buffer.from(`\uFEFF${["productId;price", ...rows].join("\r\n")}\r\n`, "utf8");

test.describe("the catalogue's import in the back office", () => {
  test("an admin imports a CSV with one bad row, reads why it was refused, and reads in the corrected file", async ({ browser }, testInfo) => {
    // The back office's first screen, four screenshots and two imports: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInAsStaff(page);
    const [first, second] = await twoProducts(page);
    const newPrice = (euros(first!.price) + 10).toFixed(2).replace(".", ",");

    await page.goto("/beheer/");
    await page.getByRole("menuitem", { name: "Importeren" }).click(FIRST_SCREEN);
    await expect(page).toHaveURL(/\/beheer\/importeren$/);
    await expect(page.getByRole("heading", { level: 1, name: "Producten importeren" })).toBeVisible();

    await page.locator("input[type=file]").setInputFiles({ name: "prijzen.csv", mimeType: "text/csv", buffer: csv([`${first!.productId};${newPrice}`, `${second!.productId};twaalf euro`]) });
    await expect(page.getByTestId("import-file-name")).toHaveText("prijzen.csv");
    await page.getByRole("button", { name: "Controleren" }).click();

    await expect(page.getByTestId("import-counts")).toHaveText("1 product wijzigt · 0 nieuw · 0 ongewijzigd · 1 geweigerd");
    await expect(page.getByRole("heading", { name: "1 regel geweigerd" })).toBeVisible();
    const refused = page.getByTestId("refused-row");
    await expect(refused).toHaveCount(1);
    await expect(refused).toContainText("3");
    await expect(refused).toContainText(second!.productId);
    await expect(refused.getByRole("cell").last()).toHaveText("price: geef een bedrag in euro's, bijvoorbeeld 499.00");
    await expect(page.getByRole("button", { name: "Inlezen" })).toBeDisabled();
    // The dry run changed nothing.
    expect((await twoProducts(page))[0]!.price).toBe(first!.price);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`import-refused-${width}-light.png`), fullPage: true });
    }
    // Dark: the device's preference, as a member's browser set to dark has it.
    const dark = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: "dark", storageState: await context.storageState() });
    const darkPage = await dark.newPage();
    await darkPage.goto("/beheer/importeren");
    await darkPage.locator("input[type=file]").setInputFiles({ name: "prijzen.csv", mimeType: "text/csv", buffer: csv([`${first!.productId};${newPrice}`, `${second!.productId};twaalf euro`]) });
    await darkPage.getByRole("button", { name: "Controleren" }).click(FIRST_SCREEN);
    await expect(darkPage.getByTestId("refused-row")).toHaveCount(1);
    expect(await seriousAccessibilityViolations(darkPage)).toEqual([]);
    for (const width of [1280, 768]) {
      await darkPage.setViewportSize({ width, height: 900 });
      await darkPage.screenshot({ path: testInfo.outputPath(`import-refused-${width}-dark.png`), fullPage: true });
    }
    await dark.close();

    await page.locator("input[type=file]").setInputFiles({ name: "prijzen-goed.csv", mimeType: "text/csv", buffer: csv([`${first!.productId};${newPrice}`, `${second!.productId};${second!.price}`]) });
    await page.getByRole("button", { name: "Controleren" }).click();
    await expect(page.getByTestId("import-counts")).toHaveText("1 product wijzigt · 0 nieuw · 1 ongewijzigd · 0 geweigerd");
    await expect(page.getByRole("row").filter({ hasText: "price" }).filter({ hasText: newPrice })).toContainText(first!.price);
    await page.getByRole("button", { name: "Inlezen" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Ingelezen: 1 product gewijzigd, 0 nieuw." })).toBeVisible();
    expect((await twoProducts(page))[0]!.price).toBe(newPrice);
    const product = await (await page.request.get(`/api/products/${first!.productId}/`, { headers: { "cache-control": "no-cache" } })).json();
    expect(JSON.stringify(product.data)).toContain(String(euros(newPrice)));
    await page.screenshot({ path: testInfo.outputPath("import-applied-1280-light.png"), fullPage: true });
    await context.close();
  });
});
