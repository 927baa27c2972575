import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { E2E_DATA_DIR } from "../../playwright.config";
import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";
import { placeOrderWith } from "./place-order";

/**
 * The invoice as a customer meets it (issue 20, point 6): once the payment is
 * in, "betaling ontvangen" carries the PDF, and the order page offers
 * "Download factuur (pdf)", which saves factuur-<number>.pdf. The invoice's
 * every field is read back in tests/integration/invoices.test.ts.
 */

/** The raw .eml of the shop's "betaling ontvangen" mail about an order, once written. */
function paymentMail(orderRef: string): string | null {
  const directory = path.join(E2E_DATA_DIR, "mail");
  if (!existsSync(directory)) return null;
  const file = readdirSync(directory).find((name) => name.includes(orderRef) && name.includes("betaling-ontvangen"));
  return file ? readFileSync(path.join(directory, file), "utf8") : null;
}

test("paid: the mail carries the invoice PDF and the order page downloads it", async ({ page }) => {
  const { orderRef, paymentUrl } = await placeOrderWith(page.request, {
    idempotencyPrefix: "invoice",
    paymentMethod: "ideal",
    customer: { firstName: "Femke", lastName: "Faber", emailAddress: "femke@example.nl" },
  });
  await page.goto(`/bestelling/${orderRef}/`);
  await expect(page.getByRole("link", { name: "Download factuur (pdf)" })).toHaveCount(0);

  await page.goto(paymentUrl!);
  await page.getByRole("button", { name: "Betaling goedkeuren" }).click();
  await expect(page).toHaveURL(/\/bestelling\/\d{8}\/\?token=[\w.-]+$/);

  // The outbox sends the mail in a quiet moment; the invoice is issued with it.
  await expect.poll(() => paymentMail(orderRef) ?? "", { timeout: 40_000 }).toMatch(/Content-Type: application\/pdf; name=factuur-\d{4}-\d{6}\.pdf/);
  const invoiceNumber = paymentMail(orderRef)!.match(/name=factuur-(\d{4}-\d{6})\.pdf/)![1]!;

  await page.reload();
  const link = page.getByRole("link", { name: "Download factuur (pdf)" });
  await expect(link).toBeVisible();
  await expect(page.getByText(`Factuurnummer ${invoiceNumber}`)).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(`factuur-${invoiceNumber}.pdf`);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
});
