/**
 * Safe as installed (decisions §14): a shop started for real, with
 * NODE_ENV=production, no SESSION_SECRET and a public PUBLIC_BASE_URL, signs
 * with a key of its own that nobody can read in the source: a token computed
 * with the public development key opens nothing (a session cookie, an order's
 * link, a quote's, a review's, an unsubscribe link). The test provider was
 * chosen explicitly, so every page says "Testwinkel". Visited at another host
 * than PUBLIC_BASE_URL's, the log names PUBLIC_BASE_URL once and staff see a
 * band. Runs after this suite's web server has built the production version,
 * on E2E_PORT + 3 with a data directory of its own.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";

import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";

import { DEVELOPMENT_SESSION_SECRET } from "@/config/env";
import { signNewsletterToken } from "@/server/newsletter/newsletter-token";
import { signOrderToken } from "@/server/order-links/order-token";
import { signQuoteToken } from "@/server/quote-links/quote-token";
import { signReviewToken } from "@/server/ratings/review-token";
import { signSession } from "@/server/session/session-token";

import { E2E_PORT } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { placeOrderWith } from "./place-order";

const PORT = E2E_PORT + 3;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = "./data/e2e-safe-as-installed";
const PUBLIC_BASE_URL = "https://winkel.example.nl";
const ADMIN = { emailAddress: "beheer@winkel.example.nl", password: "paraplu in de fietsenstalling van oom" };
/** A forger's expiry, far ahead, as the finding describes: named, not read from the clock. */
const FAR_AHEAD = new Date("2099-01-01T00:00:00Z");
const TEST_SHOP_BAND = "Testwinkel: betalingen zijn niet echt";

let server: ChildProcess | null = null;
let output = "";
let shop: APIRequestContext;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      SESSION_SECRET: "",
      SESSION_SECRET_PREVIOUS: "",
      PUBLIC_BASE_URL,
      PAYMENT_PROVIDER: "test",
      PORT: String(PORT),
      HOSTNAME: "127.0.0.1",
      DATA_DIR,
      DATABASE_URL: "",
      REDIS_URL: "",
      SMTP_URL: "",
      SEED_PRODUCTS: "200",
      RATE_LIMIT_EXEMPT_ADDRESSES: "127.0.0.1,::1,::ffff:127.0.0.1",
      FIRST_ADMIN_EMAIL: ADMIN.emailAddress,
      FIRST_ADMIN_PASSWORD: ADMIN.password,
    },
  });
  server = child;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`start did not finish:\n${output}`)), 230_000);
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
  shop = await playwrightRequest.newContext({ baseURL: BASE });
});

test.afterAll(async () => {
  await shop?.dispose();
  const child = server;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.removeAllListeners("exit");
    child.on("exit", () => resolve());
    child.kill("SIGTERM");
  });
});

/** A page fetched with the Host header a visitor's browser would send. */
function fetchAtHost(pagePath: string, host: string, cookie = ""): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: "127.0.0.1", port: PORT, path: pagePath, headers: { host, ...(cookie ? { cookie } : {}) } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on("error", reject);
    call.end();
  });
}

/** The order links in the mails the shop wrote about an order (DATA_DIR/mail, quoted-printable undone). */
function orderLinksInMail(orderRef: string): string[] {
  const directory = path.join(DATA_DIR, "mail");
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => name.includes(orderRef))
    .flatMap((name) => {
      const raw = readFileSync(path.join(directory, name), "utf8").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      return [...raw.matchAll(new RegExp(`${PUBLIC_BASE_URL.replace(/\./g, "\\.")}(/bestelling/${orderRef}/\\?token=[\\w.-]+)`, "g"))].map((match) => match[1]!);
    });
}

async function staffCookie(): Promise<string> {
  const signedIn = await shop.post("/api/staff-sessions/", { data: ADMIN });
  expect(signedIn.status()).toBe(201);
  const cookie = (await shop.storageState()).cookies.find((entry) => entry.name === "stekker_staff");
  return `stekker_staff=${cookie!.value}`;
}

test("npm start as a newcomer runs it (loopback address, nothing set): test payments, and every page says Testwinkel", async ({ request }) => {
  for (const pagePath of ["/", "/winkelwagen/"]) expect(await (await request.get(pagePath)).text()).toContain(TEST_SHOP_BAND);
});

test("the start says it signs with the shop's own key, and every page says Testwinkel", async () => {
  expect(output).toContain("eigen sleutel van de winkel");
  for (const pagePath of ["/", "/winkelwagen/", "/medewerkers/inloggen/"]) {
    expect(await (await shop.get(pagePath)).text()).toContain(TEST_SHOP_BAND);
  }
});

test("a session cookie signed with the development key is no session", async () => {
  await shop.get("/api/app-state/");
  const created = await shop.post("/api/carts/", { data: {} });
  expect(created.status()).toBe(201);
  const { cartId } = ((await created.json()) as { data: { cartId: string } }).data;
  const genuine = (await shop.storageState()).cookies.find((entry) => entry.name === "stekker_session")!.value;
  const sessionId = genuine.split(".")[0]!;
  const forged = signSession(sessionId, DEVELOPMENT_SESSION_SECRET, FAR_AHEAD);
  const stranger = await playwrightRequest.newContext({ baseURL: BASE });
  try {
    expect((await stranger.get(`/api/carts/${cartId}/`, { headers: { cookie: `stekker_session=${genuine}` } })).status()).toBe(200);
    expect((await stranger.get(`/api/carts/${cartId}/`, { headers: { cookie: `stekker_session=${forged}` } })).status()).toBe(401);
  } finally {
    await stranger.dispose();
  }
});

test("an order's link computed with the development key opens nothing; the mailed link does", async () => {
  const customer = await playwrightRequest.newContext({ baseURL: BASE });
  const stranger = await playwrightRequest.newContext({ baseURL: BASE });
  try {
    const { orderRef } = await placeOrderWith(customer, { idempotencyPrefix: "safe-as-installed", customer: { firstName: "Sanne", lastName: "Visser", emailAddress: "sanne@example.nl" } });
    const forged = await stranger.get(`/api/orders/${orderRef}/?token=${signOrderToken(orderRef, { expiresAt: FAR_AHEAD, generation: 0 }, DEVELOPMENT_SESSION_SECRET)}`);
    expect(forged.status()).toBe(404);
    expect(await forged.text()).not.toContain("Visser");
    await expect.poll(() => orderLinksInMail(orderRef).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const mailed = new URL(orderLinksInMail(orderRef)[0]!, BASE);
    const genuine = await stranger.get(`/api/orders/${orderRef}/?token=${mailed.searchParams.get("token")}`);
    expect(genuine.status()).toBe(200);
    // A review of the order's product with a forged link is no verified purchase.
    const order = ((await genuine.json()) as { data: { items: { productId: number }[] } }).data;
    const productId = Number(order.items[0]!.productId);
    const review = await stranger.post("/api/ratings/", {
      data: {
        productId,
        stars: 5,
        title: "Geweldig apparaat",
        text: "Werkt precies zoals beloofd, en stil ook nog.",
        authorName: "Sanne",
        token: signReviewToken({ orderRef, productId, expiresAt: FAR_AHEAD }, DEVELOPMENT_SESSION_SECRET),
      },
    });
    expect(review.status()).toBe(201);
    expect(((await review.json()) as { data: { verified: boolean } }).data.verified).toBe(false);
  } finally {
    await customer.dispose();
    await stranger.dispose();
  }
});

test("a quote's link computed with the development key opens nothing", async () => {
  const cookie = await staffCookie();
  const quotes = (await (await shop.get("/api/quotes/?pageSize=1", { headers: { cookie } })).json()) as { data: { items: { quoteId: string }[] } };
  const quoteId = quotes.data.items[0]!.quoteId;
  const stranger = await playwrightRequest.newContext({ baseURL: BASE });
  try {
    const forged = await stranger.get(`/api/quotes/${quoteId}/?token=${signQuoteToken(quoteId, { expiresAt: FAR_AHEAD, generation: 0 }, DEVELOPMENT_SESSION_SECRET)}`);
    expect(forged.status()).toBe(404);
  } finally {
    await stranger.dispose();
  }
});

test("an unsubscribe link computed with the development key unsubscribes nobody", async () => {
  const forged = await shop.delete("/api/newsletter-subscribers/", { data: { token: signNewsletterToken("unsubscribe", "klant@example.nl", DEVELOPMENT_SESSION_SECRET) } });
  expect(forged.status()).toBe(422);
});

test("visited at another host than PUBLIC_BASE_URL's: the log names PUBLIC_BASE_URL once, and staff see a band", async () => {
  const cookie = await staffCookie();
  const atPublicHost = await fetchAtHost("/medewerkers/", "winkel.example.nl", cookie);
  expect(atPublicHost.status).toBe(200);
  expect(atPublicHost.body).not.toContain("zet PUBLIC_BASE_URL op");
  expect(output).not.toContain("PUBLIC_BASE_URL op");
  const elsewhere = await fetchAtHost("/medewerkers/", "www.elders.example", cookie);
  expect(elsewhere.body).toContain(`De links in de mails wijzen naar ${PUBLIC_BASE_URL}: zet PUBLIC_BASE_URL op https://www.elders.example.`);
  const shopper = await fetchAtHost("/", "www.elders.example");
  expect(shopper.body).not.toContain("zet PUBLIC_BASE_URL op");
  await fetchAtHost("/", "nog.een.example");
  await expect.poll(() => output.split("\n").filter((line) => line.includes("PUBLIC_BASE_URL op")).length).toBe(1);
  expect(output).toContain("bezocht op https://www.elders.example, maar de links in de mails wijzen naar");
});

test("the back office shows the band too, above its bar and not under it", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE });
  try {
    expect((await context.request.post("/api/staff-sessions/", { data: ADMIN })).status()).toBe(201);
    const page = await context.newPage();
    await page.goto("/beheer/orders");
    const band = page.locator("[data-test-shop-band]");
    await expect(band).toBeVisible();
    const bar = page.locator(".MuiAppBar-root");
    await expect(bar).toBeVisible();
    const [bandBox, barBox] = [await band.boundingBox(), await bar.boundingBox()];
    expect(bandBox!.y).toBe(0);
    expect(barBox!.y).toBeGreaterThanOrEqual(bandBox!.y + bandBox!.height);
  } finally {
    await context.close();
  }
});
