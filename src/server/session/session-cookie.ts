/**
 * The session cookie (decisions §5): httpOnly so scripts cannot read it, Secure,
 * SameSite=Lax so that another site cannot make a visitor's browser change their
 * cart, and 31 days long like a cart.
 */
import { readEnv, sessionSecret, verifyWithAnyKey } from "@/config/env";
import { ApiError } from "@/server/http/api-error";
import { readCookie } from "@/server/http/cookies";

import { newSessionId, SESSION_LIFETIME_SECONDS, signSession, verifySession } from "./session-token";

export const SESSION_COOKIE = "stekker_session";

/** The request's session id, or null when it has no genuine, unexpired session cookie. */
export function readSession(request: Request, now = new Date()): string | null {
  return verifyWithAnyKey(readEnv(), (secret) => verifySession(readCookie(request, SESSION_COOKIE), secret, now));
}

/** The session id, or 401: the client then resets its cart (decisions §5) and fetches the app state, which starts a session. */
export function requireSession(request: Request): string {
  const sessionId = readSession(request);
  if (!sessionId) throw new ApiError(401, "Je sessie is verlopen of ontbreekt; laad de pagina opnieuw.");
  return sessionId;
}

/**
 * The visitor's session, new when they have none, and the Set-Cookie header that
 * renews it for another 31 days from now (so a returning visitor keeps their cart).
 */
export function startSession(request: Request, now = new Date()): { sessionId: string; setCookie: string } {
  const sessionId = readSession(request, now) ?? newSessionId();
  const token = signSession(sessionId, sessionSecret(readEnv()), now);
  const setCookie = `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${SESSION_LIFETIME_SECONDS}; HttpOnly; Secure; SameSite=Lax`;
  return { sessionId, setCookie };
}
