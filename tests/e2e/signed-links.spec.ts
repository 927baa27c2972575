import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { E2E_DATA_DIR } from "../../playwright.config";
import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";
import { placeOrderWith } from "./place-order";
import { signInAsStaff } from "./sign-in";

/**
 * A link to an order that no longer works (decisions §14), as its customer meets
 * it: staff revoked the link of the confirmation mail, so opening it shows
 * "Deze link is verlopen" (never the order, never another page); "Stuur me een
 * nieuwe link" mails a new link to the order's address, and that link opens
 * the order. The mails are read where the shop writes them (DATA_DIR/mail).
 */

/** The mails (.eml, quoted-printable undone) the shop wrote about an order, oldest first. */
function mailsAbout(orderRef: string): { subject: string; body: string }[] {
  const directory = path.join(E2E_DATA_DIR, "mail");
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => name.includes(orderRef))
    .sort()
    .map((name) => {
      const raw = readFileSync(path.join(directory, name), "utf8");
      const body = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return { subject: raw.match(/^Subject: (.*)$/m)?.[1] ?? "", body: Buffer.from(body, "latin1").toString("utf8") };
    });
}

const linkIn = (body: string, orderRef: string) => new RegExp(`/bestelling/${orderRef}/\\?token=[\\w.-]+`).exec(body)?.[0];

test("an expired order link says so, mails a new link on request, and the new link opens the order", async ({ page, browser }) => {
  const { orderRef } = await placeOrderWith(page.request, {
    idempotencyPrefix: "signed-links",
    customer: { firstName: "Lieke", lastName: "Link", emailAddress: "lieke@example.nl" },
  });
  await expect.poll(() => mailsAbout(orderRef).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const oldLink = linkIn(mailsAbout(orderRef)[0]!.body, orderRef)!;
  expect(oldLink).toBeTruthy();

  // Staff revoke the link (the back office's "Link intrekken"): the confirmation mail's link is dead at once.
  await signInAsStaff(page);
  const revoked = await page.request.post(`/api/orders/${orderRef}/link-revocation/`, { data: {}, headers: { origin: new URL(page.url()).origin } });
  expect(revoked.status()).toBe(200);
  await expect.poll(() => mailsAbout(orderRef).length).toBe(2);

  // The customer, on another device (no session, no staff), opens the old link: the page says so where the link points, no redirect.
  const origin = new URL(page.url()).origin;
  const customer = await browser.newPage();
  await customer.goto(`${origin}${oldLink}`);
  await expect(customer.getByRole("heading", { level: 1, name: "Deze link is verlopen" })).toBeVisible();
  await expect(customer).toHaveURL(`${origin}${oldLink}`);
  await expect(customer.getByText("Damrak")).toHaveCount(0);
  expect(await seriousAccessibilityViolations(customer)).toEqual([]);

  await customer.getByRole("button", { name: "Stuur me een nieuwe link" }).click();
  await expect(customer.getByRole("status")).toContainText("sturen we een nieuwe link");
  await expect.poll(() => mailsAbout(orderRef).filter((mail) => mail.body.includes("Je vroeg om een nieuwe link")).length).toBe(1);
  const renewal = mailsAbout(orderRef).find((mail) => mail.body.includes("Je vroeg om een nieuwe link"))!;
  expect(renewal.subject).toBe(`Je nieuwe link voor bestelling ${orderRef}`);

  await customer.goto(`${origin}${linkIn(renewal.body, orderRef)!}`);
  await expect(customer.getByRole("heading", { level: 1 })).not.toHaveText("Deze link is verlopen");
  await expect(customer.getByText(orderRef).first()).toBeVisible();
  await customer.close();
});
