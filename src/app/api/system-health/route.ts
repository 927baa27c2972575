import { getDatabaseHandle } from "@/server/db/client";
import { defineRoute, handle } from "@/server/http/route-handler";
import { checkSystemHealth } from "@/server/system-health/check-system-health";

/** Health of this instance for load balancers and monitoring: 200, or 503 when the database does not answer. Never cached. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ cache: "no-store" }, () => checkSystemHealth(getDatabaseHandle)),
});
