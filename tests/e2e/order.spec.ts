import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { type Page } from "@playwright/test";

import { E2E_DATA_DIR } from "../../playwright.config";
import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";
import { placeOrderThroughApi } from "./place-order";

/**
 * After the order: the order page and the withdrawal function of decisions §7
 * ("Herroep je aankoop hier", a confirmation step, a timestamped e-mail). The
 * order is placed through the API with the browser's own session, as the
 * checkout does; the checkout's own screens have their tests in checkout.spec.ts.
 */
const placeOrderInBrowser = (page: Page) => placeOrderThroughApi(page.request, "order-spec");

function mailFiles(fragment: string): string[] {
  const directory = path.join(E2E_DATA_DIR, "mail");
  return existsSync(directory) ? readdirSync(directory).filter((name) => name.includes(fragment)).map((name) => readFileSync(path.join(directory, name), "utf8")) : [];
}

test.describe("after the order", () => {
  test("the order page shows a bank transfer as pending, with the way to the payment details", async ({ page }) => {
    const orderRef = await placeOrderInBrowser(page);
    await page.goto(`/bestelling/${orderRef}/`);
    await expect(page.getByTestId("order-ref")).toHaveText(orderRef);
    await expect(page.getByTestId("payment-status")).toHaveText("Betaling volgt");
    await expect(page.getByText(/binnen 7 dagen over/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Bekijk rekeningnummer en betalingskenmerk" })).toHaveAttribute("href", /^\/betalen\/test\/tst_/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test("another browser without the e-mail's link gets the shop's 404 page, as for an order that does not exist", async ({ page, browser }) => {
    const orderRef = await placeOrderInBrowser(page);
    const stranger = await browser.newContext();
    const elsewhere = await stranger.newPage();
    for (const path of [`/bestelling/${orderRef}/`, `/bestelling/${orderRef}/herroepen/`, `/bestelling/${orderRef}/?token=vervalst`]) {
      const response = await elsewhere.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(elsewhere.getByRole("heading", { level: 1, name: "Deze pagina bestaat niet (meer)" })).toBeVisible();
      await expect(elsewhere.getByTestId("order-ref")).toHaveCount(0);
    }
    const missing = await elsewhere.goto(`/bestelling/${Number(orderRef) + 100000}/`);
    expect(missing?.status()).toBe(404);
    await stranger.close();
  });

  test("Herroep je aankoop hier: a confirmation step, then the moment on screen and in a mail", async ({ page }) => {
    const orderRef = await placeOrderInBrowser(page);
    await page.goto(`/bestelling/${orderRef}/`);
    await page.getByRole("link", { name: "Herroep je aankoop hier" }).click();
    await expect(page).toHaveURL(new RegExp(`/bestelling/${orderRef}/herroepen/`));
    await expect(page.getByRole("heading", { name: "Weet je zeker dat je deze aankoop wilt herroepen?" })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // Nothing happens before the confirmation.
    expect(mailFiles(orderRef).filter((mail) => /^Subject: .*herroep/im.test(mail))).toHaveLength(0);
    await page.getByRole("button", { name: "Ja, herroep mijn aankoop" }).click();
    const confirmation = page.getByRole("status");
    await expect(confirmation).toContainText(/Je herroeping is ontvangen op \w+ \d{1,2} \w+ \d{4} om \d{2}:\d{2}/);
    const moment = (await confirmation.innerText()).match(/om (\d{2}:\d{2})/)![1]!;
    // The mail states the same moment.
    await expect.poll(() => mailFiles(orderRef).filter((mail) => /^Subject: .*herroep/im.test(mail)).length).toBe(1);
    const mail = mailFiles(orderRef).find((each) => /^Subject: .*herroep/im.test(each))!.replace(/=\r?\n/g, "");
    expect(mail).toContain(moment);
    // Back on the order page the withdrawal is recorded, and cannot be done twice.
    await page.goto(`/bestelling/${orderRef}/`);
    await expect(page.getByText(/Je hebt deze aankoop herroepen op/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Herroep je aankoop hier" })).toHaveCount(0);
  });
});
