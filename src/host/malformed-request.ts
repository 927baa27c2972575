/**
 * Requests that no route of the shop can make sense of, refused by `npm start`
 * before they reach Next.js or the API's lane: each of these used to end in a
 * 500 there (a Host that is no host name, a path whose %-escapes do not decode,
 * a method no route knows) or in a redirect to another site (a request line
 * with a full URL in it, which Next.js answers with a 301 to that URL's host).
 * Headers meant for Next.js's own middleware and platform are refused too
 * (next-data-request.ts lists them).
 * Bad input gets a clear 4xx (or 501 for an unknown method, as HTTP asks) and
 * changes nothing.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

import { findForeignNextHeader } from "@/server/http/next-data-request";
import { METHODS } from "@/server/http/route-handler";
import { statusText } from "@/server/http/status-text";

const KNOWN_METHODS = new Set<string>(METHODS);

export interface RequestProblem {
  status: 400 | 501;
  message: string;
}

/** What is wrong with the request line or Host header, or null when nothing is. */
export function findRequestProblem(request: Pick<IncomingMessage, "method" | "url" | "headers">): RequestProblem | null {
  const method = request.method ?? "GET";
  if (!KNOWN_METHODS.has(method)) {
    return { status: 501, message: `De methode ${method} kent deze winkel niet; gebruik ${METHODS.join(", ")}.` };
  }
  const target = request.url ?? "/";
  if (!target.startsWith("/")) return { status: 400, message: "Het verzoek moet een pad noemen dat met / begint, zonder host ervoor." };
  if (!isHost(request.headers.host)) return { status: 400, message: "De Host-header is geen geldige hostnaam." };
  const path = target.split("?")[0]!;
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, message: "Het adres bevat een %-teken dat niet wordt gevolgd door twee hexadecimale cijfers." };
  }
  const foreign = findForeignNextHeader(request);
  // Next.js trusts these from its own middleware and platform; from outside they
  // skip middleware (x-middleware-subrequest) or blank a page (x-middleware-prefetch).
  if (foreign) return { status: 400, message: `De header ${foreign} is voor Next.js zelf en wordt van buiten niet aangenomen.` };
  return null;
}

function isHost(host: string | undefined): boolean {
  // HTTP/1.0 clients may leave it out; the shop then answers for itself.
  if (host === undefined) return true;
  if (host === "" || /[\s/?#@\\]/.test(host)) return false;
  try {
    return new URL(`http://${host}/`).host !== "";
  } catch {
    return false;
  }
}

/**
 * Answers the request when it is malformed and says so; the API's answer is its
 * JSON failure shape (decisions §6), a page's a short Dutch page.
 */
export function refuseMalformedRequest(request: IncomingMessage, response: ServerResponse): boolean {
  const problem = findRequestProblem(request);
  if (!problem) return false;
  const headers = { "cache-control": "no-store", "x-content-type-options": "nosniff", connection: "close" };
  if ((request.url ?? "").startsWith("/api/")) {
    const body = JSON.stringify({ failed: true, message: problem.message, data: [] });
    response.writeHead(problem.status, { ...headers, "content-type": "application/json; charset=utf-8" });
    response.end(body);
  } else {
    const title = statusText(problem.status);
    response.writeHead(problem.status, { ...headers, "content-type": "text/html; charset=utf-8" });
    response.end(`<!DOCTYPE html><html lang="nl"><meta charset="utf-8"><title>${title}</title><h1>Dit verzoek kunnen we niet lezen</h1><p>${escapeHtml(problem.message)}</p><p><a href="/">Naar de homepage</a></p></html>`);
  }
  return true;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
