import { getDatabase } from "@/server/db/client";
import { defineRoute, handle } from "@/server/http/route-handler";
import { receiveMollieWebhook } from "@/server/payments/receive-mollie-webhook";
import { enforceClientRateLimit } from "@/server/rate-limit/rate-limit";
import { MOLLIE_WEBHOOK_CALLS } from "@/server/rate-limit/rules";

/**
 * Mollie's webhook (decisions §4): the body only names a payment; its status is
 * fetched from Mollie, so a forged or repeated call changes nothing; calls are
 * limited per client address, as each one costs a request to Mollie's API.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: handle({ authorize: (request) => enforceClientRateLimit(MOLLIE_WEBHOOK_CALLS, request), bodyLimitBytes: 4096 }, async ({ request }) => receiveMollieWebhook(await getDatabase(), request, new Date())),
});
