import { guestAppState } from "@/server/app-state/app-state";
import { dataResponse, NO_STORE } from "@/server/http/responses";
import { defineRoute, handle } from "@/server/http/route-handler";
import { startSession } from "@/server/session/session-cookie";

/**
 * The visitor's app state (specification §3, §7). The browser asks for it first,
 * so this is where a visitor's session starts, or is renewed for another 31 days.
 * Never cached: it carries a personal cookie.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({}, ({ request }) => {
    const { setCookie } = startSession(request);
    return dataResponse(guestAppState(request.headers), { headers: { "cache-control": NO_STORE, "set-cookie": setCookie } });
  }),
});
