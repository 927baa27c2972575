import { afterAll, beforeAll } from "vitest";

import { type MollieStandIn, startMollieStandIn } from "./mollie-stand-in";

const MOLLIE_SETTINGS = ["PAYMENT_PROVIDER", "MOLLIE_API_KEY", "MOLLIE_API_URL", "PUBLIC_BASE_URL"] as const;

/**
 * For the tests of one describe block, the shop pays through Mollie: a local
 * stand-in of its API is started and the shop's settings point at it; the
 * settings are put back and the stand-in closed afterwards. Mollie calls the
 * webhook URL; here the stand-in hands the request straight to the route.
 * Returns a getter, as the stand-in exists only once beforeAll ran.
 */
export function shopOnMollieStandIn(apiKey: string, webhook: (request: Request) => Promise<Response> | Response): () => MollieStandIn {
  let mollie: MollieStandIn | undefined;
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    mollie = await startMollieStandIn({ apiKey, webhooks: webhook });
    for (const name of MOLLIE_SETTINGS) saved[name] = process.env[name];
    Object.assign(process.env, { PAYMENT_PROVIDER: "mollie", MOLLIE_API_KEY: apiKey, MOLLIE_API_URL: mollie.url, PUBLIC_BASE_URL: "https://www.stekker.test" });
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await mollie?.close();
  });
  return () => {
    if (!mollie) throw new Error("The Mollie stand-in starts in beforeAll; read it inside a test.");
    return mollie;
  };
}

/** The stand-in's payment for an order (the shop puts the order number in its metadata). */
export function standInPaymentOf(mollie: MollieStandIn, orderRef: string) {
  const payment = [...mollie.payments.values()].find((each) => (each.metadata as { orderRef?: string }).orderRef === orderRef);
  if (!payment) throw new Error(`No payment at the Mollie stand-in for order ${orderRef}`);
  return payment;
}
