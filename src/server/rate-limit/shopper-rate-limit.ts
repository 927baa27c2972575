/**
 * Limits for the writes a shopper makes on the way to an order (a new cart,
 * cart changes, the address look-up, a new payment attempt), which a crowd
 * behind one client address must never meet and a script must.
 *
 *   await enforceShopperRateLimit(CART_CREATION, request);   // in a route's authorize
 *
 * A carrier-grade NAT or an office puts hundreds of shoppers behind one
 * address, each with a session of their own; a limit per address alone refuses
 * them on a sale day, and a limit per session alone stops nothing, as anyone
 * can start a session (GET /api/app-state/). So a hit is counted in steps, each
 * a fixed window (rate-limit.ts), and the first that is over refuses it:
 *
 *   1. per session (`perSession`): what one shopper does, far below a script;
 *   2. per address, for a request without a session or from a session that
 *      has not loaded an earlier page (`newSessionsPerAddress`, see
 *      `noteSessionPageLoad`): a script that mints a session for each cart,
 *      and a shopper who adds a product on the page they landed on;
 *   3. per address, every session together (`perAddress`): the ceiling, many
 *      times a crowd, that bounds even a script that browses like a shopper.
 *
 * A hit refused at one step is not counted at the later ones, so that a
 * session or a script that is refused cannot use up its address's ceiling for
 * the shoppers behind the same address. (rate-limiter-flexible's
 * RateLimiterUnion would count every limiter at once, refused or not.)
 *
 * Requests whose address is not counted (no address: `next dev`, a test calling
 * a handler; RATE_LIMIT_EXEMPT_ADDRESSES) are not counted at all, per session
 * either, as with `enforceClientRateLimit`.
 */
import { clientAddress } from "@/server/http/client-address";
import { readSession } from "@/server/session/session-cookie";

import { countRateLimitHit, enforceRateLimit, isCountedClientAddress, peekRateLimit, type RateLimitRule } from "./rate-limit";
import type { RateLimitStore } from "./rate-limit-store";
import { SESSION_PAGE_LOADS } from "./rules";

export interface ShopperRateLimit {
  /** Counted per session. */
  perSession: RateLimitRule;
  /** Counted per client address, for requests without a session or from a session without an earlier page load. */
  newSessionsPerAddress: RateLimitRule;
  /** Counted per client address for every request that the other two let through: the ceiling. */
  perAddress: RateLimitRule;
}

/** Counts the request under the limit's steps and throws the Dutch 429 at the first that is over. */
export async function enforceShopperRateLimit(limit: ShopperRateLimit, request: Request, store?: RateLimitStore): Promise<void> {
  const address = clientAddress(request);
  if (!isCountedClientAddress(address)) return;
  const sessionId = readSession(request);
  if (sessionId) await enforceRateLimit(limit.perSession, sessionSubject(sessionId), store);
  if (!sessionId || !(await hasLoadedEarlierPage(sessionId, store))) await enforceRateLimit(limit.newSessionsPerAddress, address, store);
  await enforceRateLimit(limit.perAddress, address, store);
}

/**
 * Notes that a session came back with its cookie to load a page (the app state,
 * which every page load asks for): from then on, for SESSION_PAGE_LOADS's
 * window, its writes count as a shopper's who has browsed, not as a new
 * session's. Called by GET /api/app-state/; never refuses anything.
 */
export async function noteSessionPageLoad(request: Request, store?: RateLimitStore): Promise<void> {
  if (!isCountedClientAddress(clientAddress(request))) return;
  const sessionId = readSession(request);
  if (sessionId) await countRateLimitHit(SESSION_PAGE_LOADS, sessionSubject(sessionId), store);
}

async function hasLoadedEarlierPage(sessionId: string, store?: RateLimitStore): Promise<boolean> {
  const { count } = await peekRateLimit(SESSION_PAGE_LOADS, sessionSubject(sessionId), store);
  return count >= SESSION_PAGE_LOADS.limit;
}

/** A session's subject, apart from any address by its prefix (the key is hashed, rate-limit.ts). */
function sessionSubject(sessionId: string): string {
  return `session:${sessionId}`;
}
