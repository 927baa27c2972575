import { getDatabase } from "@/server/db/client";
import { defineRoute, handle } from "@/server/http/route-handler";
import { receiveMollieWebhook } from "@/server/payments/receive-mollie-webhook";

/**
 * Mollie's webhook (decisions §4): the body only names a payment; its status is
 * fetched from Mollie, so a forged or repeated call changes nothing.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: handle({ bodyLimitBytes: 4096 }, async ({ request }) => receiveMollieWebhook(await getDatabase(), request, new Date())),
});
