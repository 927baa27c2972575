/**
 * The visitor's app state (specification §3, §7). The browser asks for it first,
 * so this is where a visitor's session starts, or is renewed for another 31 days,
 * and where the rate limits learn that a session has browsed (shopper-rate-limit.ts).
 * A signed-in member of staff gets their role, shop and permissions. Never
 * cached: it carries a personal cookie.
 */
import type { ApiRouteGrant } from "@/domain/permissions";
import { appStateAnswerSchema } from "@/schemas/answers/app-state";
import { appState } from "@/server/app-state/app-state";
import { dataResponse, NO_STORE } from "@/server/http/responses";
import { noteSessionPageLoad } from "@/server/rate-limit/shopper-rate-limit";
import { startSession } from "@/server/session/session-cookie";
import { staffOf } from "@/server/staff/staff-request";

import { endpoint, type RouteDeclaration } from "../declare";

/** `routes` gives the API's routes (route-table.ts), for the permission table; passed in, because that table holds this route too. */
export function appStateRoutes(routes: () => readonly ApiRouteGrant[]): RouteDeclaration[] {
  return [
    endpoint(
      {
        method: "GET",
        path: "/api/app-state/",
        summary: "The visitor's app state: country, role, shop, the permissions of that role (exactly the API routes it may call) and the ratings. Starts or renews the session.",
        role: "guest",
        answers: [{ status: 200, description: "The app state, and the session cookie.", data: appStateAnswerSchema }],
        failures: [401],
      },
      { authorize: staffOf },
      async ({ request, auth: staff }) => {
        // A session that comes back for another page has browsed: its carts count as a shopper's, not as a new session's (rules.ts).
        await noteSessionPageLoad(request);
        const { setCookie } = startSession(request);
        return dataResponse(appState(request.headers, staff, routes()), { headers: { "cache-control": NO_STORE, "set-cookie": setCookie } });
      },
    ),
  ];
}
