/*
 * Issue 22: the customer orders exactly the quote. A sent quote is made as
 * staff would have sent it (building offers is the back office's): the
 * browser tests' server keeps its embedded database to itself, so this test
 * runs a shop of its own on E2E_PORT + 3, inserts the quotes with the shop
 * stopped (as a script would), and starts it again. Then, at 375 and 1280 px:
 * the quote mail's signed link, "Bestel deze offerte", the cart in quote mode,
 * checkout with a delivery week, paying with the test provider, and the order
 * page naming the quote's discount. axe on every page.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";

import { DEVELOPMENT_SESSION_SECRET } from "@/config/env";
import { openPglite } from "@/server/db/client";
import { signQuoteToken } from "@/server/quote-links/quote-token";

import { E2E_PORT, PDOK_PORT, VIES_PORT } from "../../playwright.config";
import { seriousAccessibilityViolations } from "./axe";
import { expect, test } from "./fixtures";

const QUOTE_PORT = E2E_PORT + 3;
const QUOTE_DATA_DIR = "./data/e2e-quote-order";
const BASE = `http://127.0.0.1:${QUOTE_PORT}`;

async function startShop(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: {
      ...process.env,
      PORT: String(QUOTE_PORT),
      HOSTNAME: "127.0.0.1",
      DATA_DIR: QUOTE_DATA_DIR,
      DATABASE_URL: "",
      REDIS_URL: "",
      SMTP_URL: "",
      SEED_PRODUCTS: "200",
      NEXT_TELEMETRY_DISABLED: "1",
      RATE_LIMIT_EXEMPT_ADDRESSES: "127.0.0.1,::1,::ffff:127.0.0.1",
      PAYMENT_PROVIDER: "test",
      ADDRESS_LOOKUP_URL: `http://127.0.0.1:${PDOK_PORT}/bzk/locatieserver/search/v3_1`,
      VIES_URL: `http://127.0.0.1:${VIES_PORT}/taxation_customs/vies/rest-api`,
    },
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`start did not finish:\n${output}`)), 600_000);
    child.stdout!.on("data", () => {
      if (output.includes("✓ Stekker draait")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`start ended with ${code}:\n${output}`)));
  });
  return child;
}

async function stopShop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.removeAllListeners("exit");
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/**
 * Two sent kitchen quotes (one per width), each of two built-in appliances in
 * stock: one with an item discount, and € 250 off the whole. Answers their numbers.
 */
async function insertSentQuotes(): Promise<string[]> {
  const handle = await openPglite(path.join(QUOTE_DATA_DIR, "pglite"));
  try {
    const client = (handle.db as unknown as { $client: { query: (query: string, parameters?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> } }).$client;
    const { rows } = await client.query(
      `select product_id from products where not expired and stock >= 5 and price_cents > 40000 order by product_id limit 2`,
    );
    const [first, second] = rows.map((row) => Number(row.product_id));
    await client.query(`update products set make_amends_discount_cents = 10000 where product_id = any($1::int[])`, [[first, second]]);
    const none = { assembly: false, extraService: false, extraWarranty: false, pickUpDiscount: false };
    const lines = [
      { productId: first, combinationId: null, qty: 1, itemDiscounts: { makeAmends: 5000 }, options: none },
      { productId: second, combinationId: null, qty: 1, itemDiscounts: {}, options: none },
    ];
    const request = {
      kind: "kitchen", kitchenId: null, firstName: "Anna", lastName: "de Vries", emailAddress: "anna@example.nl", phoneNumber: "071 123 45 67",
      company: false, companyName: null, postalCode: "2311 GJ", houseNumber: "73", street: "Rapenburg", city: "Leiden", country: "NL",
      preferredWeek: null, measurements: "Wand van 360 cm, plafond 260 cm.", wishes: "Een witte greeploze keuken met inductie.",
    };
    const validUntil = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const ids: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const inserted = await client.query(
        `insert into quotes (quote_id, session_id, status, request, items, discount_total_cents, valid_until, customer_note, sent_at)
         values (nextval('quote_id_seq')::text, 'een-andere-sessie', 'sent', $1::jsonb, $2::jsonb, 25000, $3::date, $4, now()) returning quote_id`,
        [JSON.stringify(request), JSON.stringify(lines), validUntil, "De montage plannen we samen met je in de week die je kiest."],
      );
      const quoteId = String(inserted.rows[0]!.quote_id);
      await client.query(`insert into quote_status_changes (quote_id, at, from_status, to_status, actor) values ($1, now(), 'draft', 'sent', 'staff')`, [quoteId]);
      ids.push(quoteId);
    }
    return ids;
  } finally {
    await handle.close();
  }
}

async function expectAxeClean(page: Page) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

let shop: ChildProcess | null = null;
let quoteIds: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(900_000);
  rmSync(QUOTE_DATA_DIR, { recursive: true, force: true });
  // The first start migrates and seeds; the quotes go in with the shop stopped.
  shop = await startShop();
  await stopShop(shop);
  quoteIds = await insertSentQuotes();
  shop = await startShop();
});

test.afterAll(async () => {
  if (shop) await stopShop(shop);
  shop = null;
});

for (const [index, width] of [375, 1280].entries()) {
  test(`at ${width} px: the quote's link, 'Bestel deze offerte', the cart in quote mode, checkout with a week, paid, and the order shows the quote's discount`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const quoteId = quoteIds[index]!;
    const token = signQuoteToken(quoteId, process.env.SESSION_SECRET || DEVELOPMENT_SESSION_SECRET);

    // The mail's link opens the quote on a device without the session that asked.
    await page.goto(`${BASE}/offerte/${quoteId}/?token=${token}`);
    await expect(page.getByRole("heading", { level: 1, name: `Offerte ${quoteId}` })).toBeVisible();
    await expect(page.getByTestId("quote-valid-until")).toContainText("Geldig tot en met");
    await expect(page.getByTestId("quote-discount")).toContainText(/250,(00|-)/);
    await expect(page.getByTestId("quote-line-discount")).toContainText(/50,(00|-)/);
    await expect(page.getByTestId("quote-note")).toContainText("De montage plannen we samen");
    await expect(page.getByTestId("quote-pdf")).toHaveAttribute("href", `/api/quotes/${quoteId}/pdf/?token=${token}`);
    await expectAxeClean(page);

    await page.getByRole("button", { name: "Bestel deze offerte" }).click();
    await expect(page).toHaveURL(/\/winkelwagen\/$/);
    await expect(page.getByTestId("quote-banner")).toContainText(`Je bestelt offerte ${quoteId}.`);
    await expect(page.getByTestId("total-discountExtra")).toContainText("Offertekorting");
    await expect(page.getByTestId("quote-differences")).toHaveCount(0);
    await expectAxeClean(page);

    await page.getByRole("link", { name: "Verder naar bestellen" }).click();
    await expect(page).toHaveURL(/\/bestellen\/gegevens\/$/);
    await page.getByLabel("Voornaam").fill("Anna");
    await page.getByLabel("Achternaam").fill("de Vries");
    await page.getByLabel(/^E-mailadres/).fill("anna@example.nl");
    await page.getByLabel("Telefoonnummer").fill("071 123 45 67");
    await page.getByLabel("Postcode").fill("2311gj");
    await page.getByLabel("Huisnummer").fill("73");
    await expect(page.getByTestId("shipping-address-found")).toContainText("Rapenburg 73, 2311 GJ Leiden");
    await page.getByRole("button", { name: "Verder naar bezorgen" }).click();
    await expect(page).toHaveURL(/\/bestellen\/bezorgen\/$/);

    // A kitchen: the week is the normal choice, its first week chosen already.
    const weeks = page.getByTestId("delivery-weeks");
    await expect(weeks.getByRole("radio").first()).toBeChecked();
    const weekLabel = ((await weeks.locator("label").first().textContent()) ?? "").trim();
    const floor = page.getByLabel("Op welke verdieping bezorgen we?");
    if (await floor.count()) await floor.selectOption("0");
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Verder naar betalen" }).click();
    await expect(page).toHaveURL(/\/bestellen\/betalen\/$/);
    await expect(page.getByTestId("order-review")).toContainText(`Bezorgweek: ${weekLabel.split(" (")[0]!}`);
    await expectAxeClean(page);

    await page.getByTestId("payment-methods").getByRole("radio", { name: "iDEAL" }).check();
    await page.getByRole("checkbox", { name: /Ik ga akkoord met de algemene voorwaarden/ }).check();
    await page.getByRole("button", { name: "Bestelling plaatsen en betalen" }).click();
    await expect(page.getByText("Testmodus")).toBeVisible();
    await page.getByRole("button", { name: "Betaling goedkeuren" }).click();
    await expect(page).toHaveURL(/\/bestelling\/\d{8}\/\?token=[\w-]+$/);
    const orderRef = new URL(page.url()).pathname.split("/")[2]!;
    await expect(page.getByTestId("order-total-discountExtra")).toContainText(`Offertekorting (offerte ${quoteId})`);
    await expect(page.getByTestId("order-total-discountExtra")).toContainText(/300,(00|-)/);
    await expectAxeClean(page);

    // The quote is ordered now: its page says so and leads to the order.
    await page.goto(`${BASE}/offerte/${quoteId}/?token=${token}`);
    await expect(page.getByTestId("quote-state")).toContainText(`bestelling ${orderRef}`);
    await expect(page.getByRole("button", { name: "Bestel deze offerte" })).toHaveCount(0);
  });
}
