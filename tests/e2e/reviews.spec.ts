import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";
import { signInAsStaff } from "./sign-in";

/**
 * Reviews (issue 23): a shopper writes a review from a product page ("Schrijf
 * een review": stars chosen with the keyboard, title, text, pros, name), staff
 * approve it in the back office's Reviews, and the product page shows it at
 * once (the page cache is dropped by the table's trigger), unverified; the
 * form and the product page with its reviews are axe clean, at 375 and 1280 px.
 */
for (const width of [375, 1280]) {
  test.describe(`reviews at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a review is written, approved by staff in the back office and shown on the product page", async ({ page, request }) => {
      const products = await request.get("/api/products/?pageSize=5");
      expect(products.status()).toBe(200);
      const product = ((await products.json()) as { data: { items: { url: string; name: string }[] } }).data.items[width === 375 ? 1 : 2]!;
      const title = `Stil en zuinig (${width} px, ${Date.now()})`;

      await page.goto(product.url);
      await page.locator("#reviews").getByRole("link", { name: "Schrijf een review" }).click();
      await expect(page).toHaveURL(/\/beoordelen\/\?product=\d+$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Review schrijven");
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // The stars are one radio group: the keyboard moves the choice.
      await page.getByRole("radio", { name: /^1 ster/ }).focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("radio", { name: /^4 sterren/ })).toBeChecked();
      await page.getByLabel("Titel").fill(title);
      await page.getByLabel("Je ervaring").fill("Na een maand dagelijks gebruik zijn we erg tevreden: stil en zuinig.");
      await page.getByLabel("Pluspunten (optioneel)").fill("Stil\nZuinig");
      await page.getByLabel("Naam bij je review").fill("Eva uit Delft");
      await page.getByRole("button", { name: "Review versturen" }).click();
      await expect(page.getByText("Bedankt voor je review!")).toBeVisible();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // Not shown before staff approve it.
      await page.goto(product.url);
      await expect(page.locator("#reviews")).not.toContainText(title);

      await signInAsStaff(page);
      await page.goto("/beheer/reviews");
      const approve = page.getByRole("button", { name: `Goedkeuren: ${title}` });
      await expect(approve).toBeVisible({ timeout: 15_000 });
      await approve.click();
      await expect(page.getByText("Review goedgekeurd")).toBeVisible();

      // A guest's page (no staff cookie: the shared page cache's copy, dropped by the approval). The
      // visitor's cookie choice stays, as it would: without it the consent banner covers the phone's buy bar.
      await page.context().clearCookies({ name: "stekker_staff" });
      await page.goto(product.url);
      const reviews = page.locator("#reviews");
      await expect(reviews.getByRole("heading", { name: title })).toBeVisible();
      await expect(reviews.locator("article", { hasText: title })).toContainText("Eva uit Delft");
      await expect(reviews.locator("article", { hasText: title })).not.toContainText("Geverifieerde aankoop");
      await reviews.scrollIntoViewIfNeeded();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });
  });
}
