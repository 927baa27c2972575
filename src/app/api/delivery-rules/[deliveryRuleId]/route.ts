import { z } from "zod";

import { getDatabase } from "@/server/db/client";
import { loadDeliveryRule } from "@/server/delivery/delivery-rules";
import { orNotFound } from "@/server/http/api-error";
import { idParam } from "@/server/http/params";
import { defineRoute, handle } from "@/server/http/route-handler";

const params = z.object({ deliveryRuleId: idParam("deliveryRuleId") });

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ params, cache: "public" }, async ({ params }) =>
    orNotFound(await loadDeliveryRule(await getDatabase(), params.deliveryRuleId), "Bezorgregel niet gevonden"),
  ),
});
