/**
 * The API's route table as the attack suite sees it: every `route.ts` under
 * src/app/api found on disk (not listed by hand), its URL pattern with the
 * `[param]` and `[...catchAll]` segments, and the handlers its module exports.
 * A new route is attacked the day it is added, without anyone editing a test.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export type RouteSegment = { kind: "static"; name: string } | { kind: "param"; name: string } | { kind: "catchAll"; name: string };

export interface ApiRoute {
  /** The file, relative to the project: src/app/api/carts/[cartId]/route.ts. */
  file: string;
  /** The URL pattern with its trailing slash: /api/carts/[cartId]/. */
  pattern: string;
  segments: RouteSegment[];
  handlers: Partial<Record<HttpMethod, Handler>>;
  /** Exports that are neither a known method nor a Next.js route setting: the generator cannot call them. */
  unknownExports: string[];
}

// Route segment config that Next.js reads from a route module; not handlers.
const ROUTE_SETTINGS = new Set(["dynamic", "dynamicParams", "revalidate", "fetchCache", "runtime", "preferredRegion", "maxDuration", "generateStaticParams"]);

function parseSegment(text: string): RouteSegment | null {
  // Route groups `(name)` are not part of the URL.
  if (/^\(.+\)$/.test(text)) return null;
  const catchAll = /^\[\[?\.\.\.(.+?)\]?\]$/.exec(text);
  if (catchAll) return { kind: "catchAll", name: catchAll[1]! };
  const param = /^\[(.+)\]$/.exec(text);
  if (param) return { kind: "param", name: param[1]! };
  return { kind: "static", name: text };
}

/** Every route file under `root` (default src/app/api), sorted, relative to `projectRoot`. */
export function findRouteFiles(projectRoot = process.cwd(), root = "src/app/api"): string[] {
  const base = path.join(projectRoot, root);
  return (readdirSync(base, { recursive: true, encoding: "utf8" }) as string[])
    .filter((file) => path.basename(file) === "route.ts" || path.basename(file) === "route.tsx")
    .map((file) => path.join(root, file).split(path.sep).join("/"))
    .sort();
}

/** Imports each route module and names what it exports. */
export async function discoverApiRoutes(projectRoot = process.cwd()): Promise<ApiRoute[]> {
  const routes: ApiRoute[] = [];
  for (const file of findRouteFiles(projectRoot)) {
    const directory = path.posix.dirname(file).slice("src/app".length);
    const segments = directory
      .split("/")
      .filter((part) => part !== "")
      .map(parseSegment)
      .filter((segment): segment is RouteSegment => segment !== null);
    const pattern = `/${segments.map((segment) => (segment.kind === "static" ? segment.name : segment.kind === "param" ? `[${segment.name}]` : `[...${segment.name}]`)).join("/")}/`;
    const routeModule = (await import(path.join(projectRoot, file))) as Record<string, unknown>;
    const handlers: Partial<Record<HttpMethod, Handler>> = {};
    const unknownExports: string[] = [];
    for (const [name, value] of Object.entries(routeModule)) {
      if ((HTTP_METHODS as readonly string[]).includes(name) && typeof value === "function") handlers[name as HttpMethod] = value as Handler;
      else if (!ROUTE_SETTINGS.has(name) && name !== "default") unknownExports.push(name);
    }
    routes.push({ file, pattern, segments, handlers, unknownExports });
  }
  return routes;
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
  return { path: `/${parts.join("/")}/`, params };
}
