import type { IncomingMessage } from "node:http";

/** Next.js asks for React Server Component data, prefetches or server actions with these. */
const NEXT_DATA_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-action", "next-router-segment-prefetch"];

/**
 * A request from Next.js's router rather than for a document: its answer is data
 * for the router (or the result of a server action), never a page to share or
 * to swap.
 */
export function isNextDataRequest(request: IncomingMessage): boolean {
  if ((request.url ?? "").includes("_rsc=")) return true;
  return NEXT_DATA_HEADERS.some((header) => request.headers[header] !== undefined);
}
