/**
 * The address a request came from, for rate limits. `npm start` writes it into
 * the request's own header `x-stekker-client-address` before anything else
 * reads the request, replacing whatever a client put there, so a route handler
 * (in Next.js's pipeline or the API's lane) can trust the header.
 *
 * Behind a reverse proxy the socket's address is the proxy's, and every visitor
 * would share one limit. TRUSTED_PROXY_HOPS says how many proxies of the shop's
 * own stand in front; each appends the address it saw to X-Forwarded-For, so
 * the visitor is that many places from the right. Addresses further left were
 * written by the client and prove nothing.
 */
import type { IncomingMessage } from "node:http";

export const CLIENT_ADDRESS_HEADER = "x-stekker-client-address";

export function clientAddressOf(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedProxyHops: number): string {
  const socket = socketAddress ?? "unknown";
  if (trustedProxyHops === 0) return socket;
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((hop) => hop.trim())
    .filter((hop) => hop !== "");
  const chain = [...forwarded, socket];
  // Fewer hops than proxies: the request did not come through all of them; the leftmost is the best there is.
  return chain[Math.max(0, chain.length - 1 - trustedProxyHops)]!;
}

/**
 * Called by the server for every request, first. Written into `rawHeaders` as
 * well: the API's lane (src/host/node-lane.ts) builds its Request from them, and
 * Node.js does not carry a change of `headers` over. Without that, every API
 * request had the address "unknown" (one limit shared by all visitors) or the
 * one its client wrote (no limit at all), as the fault test found.
 */
export function stampClientAddress(request: IncomingMessage, trustedProxyHops: number): void {
  const address = clientAddressOf(request.socket.remoteAddress, request.headers["x-forwarded-for"], trustedProxyHops).slice(0, 64);
  request.headers[CLIENT_ADDRESS_HEADER] = address;
  const raw = request.rawHeaders;
  for (let index = raw.length - 2; index >= 0; index -= 2) if (raw[index]!.toLowerCase() === CLIENT_ADDRESS_HEADER) raw.splice(index, 2);
  raw.push(CLIENT_ADDRESS_HEADER, address);
}

/** For a route handler: the stamped address, or "unknown" outside `npm start` (next dev, tests calling a handler). */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
}
