import { z } from "zod";

import { getDatabase } from "@/server/db/client";
import { defineRoute, handle } from "@/server/http/route-handler";
import { settleTestPaymentAndReturn } from "@/server/payments/settle-test-payment";

const params = z.object({ paymentId: z.string() });
const body = z.object({ outcome: z.enum(["approve", "cancel", "fail"], "Kies approve, cancel of fail") });

/** The test provider's page posts the customer's choice here; the customer goes back to the shop with 303. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: handle({ params, body, bodyLimitBytes: 1024 }, async ({ params, body }) => settleTestPaymentAndReturn(await getDatabase(), params.paymentId, body.outcome, new Date())),
});
