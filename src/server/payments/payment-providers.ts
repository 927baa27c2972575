/**
 * Which payment provider takes online payments (decisions §4): the built-in test
 * provider unless PAYMENT_PROVIDER=mollie (and only where env.ts allows it). The configuration is checked at start
 * (env.ts refuses mollie without MOLLIE_API_KEY), so this only chooses.
 */
import "server-only";

import { type Env, isTestPaymentProvider } from "@/config/env";
import type { Database } from "@/server/db/client";

import { createMollieProvider } from "./mollie-provider";
import type { PaymentProvider } from "./payment-provider";
import { createTestProvider } from "./test-provider";

// One Mollie provider per process: it holds no state but its settings, so there
// is nothing to gain from a new one per request. Remembered with the settings it
// was made for, so that a different configuration (tests) gets its own.
let mollie: { apiKey: string; apiUrl: string; provider: PaymentProvider } | null = null;

export function paymentProvider(db: Database, env: Env): PaymentProvider {
  if (isTestPaymentProvider(env)) return createTestProvider(db);
  const apiKey = env.MOLLIE_API_KEY;
  // readEnv refuses this already; a hand-made Env in a test could still get here.
  if (!apiKey) throw new Error("MOLLIE_API_KEY is verplicht met PAYMENT_PROVIDER=mollie.");
  const apiUrl = env.MOLLIE_API_URL;
  if (mollie?.apiKey !== apiKey || mollie.apiUrl !== apiUrl) mollie = { apiKey, apiUrl, provider: createMollieProvider({ apiKey, apiUrl }) };
  return mollie.provider;
}
