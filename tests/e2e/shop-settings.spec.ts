/**
 * Fees, thresholds and company details are settings (issue 19, decisions §2):
 * a server of its own, started with other values than the defaults, must show
 * them wherever delivery cost, a payment fee or the company is named: the
 * product page, the cart, the customer-service pages and the footer. Runs after
 * this suite's web server has built the production version, on E2E_PORT + 3
 * with a data directory of its own.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";

import { E2E_PORT } from "../../playwright.config";
import { expect, test } from "./fixtures";

const PORT = E2E_PORT + 3;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = "./data/e2e-settings";
const SETTINGS = {
  SMALL_ORDER_THRESHOLD: "75",
  SMALL_ORDER_FEE: "5.95",
  PIN_ON_DELIVERY_FEE: "2.50",
  CREDITCARD_FEE: "1.95",
  COMPANY_NAME: "Witgoed Jansen B.V.",
  COMPANY_KVK_NUMBER: "12345678",
  COMPANY_VAT_NUMBER: "NL123456789B01",
  CUSTOMER_SERVICE_EMAIL: "service@jansen.example",
  CUSTOMER_SERVICE_PHONE_BE: "+32 9 123 45 67",
};
/** Intl writes a non-breaking space after the euro sign. */
const euro = (amount: string) => new RegExp(`€\\s${amount}`);

let server: ChildProcess | null = null;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: { ...process.env, ...SETTINGS, PORT: String(PORT), HOSTNAME: "127.0.0.1", DATA_DIR, DATABASE_URL: "", REDIS_URL: "", SMTP_URL: "", SEED_PRODUCTS: "200", RATE_LIMIT_EXEMPT_ADDRESSES: "127.0.0.1,::1,::ffff:127.0.0.1" },
  });
  server = child;
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`start did not finish:\n${output}`)), 170_000);
    const listen = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes("✓ Stekker draait")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", listen);
    child.stderr?.on("data", listen);
    child.on("exit", (code) => reject(new Error(`start ended with ${code}:\n${output}`)));
  });
});

test.afterAll(async () => {
  const child = server;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.removeAllListeners("exit");
    child.on("exit", () => resolve());
    child.kill("SIGTERM");
  });
});

/** The cheapest product in stock: below the configured threshold of € 75. */
async function cheapProduct(request: import("@playwright/test").APIRequestContext) {
  const listing = (await (await request.get(`${BASE}/api/products/?sort=price&order=asc&pageSize=24`)).json()) as {
    data: { items: { productId: number; url: string; sellingPrice: number; inStock: boolean }[] };
  };
  const product = listing.data.items.find((item) => item.inStock && item.sellingPrice < 75);
  if (!product) throw new Error("No product below € 75 in stock");
  return product;
}

test("the customer-service pages name the configured threshold, fee and payment fees", async ({ request }) => {
  const delivery = await (await request.get(`${BASE}/klantenservice/bezorgen-afhalen/`)).text();
  expect(delivery).toMatch(/Vanaf €\s75 aan producten bezorgen we gratis\. Daaronder rekenen we €\s5,95 verzendkosten\./);
  expect(delivery).not.toMatch(euro("4,95"));
  const payment = await (await request.get(`${BASE}/klantenservice/betalen/`)).text();
  expect(payment).toMatch(/Creditcard<\/h3>.*?€\s1,95/s);
  expect(payment).toMatch(/Pinnen bij bezorging<\/h3>.*?€\s2,50/s);
  const hub = await (await request.get(`${BASE}/klantenservice/`)).text();
  expect(hub).toContain("Wat kost bezorgen?");
  expect(hub).toMatch(/Vanaf €\s75 aan producten bezorgen we gratis/);
});

test("the footer and the terms name the configured company", async ({ request }) => {
  const terms = await (await request.get(`${BASE}/klantenservice/bestellen/`)).text();
  for (const fact of ["Witgoed Jansen B.V.", "12345678", "NL123456789B01", "service@jansen.example", "+32 9 123 45 67", 'href="tel:+3291234567"']) expect(terms).toContain(fact);
  expect(terms).not.toContain("Stekker B.V.");
});

test("a product below the threshold promises free delivery only from € 75, and the cart charges € 5,95 and says how much more is needed", async ({ page }) => {
  const product = await cheapProduct(page.request);
  await page.goto(`${BASE}${product.url}`);
  await expect(page.getByText(/Gratis bezorgd vanaf €\s75; daaronder €\s5,95/)).toBeVisible();

  await page.waitForLoadState("networkidle");
  await page.locator("#extra-opties").getByTestId("options-add-to-cart").click();
  await expect(page.getByRole("dialog", { name: "Toegevoegd aan je winkelwagen" })).toBeVisible();
  await page.goto(`${BASE}/winkelwagen/`);
  await expect(page.getByTestId("total-shippingTotal")).toContainText(/5,95/);
  const shortfall = Math.round((75 - product.sellingPrice) * 100) / 100;
  const amount = shortfall.toFixed(2).replace(".", ",");
  await expect(page.getByTestId("free-delivery-note")).toContainText(new RegExp(`Nog €\\s${amount} tot gratis bezorging`));
  await expect(page.getByTestId("payment-methods")).toContainText(/Creditcard\s*\+ 1,95/);
});
