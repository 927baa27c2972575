import { chromium } from "playwright";
const base = process.env.BASE ?? "http://127.0.0.1:3921";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
for (const scheme of ["light", "dark"]) {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, locale: "nl-NL" });
    const page = await context.newPage();
    await page.goto(`${base}/offerte-aanvragen/?keuken=12`);
    await page.waitForLoadState("networkidle");
    for (const [index, y] of [0, 850, 1700, 2550].entries()) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(150);
      await page.screenshot({ path: `/tmp/qr-shots/form-${scheme}-${width}-${index}.png` });
    }
    await page.getByRole("button", { name: "Offerte aanvragen" }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/qr-shots/errors-${scheme}-${width}-focus.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await page.screenshot({ path: `/tmp/qr-shots/errors-${scheme}-${width}-top.png` });
    await page.evaluate(() => window.scrollTo(0, 1900));
    await page.waitForTimeout(150);
    await page.screenshot({ path: `/tmp/qr-shots/errors-${scheme}-${width}-contact.png` });
    await page.getByLabel("Wat wil je?").fill("Een lichte keuken met inductie.");
    await page.getByLabel("Postcode").fill("2382 AS");
    await page.getByLabel("Huisnummer en toevoeging").fill("300");
    await page.getByLabel("Straat").fill("Rijndijk");
    await page.getByLabel("Plaats", { exact: true }).fill("Zoeterwoude");
    await page.getByLabel("Voornaam").fill("Sanne");
    await page.getByLabel("Achternaam").fill("de Vries");
    await page.getByLabel("E-mailadres", { exact: true }).fill("sanne@voorbeeld.nl");
    await page.getByLabel("Telefoonnummer").fill("071 760 00 00");
    await page.getByLabel("Voeg foto's of een plattegrond toe (optioneel)").setInputFiles([{ name: "keuken.png", mimeType: "image/png", buffer: PNG }, { name: "plattegrond.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n") }]);
    await page.waitForTimeout(300);
    await page.locator("fieldset").last().screenshot({ path: `/tmp/qr-shots/files-${scheme}-${width}.png` });
    await page.getByRole("button", { name: "Offerte aanvragen" }).click();
    await page.getByTestId("quote-request-done").waitFor();
    await page.screenshot({ path: `/tmp/qr-shots/done-${scheme}-${width}.png` });
    await context.close();
  }
}
await browser.close();
console.log("done");
