import "server-only";

/**
 * Preview on and off (`/api/preview/`): the signed cookie of
 * server/content/preview-token.ts, for the member who asked, and a 303 to the
 * page. The path was checked by the route to be a page of the shop, so the
 * redirect can never lead away (no open redirect). Never cached.
 */
import { readEnv, sessionSecret } from "@/config/env";
import { PREVIEW_COOKIE, PREVIEW_MINUTES, signPreview } from "@/server/content/preview-token";
import { NO_STORE } from "@/server/http/responses";

export function startPreview(staffMemberId: number, path: string, now: Date): Response {
  const { value } = signPreview(staffMemberId, now, sessionSecret(readEnv()));
  // The body names the page as well, for a client that does not follow redirects.
  return new Response(JSON.stringify({ data: { path } }), {
    status: 303,
    headers: { "content-type": "application/json; charset=utf-8", location: path, "cache-control": NO_STORE, "set-cookie": `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${PREVIEW_MINUTES * 60}; HttpOnly; Secure; SameSite=Lax` },
  });
}

/** Clears the cookie; with `path` (the notice's form) goes back to that page. */
export function endPreview(path: string | null): Response {
  const cleared = `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
  if (path === null) return new Response(null, { status: 204, headers: { "cache-control": NO_STORE, "set-cookie": cleared } });
  return new Response(null, { status: 303, headers: { location: path, "cache-control": NO_STORE, "set-cookie": cleared } });
}

/**
 * Where the notice's form goes back to: `?path=` when given, else the page it
 * was sent from (the Referer, only when it is this shop's own page), else the
 * front page. Never another site.
 */
export function previewReturnPath(request: Request, isShopPath: (path: string) => boolean): string {
  const url = new URL(request.url);
  const asked = url.searchParams.get("path");
  if (asked !== null && isShopPath(asked)) return asked;
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const from = new URL(referer);
      const path = `${from.pathname}${from.search}`;
      if (from.host === url.host && isShopPath(path)) return path;
    } catch {
      // An unreadable Referer: the front page.
    }
  }
  return "/";
}
