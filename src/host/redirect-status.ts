/**
 * Next.js answers a permanent redirect of a page (`permanentRedirect`, a moved
 * URL, a missing trailing slash) with 308. For GET and HEAD the specification
 * wants 301, the status every crawler and old client knows: both mean "moved for
 * good", and for these methods nothing else differs. Other methods keep 308, the
 * status that tells a client to repeat the same method and body at the new place.
 *
 * Node sends the status through `writeHead`, also when headers go out implicitly
 * on the first write, so replacing it on this one response sees every path.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

export function answerPermanentRedirectsWith301(request: IncomingMessage, response: ServerResponse): void {
  if (request.method !== "GET" && request.method !== "HEAD") return;
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadWith301(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const status = statusCode === 308 ? 301 : statusCode;
    // The reason phrase, when Next.js passes one, belongs to the status it replaced.
    const args = status !== statusCode && typeof rest[0] === "string" ? rest.slice(1) : rest;
    return (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...args);
  } as ServerResponse["writeHead"];
}
