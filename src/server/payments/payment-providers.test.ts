import { describe, expect, it, vi } from "vitest";

import { envSchema } from "@/config/env";
import type { Database } from "@/server/db/client";

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

    const elsewhere = paymentProvider(db, { ...env, MOLLIE_API_URL: "http://127.0.0.1:9/v2" });
    expect(elsewhere.id).toBe("mollie");
    expect(elsewhere).not.toBe(provider);
  });

  it("uses MOLLIE_API_URL and MOLLIE_API_KEY", async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ status: 404, title: "Not Found", detail: "No payment exists with token tr_abc." }), { status: 404 }));
    vi.stubGlobal("fetch", fetchSpy);
    try {
      const env = envSchema.parse({ PAYMENT_PROVIDER: "mollie", MOLLIE_API_KEY: KEY, MOLLIE_API_URL: "http://127.0.0.1:9/v2" });
      await expect(paymentProvider(db, env).getPayment("tr_abc")).rejects.toMatchObject({ status: 404 });
      expect(fetchSpy).toHaveBeenCalledOnce();
      const [url, init] = fetchSpy.mock.calls[0]!;
      expect(url).toBe("http://127.0.0.1:9/v2/payments/tr_abc");
      expect(new Headers(init?.headers).get("authorization")).toBe(`Bearer ${KEY}`);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("refuses Mollie without a key", () => {
    const env = { ...envSchema.parse({}), PAYMENT_PROVIDER: "mollie" as const };
    expect(() => paymentProvider(db, env)).toThrow("MOLLIE_API_KEY");
  });
});
