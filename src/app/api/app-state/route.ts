import { appState } from "@/server/app-state/app-state";
import { dataResponse, NO_STORE } from "@/server/http/responses";
import { defineRoute, handle } from "@/server/http/route-handler";
import { startSession } from "@/server/session/session-cookie";
import { staffOf } from "@/server/staff/staff-request";

/**
 * The visitor's app state (specification §3, §7). The browser asks for it first,
 * so this is where a visitor's session starts, or is renewed for another 31 days.
 * A signed-in member of staff gets their role, shop and permissions. Never
 * cached: it carries a personal cookie.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ authorize: staffOf }, ({ request, auth: staff }) => {
    const { setCookie } = startSession(request);
    return dataResponse(appState(request.headers, staff), { headers: { "cache-control": NO_STORE, "set-cookie": setCookie } });
  }),
});
