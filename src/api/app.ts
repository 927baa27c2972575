/**
 * The API as one Hono application: every route of the table (route-table.ts),
 * HEAD and OPTIONS for each path, 405 with `Allow` for a method a path does not
 * take, and a 404 in the API's failure shape for any path that is no route.
 *
 * Both ways in run this same application: `npm start` hands it /api/ and
 * /afbeeldingen/ requests straight from Node's HTTP server (node-lane.ts), and
 * Next.js's one catch-all route (src/app/api/[[...path]]/route.ts) hands it the
 * requests that reach Next.js, in development above all.
 */
import { OpenAPIHono } from "@hono/zod-openapi";

import { notFoundResponse } from "@/server/http/svg-response";
import { failureResponse } from "@/server/http/responses";
import { defineRoute, errorResponse, METHODS, type Method } from "@/server/http/route-handler";

import { type DeclaredMethod, honoPath, type RouteDeclaration } from "./declare";
import { DOCUMENT_CONFIG, registerOpenApi } from "./openapi";
import { apiIndexOf, contractRoutes, createRouteTable } from "./route-table";

export const apiApp = new OpenAPIHono({ strict: true });

let documentText: string | null = null;
/** The document is the same for everyone and changes only with the code: made once. */
const openApiDocumentText = () => (documentText ??= JSON.stringify(apiApp.getOpenAPI31Document(DOCUMENT_CONFIG)));

/** Every route of the application, each method once. */
export const API_ROUTE_TABLE = createRouteTable(openApiDocumentText);

registerOpenApi(apiApp, contractRoutes(API_ROUTE_TABLE));

/** The API index (GET /api/): every route, the methods it accepts and the role it needs. */
export const API_ROUTES = apiIndexOf(contractRoutes(API_ROUTE_TABLE));

type Segment = { kind: "static" | "param"; name: string };
const segmentsOf = (path: string): Segment[] =>
  path
    .split("/")
    .filter(Boolean)
    .map((part) => (/^\{.+\}$/.test(part) ? { kind: "param", name: part.slice(1, -1) } : { kind: "static", name: part }));

/**
 * The more specific path first: at each segment a fixed name beats a parameter,
 * so /api/carts/address/ is the address lookup and not a cart called "address"
 * (Hono runs the handlers of matching routes in the order they were added).
 */
function bySpecificity(a: string, b: string): number {
  const left = segmentsOf(a);
  const right = segmentsOf(b);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    if (!left[index] || !right[index]) return left[index] ? -1 : 1;
    const difference = (left[index]!.kind === "static" ? 0 : 1) - (right[index]!.kind === "static" ? 0 : 1);
    if (difference !== 0) return difference;
  }
  return 0;
}

const byPath = new Map<string, RouteDeclaration[]>();
for (const route of API_ROUTE_TABLE) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);

const KNOWN_METHODS = new Set<string>(METHODS);

for (const path of [...byPath.keys()].sort(bySpecificity)) {
  const handlers: Partial<Record<DeclaredMethod, RouteDeclaration["handler"]>> = {};
  for (const route of byPath.get(path)!) handlers[route.method] = route.handler;
  // HEAD, OPTIONS and 405 with Allow for the rest, as the route wrapper has always answered them.
  const methods = defineRoute(handlers);
  const allow = METHODS.filter((method) => method === "OPTIONS" || handlers[(method === "HEAD" ? "GET" : method) as DeclaredMethod]).join(", ");
  apiApp.all(honoPath(path), (c) => {
    const method = c.req.method;
    // A method HTTP knows but this shop does not (TRACE, PROPFIND) is not allowed either.
    if (!KNOWN_METHODS.has(method)) return failureResponse(405, `De methode ${method} is hier niet toegestaan; toegestaan: ${allow}.`, [], { allow });
    return methods[method as Method](c.req.raw, { params: Promise.resolve(c.req.param()) });
  });
}

apiApp.notFound((c) => {
  const { pathname } = new URL(c.req.url);
  if (pathname.startsWith("/afbeeldingen/")) return notFoundResponse();
  return failureResponse(404, `${pathname} is geen onderdeel van de API; GET /api/ noemt alle routes.`);
});

// The route wrapper answers every failure itself; this is a bug in the application's own glue.
apiApp.onError((error, c) => errorResponse(error, c.req.raw));
