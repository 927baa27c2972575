import { z } from "zod";

import { getDatabase } from "@/server/db/client";
import { defineRoute, handle } from "@/server/http/route-handler";
import { readOrder } from "@/server/orders/read-order";
import { readSession } from "@/server/session/session-cookie";

const params = z.object({ orderRef: z.string() });
const query = z.object({ token: z.string().max(100).optional() });

/** An order, for the session that placed it or the holder of the signed link (decisions §5, §6). */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ params, query }, async ({ request, params, query }) =>
    readOrder(await getDatabase(), params.orderRef, { sessionId: readSession(request), token: query.token ?? request.headers.get("x-order-token") }, new Date()),
  ),
});
