import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { type APIRequestContext, type Browser, type Page } from "@playwright/test";

import { E2E_DATA_DIR } from "../../playwright.config";

import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";

/**
 * The checkout (issue 5): a new customer orders a washing machine with
 * assembly for a Dutch address found by postal code (the test server's PDOK
 * stand-in knows 2311 GJ 73, Rapenburg in Leiden), picks a day, pays with iDEAL
 * at the test payment provider and sees the order; Bancontact only in Belgium; a
 * pick-up order paid with pin at pick-up; the errors of a refused order; axe on
 * every step.
 */

interface Candidate {
  productId: number;
  name: string;
  url: string;
}

interface ProbeProduct {
  productId: number;
  name: string;
  url: string;
  expired: boolean;
  assemblyPrice: number | null;
  freeAssembly: boolean;
  pickUpDiscountPrice: number | null;
  categoryId: number;
}

/** A washing machine with paid assembly, and a product that can be picked up with a discount (asked of a throwaway cart, not the browser's). */
async function findProducts(request: APIRequestContext): Promise<{ washer: Candidate; pickUp: Candidate }> {
  expect((await request.get("/api/app-state/")).ok()).toBe(true);
  const probe = async (query: string) => {
    const listing = (await (await request.get(`/api/products/?${query}&pageSize=50`)).json()) as { data: { items: { productId: number }[] } };
    const found: ProbeProduct[] = [];
    const ids = listing.data.items.map((item) => item.productId);
    for (let start = 0; start < ids.length; start += 10) {
      const items = Object.fromEntries(ids.slice(start, start + 10).map((id) => [String(id), { productId: id, qty: 1 }]));
      const answer = await request.post("/api/carts/", { data: { items } });
      if (!answer.ok()) continue;
      // §3: the cart's products map holds each product's details.
      const cart = (await answer.json()) as { data: { products: Record<string, ProbeProduct> } };
      for (const product of Object.values(cart.data.products)) if (!product.expired) found.push(product);
    }
    return found;
  };
  const washers = await probe("category=wasmachines");
  const washer = washers.find((product) => product.assemblyPrice !== null && !product.freeAssembly);
  const pickUp = [...washers, ...(await probe("category=koelkasten"))].find((product) => (product.pickUpDiscountPrice ?? 0) > 0);
  if (!washer || !pickUp) throw new Error("No washing machine with assembly, or no product to pick up, in the catalogue");
  return { washer: { productId: washer.productId, name: washer.name, url: washer.url }, pickUp: { productId: pickUp.productId, name: pickUp.name, url: pickUp.url } };
}

let products: { washer: Candidate; pickUp: Candidate };

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  const context = await browser.newContext();
  products = await findProducts(context.request);
  await context.close();
});

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

/** Adds the product from its page's options box, optionally with assembly, and opens the checkout from the cart. */
async function addAndCheckOut(page: Page, candidate: Candidate, option?: "assembly") {
  await page.goto(candidate.url);
  await page.waitForLoadState("networkidle");
  const box = page.locator("#extra-opties");
  if (option) await box.locator(`#optie-${option}`).check();
  await box.getByTestId("options-add-to-cart").click();
  const dialog = page.getByRole("dialog", { name: "Toegevoegd aan je winkelwagen" });
  await dialog.getByRole("link", { name: "Naar winkelwagen" }).click();
  await expect(page).toHaveURL(/\/winkelwagen\/$/);
  await page.getByRole("link", { name: "Verder naar bestellen" }).click();
  await expect(page).toHaveURL(/\/bestellen\/gegevens\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Je gegevens" })).toBeVisible();
}

async function fillContact(page: Page) {
  await page.getByLabel("Voornaam").fill("Anna");
  await page.getByLabel("Achternaam").fill("de Vries");
  await page.getByLabel(/^E-mailadres/).fill("anna@example.nl");
  await page.getByLabel("Telefoonnummer").fill("071 123 45 67");
}

async function fillDutchAddress(page: Page) {
  await page.getByLabel("Postcode").fill("2311gj");
  await page.getByLabel("Huisnummer").fill("73");
  await expect(page.getByTestId("shipping-address-found")).toContainText("Rapenburg 73, 2311 GJ Leiden");
}

async function toDelivery(page: Page) {
  await page.getByRole("button", { name: "Verder naar bezorgen" }).click();
  await expect(page).toHaveURL(/\/bestellen\/bezorgen\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
}

async function toPayment(page: Page) {
  await page.getByRole("button", { name: "Verder naar betalen" }).click();
  await expect(page).toHaveURL(/\/bestellen\/betalen\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Betalen en bestellen" })).toBeFocused();
}

/** The .eml file the shop wrote for an order (DATA_DIR/mail of the browser tests' server). */
async function findMail(orderRef: string): Promise<string> {
  const directory = path.join(E2E_DATA_DIR, "mail");
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const names = existsSync(directory) ? readdirSync(directory).filter((name) => name.includes(orderRef)) : [];
    if (names.length > 0) return readFileSync(path.join(directory, names[0]!), "utf8");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail for order ${orderRef} in ${directory}`);
}

test.describe("checkout", () => {
  test("/bestellen/ starts at the details; an empty cart says so and links back", async ({ page }) => {
    await page.goto("/bestellen/");
    await expect(page).toHaveURL(/\/bestellen\/gegevens\/$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("navigation", { name: "Stappen van je bestelling" })).toContainText("Gegevens");
    await expect(page.getByRole("heading", { name: "Je winkelwagen is leeg" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Naar je winkelwagen" })).toHaveAttribute("href", "/winkelwagen/");
  });

  test("a new customer orders a washing machine with assembly, picks a day and pays with iDEAL", async ({ page }) => {
    await addAndCheckOut(page, products.washer, "assembly");
    await expect(page.getByText("Stap 1 van 3")).toBeVisible();
    await expectNoSeriousViolations(page);

    // Leaving a field checks it, with the error tied to the field.
    await page.getByLabel(/^E-mailadres/).fill("anna@");
    await page.getByLabel(/^E-mailadres/).blur();
    const emailError = page.locator("#veld-emailAddress-helper-text");
    await expect(emailError).toHaveText("Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl");
    await expect(page.getByLabel(/^E-mailadres/)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(/^E-mailadres/)).toHaveAttribute("aria-describedby", /.+/);
    await expect(page.getByLabel(/^E-mailadres/)).toHaveAttribute("autocomplete", "email");

    await fillContact(page);
    // Once valid, the error gives way to the field's hint.
    await expect(emailError).toHaveText("We sturen je orderbevestiging en berichten over je bezorging naar dit e-mailadres.");
    await expect(page.getByLabel(/^E-mailadres/)).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Voornaam")).toHaveAttribute("autocomplete", "given-name");
    await fillDutchAddress(page);
    // Not ticked by itself.
    await expect(page.getByRole("checkbox", { name: "Factuuradres is anders" })).not.toBeChecked();
    await toDelivery(page);
    await expectNoSeriousViolations(page);

    await expect(page.getByRole("radio", { name: /^Bezorgen/ })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Oud apparaat meenemen" })).not.toBeChecked();
    // The first possible day is chosen already (issue 19); the customer may pick another.
    const firstDay = page.getByTestId("delivery-days").getByRole("radio").first();
    await expect(firstDay).toBeChecked();
    const dayLabel = ((await page.getByTestId("delivery-days").locator("label").first().textContent()) ?? "").trim();
    const floor = page.getByLabel("Op welke verdieping bezorgen we?");
    if (await floor.count()) await floor.selectOption("0");
    await toPayment(page);
    await expectNoSeriousViolations(page);

    // The review repeats every choice with a way back.
    const review = page.getByTestId("order-review");
    await expect(review).toContainText("Anna de Vries");
    await expect(review).toContainText("Rapenburg 73");
    await expect(review).toContainText("2311 GJ Leiden");
    await expect(review).toContainText(dayLabel);
    await expect(review.getByRole("link", { name: /Wijzigen bezorging/ })).toHaveAttribute("href", "/bestellen/bezorgen/");
    await expect(page.getByTestId("checkout-total-assemblyTotal")).toBeVisible();

    const methods = page.getByTestId("payment-methods");
    await expect(methods.getByRole("radio", { name: "iDEAL" })).toBeVisible();
    await expect(methods.getByRole("radio", { name: "Bancontact" })).toHaveCount(0);
    await expect(page.getByRole("checkbox", { name: /nieuwsbrief/ })).not.toBeChecked();
    const terms = page.getByRole("checkbox", { name: /Ik ga akkoord met de algemene voorwaarden/ });
    await expect(terms).not.toBeChecked();
    await expect(page.getByRole("link", { name: /algemene voorwaarden/ })).toHaveAttribute("href", "/klantenservice/bestellen/#algemene-voorwaarden");
    // Nothing is bought yet: the right is explained, the withdrawal itself is on the order page.
    await expect(page.getByRole("link", { name: "Herroep je aankoop" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Meer over bedenktijd en retourneren" })).toHaveAttribute("href", "/klantenservice/annuleren-retourneren/");

    const place = page.getByRole("button", { name: "Bestelling plaatsen en betalen" });
    // The amount to pay stands right above the button, also where the summary comes after the form.
    const grandTotal = (await page.getByTestId("checkout-total-grandTotal").innerText()).match(/[\d.]+,\d{2}|[\d.]+,-/)?.[0] ?? "";
    await expect(page.getByTestId("to-pay")).toContainText(grandTotal.replace(",-", ",00"));
    await expect(page.getByTestId("to-pay")).toContainText("inclusief btw");
    await place.click();
    await expect(page.getByTestId("error-summary")).toBeFocused();
    await expect(page.getByTestId("error-summary")).toContainText("Ga akkoord met de algemene voorwaarden");

    await methods.getByRole("radio", { name: "iDEAL" }).check();
    await terms.check();
    const placing = page.waitForRequest((request) => request.method() === "PUT" && /\/api\/carts\/[^/]+\/$/.test(request.url()) && Boolean(request.headers()["idempotency-key"]));
    await place.click();
    const sent = await placing;
    expect(sent.headers()["idempotency-key"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent.postDataJSON()).toMatchObject({ acceptedTermsAndConditions: true, version: expect.any(Number) });

    // The test provider's page: approve the payment.
    await expect(page.getByText("Testmodus")).toBeVisible();
    await page.getByRole("button", { name: "Betaling goedkeuren" }).click();
    await expect(page).toHaveURL(/\/bestelling\/\d{8}\/\?token=[\w.-]+$/);
    const orderRef = new URL(page.url()).pathname.split("/")[2]!;
    await expect(page.getByRole("heading", { level: 1, name: "Bedankt voor je bestelling, Anna!" })).toBeVisible();
    await expect(page.getByTestId("order-ref")).toHaveText(orderRef);
    await expect(page.getByTestId("payment-status")).toHaveText("Betaald");
    await expect(page.getByText("met installatie")).toBeVisible();
    await expectNoSeriousViolations(page);
    // The cart became the order: the header has no cart any more.
    await expect(page.getByTestId("cart-link")).toHaveAccessibleName("Winkelwagen");

    // The "betaling ontvangen" mail (decisions §10) is written under the data directory (no SMTP server configured).
    const mail = await findMail(orderRef);
    expect(mail).toContain(`Subject: Betaling ontvangen voor je bestelling ${orderRef}`);
    // Quoted-printable: soft line breaks and "=3D" for "=".
    const decoded = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const link = decoded.match(new RegExp(`/bestelling/${orderRef}/\\?token=[\\w.-]+`))?.[0];
    expect(link).toBeTruthy();
    // The mail's link opens the order on another device, without this session.
    const other = await page.context().browser()!.newContext();
    const elsewhere = await other.newPage();
    await elsewhere.goto(link!);
    await expect(elsewhere.getByTestId("order-ref")).toHaveText(orderRef);
    await other.close();
  });

  test("Bancontact is offered for a Belgian address, iDEAL is not; a Belgian address is typed in", async ({ page }) => {
    await addAndCheckOut(page, products.washer);
    await fillContact(page);
    await page.getByRole("radio", { name: "België" }).check();
    await page.getByLabel("Postcode").fill("1000");
    await page.getByLabel("Huisnummer").fill("12");
    await expect(page.getByText("Vul je adres zelf in")).toBeVisible();
    await page.getByLabel("Straat").fill("Nieuwstraat");
    await page.getByLabel("Plaats").fill("Brussel");
    await toDelivery(page);
    await page.getByTestId("delivery-days").getByRole("radio").first().check();
    const floor = page.getByLabel("Op welke verdieping bezorgen we?");
    if (await floor.count()) await floor.selectOption("0");
    await toPayment(page);
    const methods = page.getByTestId("payment-methods");
    await expect(methods.getByRole("radio", { name: "Bancontact" })).toBeVisible();
    await expect(methods.getByRole("radio", { name: "iDEAL" })).toHaveCount(0);
    await expect(page.getByTestId("order-review")).toContainText("België");
  });

  test("a pick-up order paid with pin at pick-up goes straight to the order", async ({ page }) => {
    await addAndCheckOut(page, products.pickUp);
    await fillContact(page);
    await fillDutchAddress(page);
    await toDelivery(page);
    await page.getByRole("radio", { name: /^Afhalen in Zoeterwoude/ }).check();
    const point = page.getByTestId("pick-up-point");
    await expect(point).toContainText("Rijndijk 300");
    await expect(point).toContainText("2382 AS Zoeterwoude");
    await expect(point).toContainText("ma t/m vr");
    await expect(page.getByTestId("checkout-total-pickUpDiscountTotal")).toBeVisible();
    await expectNoSeriousViolations(page);
    await toPayment(page);
    const methods = page.getByTestId("payment-methods");
    await expect(methods.getByRole("radio", { name: "Pinnen bij bezorging" })).toHaveCount(0);
    await methods.getByRole("radio", { name: "Pinnen bij afhalen" }).check();
    await page.getByRole("checkbox", { name: /Ik ga akkoord met de algemene voorwaarden/ }).check();
    await page.getByRole("button", { name: "Bestelling plaatsen en betalen" }).click();
    await expect(page).toHaveURL(/\/bestelling\/[^/]+\/$/);
  });

  test("a refused order lists the errors of other steps with a link there; a changed cart says so", async ({ page }) => {
    await addAndCheckOut(page, products.washer);
    await fillContact(page);
    await fillDutchAddress(page);
    await toDelivery(page);
    await page.getByTestId("delivery-days").getByRole("radio").first().check();
    const floor = page.getByLabel("Op welke verdieping bezorgen we?");
    if (await floor.count()) await floor.selectOption("0");
    await toPayment(page);
    await page.getByTestId("payment-methods").getByRole("radio", { name: "iDEAL" }).check();
    await page.getByRole("checkbox", { name: /Ik ga akkoord met de algemene voorwaarden/ }).check();

    let answer: { status: number; body: unknown } = {
      status: 422,
      body: { failed: true, message: "Je bestelling is nog niet compleet", data: [{ field: "deliveryDay", errorMessage: "Deze bezorgdag is niet meer beschikbaar" }] },
    };
    await page.route("**/api/carts/*/", (route) =>
      route.request().method() === "PUT" && route.request().headers()["idempotency-key"]
        ? route.fulfill({ status: answer.status, contentType: "application/json", body: JSON.stringify(answer.body) })
        : route.continue(),
    );
    const place = page.getByRole("button", { name: "Bestelling plaatsen en betalen" });
    await place.click();
    const summary = page.getByTestId("error-summary");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: "Bij Bezorgen" })).toHaveAttribute("href", "/bestellen/bezorgen/");
    await expect(summary).toContainText("Deze bezorgdag is niet meer beschikbaar");
    await expect(place).toBeEnabled();

    answer = { status: 409, body: { failed: true, message: "Conflict", data: [] } };
    await place.click();
    await expect(page.getByTestId("checkout-notice")).toContainText("Je winkelwagen is intussen gewijzigd, controleer je bestelling");

    // The error of the other step shows at its field there.
    answer = { status: 422, body: { failed: true, message: "Je bestelling is nog niet compleet", data: [{ field: "deliveryDay", errorMessage: "Deze bezorgdag is niet meer beschikbaar" }] } };
    await place.click();
    await page.getByTestId("error-summary").getByRole("link", { name: "Bij Bezorgen" }).click();
    await expect(page).toHaveURL(/\/bestellen\/bezorgen\/$/);
    await expect(page.getByRole("alert").filter({ hasText: "Deze bezorgdag is niet meer beschikbaar" })).toBeVisible();
  });

  test("the same Idempotency-Key goes with a retry after a failure", async ({ page }) => {
    await addAndCheckOut(page, products.pickUp);
    await fillContact(page);
    await fillDutchAddress(page);
    await toDelivery(page);
    await page.getByRole("radio", { name: /^Afhalen in Zoeterwoude/ }).check();
    await expect(page.getByTestId("pick-up-point")).toBeVisible();
    await toPayment(page);
    await page.getByTestId("payment-methods").getByRole("radio", { name: "Pinnen bij afhalen" }).check();
    await page.getByRole("checkbox", { name: /Ik ga akkoord met de algemene voorwaarden/ }).check();
    const keys: string[] = [];
    let fail = true;
    await page.route("**/api/carts/*/", async (route) => {
      const key = route.request().headers()["idempotency-key"];
      if (route.request().method() !== "PUT" || !key) return route.continue();
      keys.push(key);
      if (fail) {
        fail = false;
        return route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ failed: true, message: "Internal Server Error", data: [] }) });
      }
      return route.continue();
    });
    const place = page.getByRole("button", { name: "Bestelling plaatsen en betalen" });
    await place.click();
    await expect(page.getByTestId("checkout-notice")).toContainText("Je bestelling is niet geplaatst");
    await place.click();
    await expect(page).toHaveURL(/\/bestelling\/[^/]+\/$/);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
