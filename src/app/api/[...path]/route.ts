import { failureResponse } from "@/server/http/responses";
import type { RouteHandler } from "@/server/http/route-handler";

/**
 * Any path under /api/ that is no route: a 404 in the API's own failure shape
 * (decisions §6), for every method, instead of the shop's HTML 404 page. Every
 * real route is more specific than this catch-all, so it wins.
 */
const notARoute: RouteHandler = async (request) =>
  failureResponse(404, `${new URL(request.url).pathname} is geen onderdeel van de API; GET /api/ noemt alle routes.`);

export const GET = notARoute;
export const HEAD = notARoute;
export const POST = notARoute;
export const PUT = notARoute;
export const PATCH = notARoute;
export const DELETE = notARoute;
export const OPTIONS = notARoute;
