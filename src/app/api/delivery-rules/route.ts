import { getDatabase } from "@/server/db/client";
import { listDeliveryRules } from "@/server/delivery/delivery-rules";
import { defineRoute, handle } from "@/server/http/route-handler";

/** On which weekdays each country or postal code range gets deliveries. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ cache: "public" }, async () => listDeliveryRules(await getDatabase())),
});
