import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { E2E_DATA_DIR } from "../../playwright.config";
import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";
import { signInAsStaff } from "./sign-in";

/**
 * Newsletter campaigns (issue 23, point 5): an admin writes a campaign with a
 * product from the catalogue, previews it, sends a test and sends it; the mail
 * reaches a confirmed subscriber (an .eml file under DATA_DIR/mail), and its
 * open pixel and a tracked click show in the campaign's counts. The back
 * office's screen is axe-clean at 1280 pixels.
 */

/** Every part of an .eml, quoted-printable and base64 undone. */
function decoded(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((match) => Buffer.from(match[1]!.replace(/\s+/g, ""), "base64").toString("utf8"));
  return [qp, ...base64Parts].join("\n");
}

/** The mail to `address` whose subject has `subject` in it. */
async function mailTo(address: string, subject: string): Promise<string> {
  const directory = path.join(E2E_DATA_DIR, "mail");
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = existsSync(directory) ? readdirSync(directory) : [];
        found = files.map((name) => readFileSync(path.join(directory, name), "utf8")).find((mail) => mail.includes(`To: ${address}`) && decoded(mail).includes(subject));
        return found !== undefined;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return decoded(found!);
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.nl`;

test.describe("newsletter campaigns", () => {
  test.setTimeout(240_000);

  test("an admin writes a campaign with a product, previews, tests and sends it; the mail arrives and its open and click are counted", async ({ page }) => {
    // A confirmed subscriber, through the double opt-in as a shopper makes one.
    const reader = unique("lezer");
    expect((await page.request.post("/api/newsletter-subscribers/", { data: { emailAddress: reader } })).status()).toBe(202);
    const confirmation = await mailTo(reader, "Bevestig je aanmelding");
    const token = /\/nieuwsbrief\/bevestigen\/\?token=([\w.-]+)/.exec(confirmation)![1]!;
    expect((await page.request.post("/api/newsletter-subscribers/", { data: { token } })).status()).toBe(200);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsStaff(page);
    await page.goto("/beheer/newsletters");
    await page.getByRole("link", { name: /Nieuw|Maak/ }).first().click();

    const subject = `Winteraanbiedingen ${Date.now()}`;
    // Required fields carry an asterisk in their label: find them by their accessible name.
    await page.getByRole("textbox", { name: "Onderwerp", exact: true }).fill(subject);
    await page.getByRole("textbox", { name: /Voorregel/ }).fill("Nu scherp geprijsd");
    await page.getByRole("textbox", { name: "Kop", exact: true }).fill("Warm de winter in");
    await page.getByRole("button", { name: "Toevoegen" }).click();
    await page.getByRole("combobox", { name: "Soort blok" }).nth(1).click();
    await page.getByRole("option", { name: "Producten" }).click();
    const picker = page.getByRole("combobox", { name: "Producten uit de catalogus" });
    await picker.click();
    const option = page.getByRole("option").first();
    await expect(option).toBeVisible({ timeout: 20_000 });
    const productLabel = (await option.textContent())!.trim();
    await option.click();
    await page.getByRole("button", { name: "Opslaan" }).click();

    // The campaign's screen: its counts, the preview of the mail with the product, a test and the send.
    await expect(page.getByRole("heading", { name: subject, level: 1 })).toBeVisible({ timeout: 20_000 });
    const preview = page.frameLocator('iframe[title="Voorbeeld van de nieuwsbrief"]');
    await expect(preview.getByText("Warm de winter in")).toBeVisible();
    // The option reads "<number> <brand> <model>"; the mail names the product by its model at least.
    const productName = productLabel.split(/\s+/).slice(-2).join(" ");
    await expect(preview.getByText(productName).first()).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const tester = unique("test");
    await page.getByLabel("E-mailadres voor de test").fill(tester);
    await page.getByRole("button", { name: "Testmail versturen" }).click();
    await expect(page.getByText(`Testmail verstuurd naar ${tester}`)).toBeVisible();
    const test = await mailTo(tester, `[Test] ${subject}`);
    expect(test).toContain(productName);

    await page.getByRole("button", { name: "Versturen naar alle abonnees" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Versturen naar alle abonnees" }).click();
    await expect(page.getByText(/De nieuwsbrief wordt verstuurd naar \d+ abonnee/)).toBeVisible();

    // The job queue sends it: the subscriber's mail, with the product, the way off the list and the counter's links.
    const mail = await mailTo(reader, subject);
    expect(mail).toContain(productName);
    expect(mail).toMatch(/List-Unsubscribe:\s*<[^>]*\/nieuwsbrief\/afmelden\/\?token=/);
    expect(mail).toMatch(/List-Unsubscribe-Post:\s*List-Unsubscribe=One-Click/);
    const pixel = /src="https?:\/\/[^/"]+(\/api\/newsletters\/\d+\/[\w.-]+\/)"/.exec(mail)![1]!;
    const link = /href="https?:\/\/[^/"]+(\/api\/newsletters\/\d+\/[\w.-]+\/\?link=0)"/.exec(mail)![1]!;
    const opened = await page.request.get(pixel);
    expect(opened.status()).toBe(200);
    expect(opened.headers()["content-type"]).toBe("image/gif");
    const clicked = await page.request.get(link, { maxRedirects: 0 });
    expect(clicked.status()).toBe(302);

    await expect
      .poll(
        async () => {
          await page.reload();
          return [await page.locator('[data-count="opened"]').textContent(), await page.locator('[data-count="clicked"]').textContent(), await page.locator('[data-count="queued"]').textContent()];
        },
        { timeout: 60_000 },
      )
      .toEqual(["1", "1", "0"]);
    await expect(page.getByText("Verstuurd", { exact: true }).first()).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
