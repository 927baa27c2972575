import { API_ROUTES } from "@/server/http/api-index";
import { defineRoute, handle } from "@/server/http/route-handler";

/** The API's index: every route with the methods a guest may use (specification §6). */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ cache: "public" }, () => ({ apiRoutes: API_ROUTES })),
});
