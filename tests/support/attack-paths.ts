/**
 * The ways one resource's address can be written (issue 17, finding 2): with or
 * without the trailing slash, in other case, percent-encoded, with whitespace,
 * leading zeros, `.`, `..` and `%2e` segments. `resolveRoute` sends a path the
 * way the shop does: the direct lane of `npm start` matches the raw path first
 * (src/server/direct-routes/route-table.ts); what it does not match goes to
 * Next.js, which removes dot segments as the URL standard does before routing,
 * and redirects a path without its trailing slash.
 */
import { RouteTable } from "@/server/direct-routes/route-table";

import type { ApiRoute } from "./attack-routes";

export function pathForms(prefix: string, id: string, suffix = ""): string[] {
  const encoded = [...id].map((char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`).join("");
  const [first, ...rest] = prefix.split("/").filter(Boolean);
  const parent = `/${first}/`;
  const tail = rest.join("/");
  return [
    `${prefix}${id}/${suffix}`,
    `${prefix}${id}${suffix ? `/${suffix.replace(/\/$/, "")}` : ""}`,
    `${prefix}${id.toUpperCase()}/${suffix}`,
    `${prefix}${id.toLowerCase()}/${suffix}`,
    `${prefix}${encoded}/${suffix}`,
    `${prefix}%20${id}/${suffix}`,
    `${prefix}${id}%20/${suffix}`,
    `${prefix}%09${id}/${suffix}`,
    `${prefix}0${id}/${suffix}`,
    `${prefix}00${id}/${suffix}`,
    `${prefix}./${id}/${suffix}`,
    `${prefix}x/../${id}/${suffix}`,
    `${prefix}%2e/${id}/${suffix}`,
    `${prefix}%2E%2E/${tail}/${id}/${suffix}`,
    `${parent}x/../${tail}/${id}/${suffix}`,
    `/./${prefix.slice(1)}${id}/${suffix}`,
    `/x/..${prefix}${id}/${suffix}`,
    `/%2e${prefix}${id}/${suffix}`,
    `${prefix}${id}/./${suffix}`,
    `${prefix}${id}%2f/${suffix}`,
    `${prefix}${id}%00/${suffix}`,
    `${prefix}${id};x/${suffix}`,
    `/${prefix.slice(1)}${id}/${suffix}`.replace(/^\//, "//"),
  ];
}

export type Resolved = { kind: "handler"; route: ApiRoute; params: Record<string, string | string[]> } | { kind: "redirect"; location: string } | { kind: "not-found" };

export function routeResolver(routes: ApiRoute[]): (rawPath: string) => Resolved {
  const table = new RouteTable(routes.map((route) => ({ pattern: route.pattern.replace(/\/$/, ""), file: route.file })));
  const byFile = new Map(routes.map((route) => [route.file, route]));
  return (rawPath) => {
    const direct = table.match(rawPath);
    if (direct) return { kind: "handler", route: byFile.get(direct.file)!, params: direct.params };
    const normalised = new URL(`http://localhost${rawPath}`).pathname;
    // Next.js redirects a path with repeated slashes, or without its trailing one, to the clean path.
    if (/\/{2,}/.test(normalised) || !normalised.endsWith("/")) return { kind: "redirect", location: `${normalised.replace(/\/{2,}/g, "/").replace(/\/?$/, "/")}` };
    const routed = table.match(normalised);
    return routed ? { kind: "handler", route: byFile.get(routed.file)!, params: routed.params } : { kind: "not-found" };
  };
}
