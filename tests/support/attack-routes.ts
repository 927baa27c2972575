/**
 * The API's route table as the attack suite sees it: every route of the Hono
 * application (src/api/app.ts, not listed by hand), its URL pattern with its
 * `[param]` segments, and a handler per method that sends the request through
 * the whole application. A new route is attacked the day it is declared,
 * without anyone editing a test.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { API_ROUTE_TABLE, apiApp } from "@/api/app";
import type { RouteDeclaration } from "@/api/declare";
import { defineRoute } from "@/server/http/route-handler";

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export type RouteSegment = { kind: "static"; name: string } | { kind: "param"; name: string } | { kind: "catchAll"; name: string };

export interface ApiRoute {
  /** The file that declares it, relative to the project: src/api/routes/carts.ts. */
  file: string;
  /** The URL pattern with its trailing slash: /api/carts/[cartId]/. */
  pattern: string;
  segments: RouteSegment[];
  /** Each method through the whole application (routing, HEAD, OPTIONS, 405 included). */
  handlers: Partial<Record<HttpMethod, Handler>>;
  /**
   * Each method's handler called with the path parameters it is given, past the
   * router: a path segment such as `..` or `%2e` never reaches a route through a
   * URL (the URL standard removes dot segments first), so this is how a handler
   * is shown one as it is.
   */
  direct: Partial<Record<HttpMethod, Handler>>;
  /** Always empty now: a declaration has nothing the generator cannot call. Kept for the suite's check. */
  unknownExports: string[];
}

/** `{cartId}` segments as the suite has always written them: `[cartId]`. */
const bracketPattern = (apiPath: string) => apiPath.replace(/\{([^}]+)\}/g, "[$1]");

function segmentsOf(apiPath: string): RouteSegment[] {
  return apiPath
    .split("/")
    .filter(Boolean)
    .map((part) => (/^\{.+\}$/.test(part) ? { kind: "param", name: part.slice(1, -1) } : { kind: "static", name: part }));
}

/** The declaring file: the one of src/api that names the path. */
function declaringFile(apiPath: string, projectRoot: string): string {
  const folder = path.join(projectRoot, "src/api");
  const files = (readdirSync(folder, { recursive: true, encoding: "utf8" }) as string[]).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts")).sort();
  const found = files.find((file) => readFileSync(path.join(folder, file), "utf8").includes(`"${apiPath}"`));
  return path.posix.join("src/api", (found ?? "route-table.ts").split(path.sep).join("/"));
}

/** The routes of the application's table under /api/ (the drawings are not the API's). */
export async function discoverApiRoutes(projectRoot = process.cwd()): Promise<ApiRoute[]> {
  const byPath = new Map<string, RouteDeclaration[]>();
  for (const route of API_ROUTE_TABLE) if (route.path.startsWith("/api/")) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);
  return [...byPath.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([apiPath, declared]) => {
      const methods = defineRoute(Object.fromEntries(declared.map((route) => [route.method, route.handler])));
      const handlers = Object.fromEntries(
        HTTP_METHODS.map((method) => [method, (async (request) => apiApp.request(request.method === method ? request : new Request(request, { method }))) satisfies Handler]),
      );
      const direct = Object.fromEntries(HTTP_METHODS.map((method) => [method, ((request, context) => methods[method](request, context)) satisfies Handler]));
      return { file: declaringFile(apiPath, projectRoot), pattern: bracketPattern(apiPath), segments: segmentsOf(apiPath), handlers, direct, unknownExports: [] };
    });
}

/** Every /api/ path the Hono application itself routes, in the suite's spelling (its own list, walked). */
export function applicationApiPatterns(): string[] {
  const paths = apiApp.routes.map((route) => route.path).filter((routePath) => routePath.startsWith("/api/"));
  return [...new Set(paths.map((routePath) => bracketPattern(routePath.replace(/:([^/]+)/g, "{$1}"))))].sort((a, b) => a.localeCompare(b));
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encodes a path segment; a lone surrogate (which encodeURIComponent refuses) goes as U+FFFD, as a browser sends it. */
export function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(LONE_SURROGATE, "\uFFFD"));
  }
}

/**
 * The request path for the given parameter values, and the params object Next.js
 * hands the handler. `raw` segments go into the path as they are (to send `..`,
 * `%2e` or a half-encoded value); the handler still gets the value itself.
 */
export function buildPath(route: ApiRoute, values: Record<string, string | string[]>, raw = false): { path: string; params: Record<string, string | string[]> } {
  const parts: string[] = [];
  const params: Record<string, string | string[]> = {};
  for (const segment of route.segments) {
    if (segment.kind === "static") {
      parts.push(segment.name);
      continue;
    }
    const value = values[segment.name] ?? (segment.kind === "catchAll" ? ["x"] : "1");
    params[segment.name] = segment.kind === "catchAll" ? (Array.isArray(value) ? value : [value]) : Array.isArray(value) ? value.join("/") : value;
    const list = Array.isArray(value) ? value : [value];
    parts.push(...list.map((item) => (raw ? item : encodeSegment(item))));
  }
  return { path: `/${parts.join("/")}${route.pattern.endsWith("/") ? "/" : ""}`, params };
}
