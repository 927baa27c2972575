/**
 * Which compiled route handler answers a path, read from the build's own list of
 * app routes (`.next/server/app-paths-manifest.json`). Pure: no files, no Node.
 *
 * Precedence is Next.js's: at each segment a fixed name beats a `[param]`, which
 * beats a `[...catchAll]`, so /api/carts/address/ is the address lookup and not
 * a cart called "address".
 */
export interface RouteEntry {
  /** The route's path pattern, as the manifest names it without `/route`: `/api/carts/[cartId]`. */
  pattern: string;
  /** The compiled module, relative to `.next/server`. */
  file: string;
}

export interface RouteMatch {
  file: string;
  params: Record<string, string | string[]>;
}

type Segment = { kind: "static"; name: string } | { kind: "param"; name: string } | { kind: "catchAll"; name: string; optional: boolean };

interface CompiledRoute extends RouteEntry {
  segments: Segment[];
}

/** Route handlers from the manifest (`/x/route` keys), optionally only under some path prefixes. */
export function routeEntriesFromManifest(manifest: Record<string, string>, prefixes: readonly string[]): RouteEntry[] {
  return Object.entries(manifest)
    .filter(([key]) => key.endsWith("/route"))
    .map(([key, file]) => ({ pattern: key.slice(0, -"/route".length) || "/", file }))
    .filter(({ pattern }) => prefixes.some((prefix) => `${pattern}/`.startsWith(prefix)));
}

function parseSegment(text: string): Segment {
  const optionalCatchAll = /^\[\[\.\.\.(.+)\]\]$/.exec(text);
  if (optionalCatchAll) return { kind: "catchAll", name: optionalCatchAll[1]!, optional: true };
  const catchAll = /^\[\.\.\.(.+)\]$/.exec(text);
  if (catchAll) return { kind: "catchAll", name: catchAll[1]!, optional: false };
  const param = /^\[(.+)\]$/.exec(text);
  if (param) return { kind: "param", name: param[1]! };
  return { kind: "static", name: text };
}

/** Route groups `(name)` do not appear in URLs. */
const splitPattern = (pattern: string) =>
  pattern
    .split("/")
    .filter((part) => part !== "" && !/^\(.+\)$/.test(part))
    .map(parseSegment);

const RANK: Record<Segment["kind"], number> = { static: 0, param: 1, catchAll: 2 };

/** Compares two routes segment by segment: the more specific one first. */
function bySpecificity(a: CompiledRoute, b: CompiledRoute): number {
  const length = Math.max(a.segments.length, b.segments.length);
  for (let index = 0; index < length; index += 1) {
    const left = a.segments[index];
    const right = b.segments[index];
    if (!left || !right) return left ? -1 : 1;
    const difference = RANK[left.kind] - RANK[right.kind];
    if (difference !== 0) return difference;
  }
  return 0;
}

export class RouteTable {
  private readonly routes: CompiledRoute[];

  constructor(entries: readonly RouteEntry[]) {
    this.routes = entries.map((entry) => ({ ...entry, segments: splitPattern(entry.pattern) })).sort(bySpecificity);
  }

  /**
   * The route for a pathname that ends in a slash (every route of this shop
   * does; anything else is left to Next.js, which redirects it). Null when no
   * route handler answers it, or when the path is not valid percent-encoding.
   */
  match(pathname: string): RouteMatch | null {
    if (!pathname.endsWith("/")) return null;
    let parts: string[];
    try {
      parts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
    } catch {
      return null;
    }
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (params) return { file: route.file, params };
    }
    return null;
  }
}

function matchSegments(segments: readonly Segment[], parts: readonly string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {};
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index]!;
    if (segment.kind === "catchAll") {
      const rest = parts.slice(index);
      if (rest.length === 0 && !segment.optional) return null;
      if (rest.length > 0) params[segment.name] = rest;
      return params;
    }
    const part = parts[index];
    if (part === undefined) return null;
    if (segment.kind === "static" && segment.name !== part) return null;
    if (segment.kind === "param") params[segment.name] = part;
  }
  return parts.length === segments.length ? params : null;
}
