/**
 * Cross-site request forgery (issue 17): a page on another site must not make a
 * visitor's browser change anything in the shop with the visitor's cookies (the
 * session's cart, a member of staff's sign-in). SameSite=Lax keeps the cookies
 * off most cross-site requests, but not off a top-level form post in every
 * browser (Chrome's two-minute "Lax+POST" grace), nor off requests from a
 * sibling subdomain, which is the same *site*. So every request that changes
 * state proves where it comes from, in the order Go's CrossOriginProtection
 * (net/http, 1.25) uses:
 *
 * - `Sec-Fetch-Site` present: the browser itself says where the request comes
 *   from, and no page can set or change it. Only `same-origin` and `none` (the
 *   visitor's own action, such as a bookmark) pass. `same-site` is refused as
 *   well: it means another host under the same registrable domain (a
 *   forgotten or user-content subdomain), which is exactly the case SameSite
 *   cookies do not protect against. It comes first because a page with
 *   `Referrer-Policy: no-referrer` (the newsletter's link pages, which keep
 *   their token out of other sites' logs) makes the browser send `Origin: null`
 *   on its own forms, with `Sec-Fetch-Site: same-origin`.
 * - no `Sec-Fetch-Site` (older browsers), but `Origin`: it must be the shop's
 *   own origin, the one of PUBLIC_BASE_URL or the request's own Host (http or
 *   https, so that a shop reached by its internal name or behind a
 *   TLS-terminating proxy still works). `Origin: null` (a sandboxed frame, a
 *   `data:` page, a redirect across origins) is never the shop's own.
 * - neither header: not a browser (browsers send `Origin` on every POST, PUT,
 *   PATCH and DELETE). curl, the Mollie webhook and API clients with a token
 *   pass; they cannot ride on a visitor's cookies.
 *
 * A form's `?_method=DELETE` is a POST, so it is covered by the method alone.
 */
import { readEnv } from "@/config/env";

import { ApiError } from "./api-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const SAFE_FETCH_SITES = new Set(["same-origin", "none"]);

export const CROSS_SITE_MESSAGE = "Dit verzoek komt niet van de webwinkel zelf en is daarom geweigerd. Open de webwinkel en probeer het daar opnieuw.";

/** The origins a request that changes state may come from. */
export function ownOrigins(request: Request, publicBaseUrl: string): Set<string> {
  const origins = new Set<string>();
  try {
    origins.add(new URL(publicBaseUrl).origin);
  } catch {
    // A broken PUBLIC_BASE_URL is refused at start (src/config/env.ts); the Host still counts.
  }
  const host = request.headers.get("host");
  if (host) {
    for (const scheme of ["http", "https"]) {
      try {
        origins.add(new URL(`${scheme}://${host}`).origin);
      } catch {
        // A Host that is no host (refused before Next.js, malformed-request.ts) adds nothing.
      }
    }
  }
  return origins;
}

/** Why this request may not change anything, or null when it may. */
export function crossSiteRefusal(request: Request, publicBaseUrl: string): ApiError | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null) return SAFE_FETCH_SITES.has(fetchSite.trim().toLowerCase()) ? null : refusal();
  const origin = request.headers.get("origin");
  if (origin !== null) return ownOrigins(request, publicBaseUrl).has(origin.trim().toLowerCase()) ? null : refusal();
  return null;
}

/** Throws the 403 for a request from another site; called by the route wrapper before anything else. */
export function assertSameOrigin(request: Request): void {
  const refused = crossSiteRefusal(request, readEnv().PUBLIC_BASE_URL);
  if (refused) throw refused;
}

function refusal(): ApiError {
  return new ApiError(403, CROSS_SITE_MESSAGE, [{ errorMessage: CROSS_SITE_MESSAGE, field: "Origin" }]);
}
