import { describe, expect, it, vi } from "vitest";

import { envSchema } from "@/config/env";
import type { Database } from "@/server/db/client";

import { startMollieStandIn } from "../../../tests/support/mollie-stand-in";
import type { PaymentProvider } from "./payment-provider";
import { paymentProvider } from "./payment-providers";

// The test provider is another file's work and needs a database; here only the
// choice is tested, so it is replaced by a marker that records its database.
vi.mock("./test-provider", () => ({
  createTestProvider: (db: unknown) => ({ id: "test", db }) as unknown as PaymentProvider,
}));

const db = { marker: "database" } as unknown as Database;
const KEY = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM";

describe("paymentProvider", () => {
  it("is the test provider by default, on the shop's database", () => {
    const provider = paymentProvider(db, envSchema.parse({}));
    expect(provider).toMatchObject({ id: "test", db });
  });

  it("is Mollie with PAYMENT_PROVIDER=mollie, one instance per configuration", () => {
    const env = envSchema.parse({ PAYMENT_PROVIDER: "mollie", MOLLIE_API_KEY: KEY });
    const provider = paymentProvider(db, env);
    expect(provider.id).toBe("mollie");
    expect(paymentProvider(db, env)).toBe(provider);
    expect(paymentProvider(db, { ...env })).toBe(provider);

    const elsewhere = paymentProvider(db, { ...env, MOLLIE_API_URL: "https://127.0.0.1:9/v2" });
    expect(elsewhere.id).toBe("mollie");
    expect(elsewhere).not.toBe(provider);
  });

  it("uses MOLLIE_API_URL and MOLLIE_API_KEY", async () => {
    // The official client makes its own requests (no global fetch to replace): a stand-in of Mollie records them.
    const mollie = await startMollieStandIn({ apiKey: KEY });
    try {
      const env = envSchema.parse({ PAYMENT_PROVIDER: "mollie", MOLLIE_API_KEY: KEY, MOLLIE_API_URL: mollie.url });
      await expect(paymentProvider(db, env).getPayment("tr_abc")).rejects.toMatchObject({ status: 404 });
      expect(mollie.requests).toHaveLength(1);
      const [sent] = mollie.requests;
      expect(`${new URL(mollie.url).origin}${sent!.path}`).toBe(`${mollie.url}/payments/tr_abc`);
      expect(sent!.headers.authorization).toBe(`Bearer ${KEY}`);
    } finally {
      await mollie.close();
    }
  });

  it("refuses Mollie without a key", () => {
    const env = { ...envSchema.parse({}), PAYMENT_PROVIDER: "mollie" as const };
    expect(() => paymentProvider(db, env)).toThrow("MOLLIE_API_KEY");
  });
});
