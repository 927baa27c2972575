import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";

import { E2E_DATA_DIR } from "../../playwright.config";
import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";
import { signInAsStaff } from "./sign-in";

/**
 * Staff make the offer (issue 22, point 2): a customer's request (made through
 * POST /api/quotes/ in the setup) opened in the back office, two products
 * added by search, an item discount within the product's maximum (one above
 * it refused on its line), sent with a confirm; the mail carries the link and
 * the PDF; the list shows the quote as Verstuurd. At 768 and 1280 px, axe clean.
 * And "Aan offerte toevoegen" on a product page: there for staff, absent for a guest.
 */

/** A customer's request, as the form at /offerte-aanvragen/ sends it. */
async function requestQuote(page: Page, lastName: string): Promise<string> {
  // The visitor's session first, as the page's app state starts it; the request is that session's own.
  expect((await page.request.get("/api/app-state/")).status()).toBe(200);
  const answer = await page.request.post("/api/quotes/", {
    data: {
      kind: "builtInAppliances",
      firstName: "Sanne",
      lastName,
      emailAddress: `${lastName.toLowerCase()}@voorbeeld.nl`,
      phoneNumber: "071 760 00 00",
      company: false,
      postalCode: "2311 GJ",
      houseNumber: "73",
      street: "Rapenburg",
      city: "Leiden",
      country: "NL",
      measurements: "Nis van 60 cm breed, 58 cm diep.",
      wishes: "Een inbouwoven en een vaatwasser, graag stil.",
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).data.quoteId as string;
}

function mailOf(quoteId: string): string | undefined {
  const directory = path.join(E2E_DATA_DIR, "mail");
  if (!existsSync(directory)) return undefined;
  const name = readdirSync(directory).find((file) => file.includes(`je-offerte-${quoteId}`));
  return name ? readFileSync(path.join(directory, name), "utf8") : undefined;
}

/** A product the shop allows an item discount on (a few of the demo's do): its name, from the back office's catalogue list. */
async function productWithMaximum(page: Page): Promise<string> {
  for (let listPage = 1; listPage <= 20; listPage += 1) {
    const answer = await page.request.get(`/api/catalogue/products/?pageSize=100&page=${listPage}&inStock=true&expired=false`);
    expect(answer.status(), await answer.text()).toBe(200);
    const items = (await answer.json()).data.items as { brandName: string; name: string; makeAmendsDiscount: number | null }[];
    const found = items.find((item) => (item.makeAmendsDiscount ?? 0) > 0);
    if (found) return found.name;
    if (items.length < 100) break;
  }
  throw new Error("no product with an item-discount maximum in the demo catalogue");
}

/**
 * A product found by the back office's search for `search`: the option that
 * names `named` when given (the search may rank a like-named product first),
 * else the first, leaving out `besides` (one already in the offer: picking it
 * again only raises its quantity); waits for its line, so the offer has `lines` lines.
 */
async function addProduct(page: Page, { search, named, besides, lines }: { search: string; named?: string; besides?: string; lines: number }): Promise<void> {
  await page.getByLabel("Product toevoegen").fill(search);
  let options = page.getByRole("option");
  if (named) options = options.filter({ hasText: named });
  if (besides) options = options.filter({ hasNotText: besides });
  const option = options.first();
  await expect(option).toBeVisible({ timeout: 15_000 });
  await option.click();
  await expect(page.getByTestId("offerte-regel")).toHaveCount(lines);
}

for (const width of [768, 1280]) {
  test(`staff build and send a quote; the list shows it as Verstuurd (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto("/");
    const lastName = `Offerte${width}x${Date.now() % 100000}`;
    const quoteId = await requestQuote(page, lastName);

    await signInAsStaff(page);
    await page.goto("/beheer/quotes");
    await page.getByPlaceholder("Nummer, naam, e-mail, postcode").fill(quoteId);
    // The search's filter lands in the address after a pause: click only after, or the list comes back over the quote.
    await expect(page).toHaveURL(new RegExp(`filter=.*${quoteId}`));
    const row = page.getByRole("row", { name: new RegExp(quoteId) });
    await expect(row).toContainText("Aangevraagd");
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/beheer/quotes/${quoteId}/show`));
    await expect(page.getByRole("heading", { name: `Offerte ${quoteId}` })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("region", { name: "De aanvraag" })).toContainText("Een inbouwoven en een vaatwasser");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Two products by search, one of which allows an item discount.
    const discounted = await productWithMaximum(page);
    await addProduct(page, { search: discounted, named: discounted, lines: 1 });
    await addProduct(page, { search: "vaatwasser", besides: discounted, lines: 2 });
    const lines = page.getByTestId("offerte-regel");
    await expect(lines).toHaveCount(2);

    // An item discount: above the maximum it is refused on its line; within it, the totals follow.
    const lineWithMaximum = lines.filter({ hasText: discounted }).first();
    await expect(lineWithMaximum).toBeVisible();
    const helper = (await lineWithMaximum.getByText(/max\./).textContent())!;
    const maximum = Number(helper.replace(/[^\d,]/g, "").replace(",", "."));
    const discount = lineWithMaximum.getByLabel(/Korting per stuk op/);
    await discount.fill(String(maximum + 1).replace(".", ","));
    await expect(lineWithMaximum.getByText(/Hoogstens .* per stuk\./)).toBeVisible();
    await expect(page.getByRole("button", { name: "Opslaan" })).toBeDisabled();
    const before = await page.getByTestId("offerte-totaal").textContent();
    await discount.fill("5");
    await expect(page.getByTestId("offerte-totaal")).not.toHaveText(before!);
    await page.getByLabel("Toelichting voor de klant").fill("Inclusief inmeten bij je thuis.");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("De offerte is opgeslagen.")).toBeVisible();
    await expect(page.getByText("In voorbereiding").first()).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Sent, after a confirm.
    await page.getByRole("button", { name: "Versturen" }).click();
    const dialog = page.getByRole("dialog", { name: "Offerte versturen?" });
    await expect(dialog).toContainText(`${lastName.toLowerCase()}@voorbeeld.nl`);
    await dialog.getByRole("button", { name: "Ja, versturen" }).click();
    await expect(page.getByText(/De offerte is verstuurd naar/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Geschiedenis" })).toContainText("Verstuurd");

    await expect.poll(() => mailOf(quoteId) !== undefined, { timeout: 10_000 }).toBe(true);
    const mail = mailOf(quoteId)!.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    expect(mail).toMatch(new RegExp(`/offerte/${quoteId}/\\?token=`));
    expect(mail).toContain(`filename=offerte-${quoteId}.pdf`);

    // The PDF for staff.
    const pdf = await page.request.get(`/api/quotes/${quoteId}/pdf/`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");

    await page.goto("/beheer/quotes");
    await page.getByPlaceholder("Nummer, naam, e-mail, postcode").fill(quoteId);
    await expect(page.getByRole("row", { name: new RegExp(quoteId) })).toContainText("Verstuurd");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
}

test("staff add a product to a quote from its page; a guest's page has no such button", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const quoteId = await requestQuote(page, `Winkel${Date.now() % 100000}`);
  await signInAsStaff(page);
  const listed = (await (await page.request.get("/api/products/?q=oven&pageSize=20")).json()).data.items as { productId: number; url: string; inStock: boolean }[];
  const product = listed.find((item) => item.inStock)!;
  await page.goto(product.url);
  await page.getByRole("button", { name: "Aan offerte toevoegen" }).click();
  await page.getByLabel("Offerte", { exact: true }).selectOption(quoteId);
  await page.getByRole("button", { name: "Toevoegen", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `staat in offerte ${quoteId}` })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  const offer = (await (await page.request.get(`/api/quotes/${quoteId}/offer/`)).json()).data as { status: string; items: { productId: number }[] };
  expect(offer.status).toBe("draft");
  expect(offer.items.map((item) => item.productId)).toContain(product.productId);

  const guest = await browser.newPage();
  await guest.goto(product.url);
  await expect(guest.getByTestId("options-add-to-cart")).toBeVisible();
  await expect(guest.getByRole("button", { name: "Aan offerte toevoegen" })).toHaveCount(0);
  await guest.close();
});
