import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { type APIRequestContext, type Page } from "@playwright/test";

import { E2E_DATA_DIR } from "../../playwright.config";
import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";
import { placeOrderWith } from "./place-order";

/**
 * The order after checkout as a shopper meets it (issue 19 points 1, 4, 5, 6;
 * decisions §10): no mail while paying, "betaling ontvangen" once paid, the
 * take-back of the old appliance on the page and in the mail, a withdrawal that
 * changes the page, and a cancelled payment that neither thanks nor promises a
 * day. The order is placed through the API with the browser's own session, as
 * the checkout does (its screens are checkout.spec.ts's); the paying happens on
 * the test provider's page.
 */

/** The mails (.eml, quoted-printable undone) the shop wrote about an order. */
function mailsAbout(orderRef: string): { subject: string; body: string }[] {
  const directory = path.join(E2E_DATA_DIR, "mail");
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => name.includes(orderRef))
    .map((name) => {
      const raw = readFileSync(path.join(directory, name), "utf8");
      const body = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return { subject: raw.match(/^Subject: (.*)$/m)?.[1] ?? "", body: Buffer.from(body, "latin1").toString("utf8") };
    });
}

/** A refrigerator for delivery to Amsterdam, the old one taken back, on the first day; answers the order and where to pay. */
const placeOrder = (request: APIRequestContext, paymentMethod: "ideal" | "banktransfer") =>
  placeOrderWith(request, {
    idempotencyPrefix: "order-mails",
    paymentMethod,
    customer: { firstName: "Fleur", lastName: "de Boer", emailAddress: "fleur@example.nl" },
    choices: { takeRetour: true, floor: 2, elevator: true },
  });

async function pay(page: Page, paymentUrl: string, choice: "Betaling goedkeuren" | "Annuleren") {
  await page.goto(paymentUrl);
  await page.getByRole("button", { name: choice }).click();
  await expect(page).toHaveURL(/\/bestelling\/\d{8}\/\?token=[\w.-]+$/);
}

test.describe("the order's mails and states", () => {
  test("iDEAL: no mail while paying; after approving, the page says paid and 'betaling ontvangen' arrives once, with the take-back", async ({ page }) => {
    const { orderRef, paymentUrl } = await placeOrder(page.request, "ideal");
    // Give the outbox its quiet moment (and a look at the order page, which also wakes it): still no mail.
    await page.goto(`/bestelling/${orderRef}/`);
    await expect(page.getByRole("heading", { level: 1, name: "We wachten op je betaling" })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(mailsAbout(orderRef)).toEqual([]);

    await pay(page, paymentUrl!, "Betaling goedkeuren");
    await expect(page.getByRole("heading", { level: 1, name: "Bedankt voor je bestelling, Fleur!" })).toBeVisible();
    await expect(page.getByTestId("payment-status")).toHaveText("Betaald");
    await expect(page.getByTestId("delivery-take-back")).toHaveText("Oud apparaat meenemen: ja, gratis (oud-voor-nieuw)");
    await expect(page.getByTestId("delivery-floor")).toHaveText("Verdieping: 2e verdieping, met lift");
    await expect(page.getByText("Je bestelling staat voor je klaar")).toHaveCount(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await expect.poll(() => mailsAbout(orderRef).map((mail) => mail.subject)).toEqual([`Betaling ontvangen voor je bestelling ${orderRef}`]);
    const [mail] = mailsAbout(orderRef);
    expect(mail!.body).toContain("Oud apparaat meenemen: ja, gratis (oud-voor-nieuw)");
    expect(mail!.body).not.toMatch(/nog niet ontvangen/);
    // Another look at the page sends nothing more.
    await page.reload();
    await page.waitForTimeout(1000);
    expect(mailsAbout(orderRef)).toHaveLength(1);
  });

  test("a cancelled payment: no thanks and no delivery promise, but 'Betaal alsnog' until a stated moment", async ({ page }) => {
    const { orderRef, paymentUrl } = await placeOrder(page.request, "ideal");
    await pay(page, paymentUrl!, "Annuleren");
    await expect(page.getByRole("heading", { level: 1, name: "Je betaling is niet gelukt" })).toBeVisible();
    await expect(page.getByText(/Bedankt/)).toHaveCount(0);
    await expect(page.getByTestId("order-state")).toContainText(/Je betaling met iDEAL is niet gelukt\. We houden je bestelling tot \w+ \d{1,2} \w+ \d{4} om \d{2}:\d{2} voor je vast/);
    await expect(page.getByTestId("delivery-moment")).toHaveText(/^Je koos: Bezorging op/);
    await expect(page.getByText("tijdvak van 2 uur")).toHaveCount(0);
    await expect(page.getByText("Je bestelling staat voor je klaar")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Betaal alsnog" })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(mailsAbout(orderRef)).toEqual([]);

    // Paying after all still works, for the same order.
    await page.getByRole("button", { name: "Betaal alsnog" }).click();
    await page.getByRole("button", { name: "Betaling goedkeuren" }).click();
    await expect(page.getByTestId("payment-status")).toHaveText("Betaald");
    await expect.poll(() => mailsAbout(orderRef).map((mail) => mail.subject)).toEqual([`Betaling ontvangen voor je bestelling ${orderRef}`]);
  });

  test("a withdrawal before delivery: the page no longer promises the day, and the mail asks nothing back", async ({ page }) => {
    const { orderRef } = await placeOrder(page.request, "banktransfer");
    await page.goto(`/bestelling/${orderRef}/`);
    await expect(page.getByTestId("delivery-moment")).toHaveText(/^Je koos: Bezorging op/);
    await expect(page.getByTestId("delivery-take-back")).toHaveText("Oud apparaat meenemen: ja, gratis (oud-voor-nieuw)");
    await expect.poll(() => mailsAbout(orderRef).map((mail) => mail.subject)).toEqual([`We hebben je bestelling ${orderRef} ontvangen`]);
    expect(mailsAbout(orderRef)[0]!.body).toContain("Oud apparaat meenemen: ja, gratis (oud-voor-nieuw)");

    await page.getByRole("link", { name: "Herroep je aankoop hier" }).click();
    await page.getByRole("button", { name: "Ja, herroep mijn aankoop" }).click();
    await expect(page.getByRole("status")).toContainText("Je herroeping is ontvangen op");
    await page.goto(`/bestelling/${orderRef}/`);
    await expect(page.getByRole("heading", { level: 1, name: "Je hebt deze bestelling herroepen" })).toBeVisible();
    await expect(page.getByTestId("delivery-moment")).toHaveText("Deze bestelling wordt niet bezorgd.");
    await expect(page.getByText(/Bezorging op/)).toHaveCount(0);
    await expect(page.getByText("tijdvak van 2 uur")).toHaveCount(0);
    await expect(page.getByTestId("payment-status")).toHaveText("Herroepen");
    await expect(page.getByRole("link", { name: "Bekijk rekeningnummer en betalingskenmerk" })).toHaveCount(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const withdrawal = mailsAbout(orderRef).find((mail) => mail.subject.includes("herroeping"));
    expect(withdrawal!.body).toContain("we bezorgen haar niet, en je hoeft niets terug te sturen");
    expect(withdrawal!.body).not.toContain("Stuur de artikelen");
  });
});
