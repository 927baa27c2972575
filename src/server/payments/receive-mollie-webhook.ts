import "server-only";

/**
 * What Mollie's webhook call does: read the payment id, fetch the payment from
 * Mollie and apply it. 200 when done or when there is nothing to do (a body or
 * id Mollie would not send); 503 when Mollie cannot be asked, so it calls again.
 */
import type { Database } from "@/server/db/client";
import { readBody } from "@/server/http/body";

import { parseMollieWebhook } from "./mollie-webhook";
import { PaymentProviderError } from "./payment-provider";
import { shopPaymentProvider } from "./shop-payments";
import { syncPayment } from "./sync-payment";

/**
 * `alsoAsk`: what else the news of a payment may be about. Mollie calls the
 * payment's webhook when one of its refunds changes too; the refunds, which
 * live above payments (server/refunds), pass their own check in here.
 */
export async function receiveMollieWebhook(db: Database, request: Request, now: Date, alsoAsk?: (paymentId: string) => Promise<unknown>): Promise<Response> {
  const ok = () => new Response(null, { status: 200, headers: { "cache-control": "no-store" } });
  const webhook = parseMollieWebhook(await readBody(request, { limitBytes: 4096 }).catch(() => null));
  const provider = shopPaymentProvider(db);
  if (!webhook || provider.id !== "mollie") return ok();
  try {
    await syncPayment(db, provider, webhook.paymentId, now);
    await alsoAsk?.(webhook.paymentId);
    return ok();
  } catch (error) {
    if (error instanceof PaymentProviderError && error.status === 404) return ok();
    if (error instanceof PaymentProviderError) return new Response(null, { status: 503, headers: { "retry-after": "60" } });
    throw error;
  }
}
