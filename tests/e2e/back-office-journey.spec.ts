import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { type APIRequestContext, type Page } from "@playwright/test";

import { E2E_ADMIN, E2E_DATA_DIR } from "../../playwright.config";
import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";
import { placeOrderWith } from "./place-order";

/**
 * Issue 20's acceptance in the browser: staff sign in, find today's pick-ups,
 * hand one over (the customer's mail is written), refund part of a paid
 * order, enter a phone order and download its invoice; at 1280 and 768 px,
 * with no serious or critical axe violation on any back-office screen. It
 * needs every part of issue 20 (the orders API, the transitions, refunds, the
 * non-web orders and invoices) and runs once they are merged.
 */

/** The mails (.eml) the shop wrote about an order, by subject. */
function mailSubjectsAbout(orderRef: string): string[] {
  const directory = path.join(E2E_DATA_DIR, "mail");
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => name.includes(orderRef))
    .map((name) => readFileSync(path.join(directory, name), "utf8").match(/^Subject: (.*)$/m)?.[1] ?? "");
}

/** A pick-up order paid at the desk: a product that can be collected, taken with the pick-up discount (the cart's way to choose pick-up); with the day it can be collected. */
async function placePickUpOrder(request: APIRequestContext): Promise<{ orderRef: string; pickUpDay: string | null }> {
  await request.get("/api/app-state/");
  const listing = (await (await request.get("/api/products/?category=koelkasten&pageSize=48")).json()) as { data: { items: { productId: number; inStock: boolean }[] } };
  for (const candidate of listing.data.items.filter((item) => item.inStock)) {
    const product = (await (await request.get(`/api/products/${candidate.productId}/`)).json()) as { data: { pickUpDiscountPrice: number | null } };
    if (product.data.pickUpDiscountPrice === null) continue;
    const created = await request.post("/api/carts/", {
      data: {
        items: { [candidate.productId]: { qty: 1, options: { pickUpDiscount: true } } },
        firstName: "Ilse",
        lastName: "Afhaal",
        emailAddress: "ilse@example.nl",
        phoneNumber: "0612345678",
        shippingStreet: "Damrak",
        shippingHouseNumber: "1",
        shippingPostalCode: "1012 LG",
        shippingCity: "Amsterdam",
        shippingCountry: "NL",
      },
    });
    const cart = ((await created.json()) as { data: { cartId: string; version: number; deliveryType: string } }).data;
    expect(cart.deliveryType).toBe("pickUp");
    const placed = await request.put(`/api/carts/${cart.cartId}/`, {
      headers: { "idempotency-key": `journey-pick-up-${Date.now()}-${Math.floor(Math.random() * 1e9)}` },
      data: { version: cart.version, acceptedTermsAndConditions: true, paymentMethod: "pinOnPickup" },
    });
    expect(placed.status()).toBe(200);
    const orderRef = ((await placed.json()) as { data: { orderRef: string } }).data.orderRef;
    const order = (await (await request.get(`/api/orders/${orderRef}/`)).json()) as { data: { pickUpDay: string | null } };
    return { orderRef, pickUpDay: order.data.pickUpDay };
  }
  throw new Error("Geen koelkast die afgehaald kan worden in de demo-catalogus");
}

/** An iDEAL order, paid on the test provider's page. */
async function placePaidOrder(page: Page): Promise<string> {
  const { orderRef, paymentUrl } = await placeOrderWith(page.request, { idempotencyPrefix: "journey-paid", paymentMethod: "ideal", customer: { firstName: "Pim", lastName: "Betaald", emailAddress: "pim@example.nl" } });
  await page.goto(paymentUrl!);
  await page.getByRole("button", { name: "Betaling goedkeuren" }).click();
  await expect(page).toHaveURL(/\/bestelling\/\d{8}\/\?token=[\w.-]+$/);
  return orderRef;
}

/** A full page load of the back office: react-admin's first screen may take a while on a busy machine. */
const FIRST_SCREEN = { timeout: 30_000 };

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

for (const width of [1280, 768]) {
  test.describe(`the back office's day at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // A whole working day in one test: two customers' orders, four screens, a form and a download.
    test.setTimeout(180_000);

    test("staff sign in, find today's pick-ups, hand one over, refund part of a paid order, enter a phone order and download its invoice", async ({ page, browser }) => {
      // The customers' side: one pick-up order, one paid iDEAL order (their own sessions).
      const customer = await (await browser.newContext()).newPage();
      const pickUp = await placePickUpOrder(customer.request);
      const pickUpRef = pickUp.orderRef;
      const paidRef = await placePaidOrder(customer);

      // Signing in from /beheer/ comes back to /beheer/.
      await page.goto("/beheer/");
      await expect(page).toHaveURL(/\/medewerkers\/inloggen\/\?next=/);
      await page.getByLabel("E-mailadres", { exact: true }).fill(E2E_ADMIN.emailAddress);
      await page.getByLabel("Wachtwoord", { exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole("button", { name: "Inloggen" }).click();
      await expect(page).toHaveURL(/\/beheer\/$/);
      await expect(page.getByRole("heading", { level: 1, name: "Vandaag" })).toBeVisible();
      await expectNoSeriousViolations(page);

      // Today's pick-ups: the tile opens the list with that filter; the order is found by its number. An order
      // placed in the shop's last hour (from 19:00 in Zoeterwoude) is collected tomorrow: today's list leaves it out.
      await page.getByRole("link", { name: /Vandaag afhalen/ }).click();
      await expect(page).toHaveURL(/\/beheer\/orders\?filter=.*pickUpToday/);
      await expect(page.getByRole("columnheader", { name: "Ordernummer" }).or(page.getByText(/Geen Bestellingen gevonden/))).toBeVisible();
      const todayInShop = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());
      const pickUpToday = pickUp.pickUpDay === null || pickUp.pickUpDay <= todayInShop;
      await expect(page.getByRole("row").filter({ hasText: pickUpRef })).toHaveCount(pickUpToday ? 1 : 0);
      await expectNoSeriousViolations(page);
      await page.goto(`/beheer/orders?filter=${encodeURIComponent(JSON.stringify({ q: pickUpRef }))}`);
      await page.getByRole("row").filter({ hasText: pickUpRef }).click();
      await expect(page.getByRole("heading", { level: 1, name: pickUpRef })).toBeVisible();
      await expect(page.getByRole("main").getByText("Afhalen", { exact: true }).first()).toBeVisible();
      await expectNoSeriousViolations(page);

      // Hand it over: ready for pick-up, paid at the desk, given to the customer.
      await page.getByRole("button", { name: "Klaar voor afhalen" }).click();
      await expect(page.getByText("De status is bijgewerkt.")).toBeVisible();
      await page.getByRole("button", { name: "Betaling ontvangen" }).click();
      await expect(page.getByText("De betaling is vastgelegd.")).toBeVisible();
      await page.getByRole("button", { name: "Meegegeven aan klant" }).click();
      await expect(page.getByText("De status is bijgewerkt.").first()).toBeVisible();
      const history = page.getByRole("region", { name: "Geschiedenis" });
      await expect(history).toContainText("Levering: Klaar voor afhalen → Afgerond");
      await expect(history).toContainText("Beheerder");
      await expect.poll(() => mailSubjectsAbout(pickUpRef).length).toBeGreaterThan(0);

      // Refund part of the paid order: the dialog offers the whole amount; a part is sent.
      await page.goto(`/beheer/orders/${paidRef}/show`);
      await expect(page.getByRole("heading", { level: 1, name: paidRef })).toBeVisible(FIRST_SCREEN);
      await page.getByRole("button", { name: "Terugbetalen" }).click();
      const dialog = page.getByRole("dialog", { name: "Terugbetalen" });
      await expect(dialog.getByLabel("Bedrag in euro")).not.toHaveValue("");
      await expectNoSeriousViolations(page);
      await dialog.getByLabel("Bedrag in euro").fill("10,00");
      await dialog.getByLabel("Reden (optioneel)").fill("Kras op de zijkant");
      await dialog.getByRole("button", { name: "Terugbetalen" }).click();
      await expect(page.getByText("De terugbetaling is aangevraagd.")).toBeVisible();
      const refunds = page.getByRole("region", { name: "Terugbetalingen" });
      await expect(refunds).toContainText("€ 10,00");
      await expect(refunds).toContainText("Kras op de zijkant");

      // A phone order: customer, a product found by search, a delivery day, pin at the door.
      // Fields by their accessible names: a required field's label also shows " *", and the hidden shop footer has an e-mail field.
      await page.goto("/beheer/non-web/create");
      await expect(page.getByRole("heading", { name: "Klant" })).toBeVisible(FIRST_SCREEN);
      await page.getByRole("textbox", { name: "Voornaam", exact: true }).fill("Tom");
      await page.getByRole("textbox", { name: "Achternaam", exact: true }).fill("Telefoon");
      await page.getByRole("textbox", { name: "E-mailadres", exact: true }).fill("tom@example.nl");
      await page.getByRole("textbox", { name: "Telefoonnummer", exact: true }).fill("0612345678");
      await page.getByRole("textbox", { name: "Straat", exact: true }).fill("Damrak");
      await page.getByRole("textbox", { name: "Huisnummer", exact: true }).fill("1");
      await page.getByRole("textbox", { name: "Postcode", exact: true }).fill("1012 LG");
      await page.getByRole("textbox", { name: "Plaats", exact: true }).fill("Amsterdam");
      await page.getByLabel("Product zoeken").fill("koelkast");
      await page.getByRole("option").first().click();
      await page.getByLabel("Bezorgdag").click();
      await page.getByRole("option").first().click();
      await page.getByLabel("Betaalwijze").click();
      await page.getByRole("option", { name: "Pinnen bij bezorging" }).click();
      await expectNoSeriousViolations(page);
      await page.getByRole("button", { name: "Bestelling plaatsen" }).click();
      await expect(page).toHaveURL(/\/beheer\/orders\/\d+\/show/);
      const phoneRef = decodeURIComponent(page.url().match(/\/orders\/([^/]+)\/show/)![1]!);
      await expect(page.getByRole("heading", { level: 1, name: phoneRef })).toBeVisible();
      await expect(page.getByText(/via Telefoon/)).toBeVisible();

      // Its invoice: made on request, then downloaded as a PDF.
      const invoice = page.getByRole("region", { name: "Factuur" });
      await invoice.getByRole("button", { name: "Factuur maken" }).click();
      await expect(page.getByText("De factuur is gemaakt.")).toBeVisible();
      const download = page.waitForEvent("download");
      await invoice.getByRole("link", { name: "Factuur downloaden (pdf)" }).click();
      const file = await download;
      const bytes = readFileSync((await file.path())!);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    });
  });
}
