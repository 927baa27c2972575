import type { IncomingMessage } from "node:http";

/**
 * The request headers of Next.js's own machinery, read from Next.js 16.4
 * (node_modules/next/dist/client/components/app-router-headers.js and the
 * router's fetches): React Server Component data, prefetches, the router's
 * state, server actions, and the headers of middleware and of Next.js's
 * deployment platform. A request that carries any of them is for the router,
 * never a page to share: its answer may be data (`rsc: 1`), the empty `{}` of a
 * middleware prefetch, or a page built for another URL (`next-url`).
 */
const INTERNAL_HEADER = /^(rsc|next-.+|x-middleware-.+|x-nextjs-.+|x-next-.+|x-deployment-id|x-invoke-.+)$/;

/**
 * The internal headers that the shop's own pages send from a browser: the App
 * Router's navigations, prefetches and server actions (fetch-server-response.js,
 * segment-cache/cache.js, server-action-reducer.js). Every other `next-*`,
 * `x-middleware-*` or `x-nextjs-*` header can only come from someone probing
 * Next.js (`x-middleware-subrequest` skips middleware: CVE-2025-29927;
 * `x-middleware-prefetch` makes Next.js answer `200 {}`), and is refused.
 */
const BROWSER_SENT = new Set(["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url", "next-action", "next-hmr-refresh", "x-deployment-id"]);
const REFUSED_FROM_OUTSIDE = /^(next-.+|x-middleware-.+|x-nextjs-.+|x-next-.+|x-invoke-.+)$/;

/**
 * A request from Next.js's router rather than for a document: its answer is data
 * for the router (or the result of a server action), never a page to share or
 * to swap.
 */
export function isNextDataRequest(request: Pick<IncomingMessage, "url" | "headers">): boolean {
  if ((request.url ?? "").includes("_rsc=")) return true;
  return Object.keys(request.headers).some((name) => INTERNAL_HEADER.test(name));
}

/** The first header that no browser of the shop sends and that would steer Next.js's internals, or null. */
export function findForeignNextHeader(request: Pick<IncomingMessage, "headers">): string | null {
  return Object.keys(request.headers).find((name) => !BROWSER_SENT.has(name) && REFUSED_FROM_OUTSIDE.test(name)) ?? null;
}
