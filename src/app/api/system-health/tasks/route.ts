import { getDatabase } from "@/server/db/client";
import { defineRoute, handle } from "@/server/http/route-handler";
import { listSystemTasks } from "@/server/system-health/list-system-tasks";

/** The background work waiting, by category (order confirmations); never cached. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ cache: "no-store" }, async () => listSystemTasks(await getDatabase())),
});
