import { z } from "zod";

import { formFlag } from "@/schemas/form-text";
import { getDatabase } from "@/server/db/client";
import { defineRoute, handle } from "@/server/http/route-handler";
import { withdrawOrder } from "@/server/orders/withdraw-order";
import { readSession } from "@/server/session/session-cookie";

const params = z.object({ orderRef: z.string() });
const body = z.object({ token: z.string().max(100).optional(), confirm: z.preprocess(formFlag, z.literal(true, "Bevestig de herroeping met confirm: true")) });

/** The withdrawal function's second step (decisions §7): records the moment once and mails it. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: handle({ params, body, bodyLimitBytes: 4096 }, async ({ request, params, body }) =>
    withdrawOrder(await getDatabase(), params.orderRef, { sessionId: readSession(request), token: body.token ?? null }, new Date()),
  ),
});
