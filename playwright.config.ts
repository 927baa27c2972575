import { defineConfig } from "@playwright/test";

/**
 * Browser tests in Debian's Chromium against the production server that
 * `npm start` makes (build, migrate, seed, serve), on its own port and data dir.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The outside services' stand-ins (PDOK addresses, VIES); restart.spec.ts uses E2E_PORT + 1. */
export const PDOK_PORT = E2E_PORT + 21;
export const VIES_PORT = E2E_PORT + 22;
export const E2E_DATA_DIR = "./data/e2e";
export const E2E_ADMIN = { emailAddress: "beheer@stekker.test", password: "e2e sleutelbos onder de mat" } as const;
/**
 * The analytics tag the test server is configured with, so every page has the consent banner and
 * the tag's CSP (tests/e2e/fixtures.ts starts each context with a refusal; consent.spec.ts does not).
 * Google's script is never fetched: consent.spec.ts serves a stand-in for it.
 */
export const E2E_GTM_CONTAINER_ID = "GTM-E2ETEST";
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

export default defineConfig({
  testDir: "tests/e2e",
  // Two cores run the server and the browser: one test at a time keeps them honest.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: [
    {
      command: `node --import tsx tests/support/stand-ins.ts --pdok-port ${PDOK_PORT} --vies-port ${VIES_PORT}`,
      // The VIES stand-in starts last: its "/" answering means both are up.
      url: `http://127.0.0.1:${VIES_PORT}/`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: "node --import tsx scripts/start.ts",
      url: `http://127.0.0.1:${E2E_PORT}/`,
      // The first run builds the production version.
      timeout: 15 * 60_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(E2E_PORT),
        HOSTNAME: "127.0.0.1",
        DATA_DIR: E2E_DATA_DIR,
        DATABASE_URL: "",
        NEXT_TELEMETRY_DISABLED: "1",
        // Mail is written under DATA_DIR/mail, where the tests read it.
        SMTP_URL: "",
        // Rate limits counted in this server's memory: CI exports REDIS_URL, and counts kept
        // in the shared Redis would carry over from one run (or test) to the next.
        REDIS_URL: "",
        // Every browser test comes from this machine: counted per address, the shop's limits
        // (100 new carts in 10 minutes from new sessions, say) would refuse the suite itself (server/rate-limit).
        RATE_LIMIT_EXEMPT_ADDRESSES: "127.0.0.1,::1,::ffff:127.0.0.1",
        // PAYMENT_PROVIDER unset, as on a newcomer's machine: on this loopback address the test provider
        // takes the payments by default (config/env.ts), and every page says "Testwinkel".
        // The admin that staff.spec.ts signs in as, made at the first start (decisions §5).
        FIRST_ADMIN_EMAIL: E2E_ADMIN.emailAddress,
        FIRST_ADMIN_PASSWORD: E2E_ADMIN.password,
        ADDRESS_LOOKUP_URL: `http://127.0.0.1:${PDOK_PORT}/bzk/locatieserver/search/v3_1`,
        VIES_URL: `http://127.0.0.1:${VIES_PORT}/taxation_customs/vies/rest-api`,
        GTM_CONTAINER_ID: E2E_GTM_CONTAINER_ID,
      },
    },
  ],
});
