import { loadFilterInformation } from "@/server/api/filters";
import { getDatabase } from "@/server/db/client";
import { defineRoute, handle } from "@/server/http/route-handler";

/** The 'Meer info' text of every filter. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ cache: "public" }, async () => loadFilterInformation(await getDatabase())),
});
