/**
 * The ways one resource's address can be written (issue 17, finding 2): with or
 * without the trailing slash, in other case, percent-encoded, with whitespace,
 * leading zeros, `.`, `..` and `%2e` segments. `resolveRoute` sends a path the
 * way the shop does: a path under /api/ that ends in a slash goes to the API's
 * application (src/host/node-lane.ts), whose Request resolves dot segments as
 * the URL standard does; Next.js redirects a path without its trailing slash,
 * or with repeated slashes, to the clean path.
 */
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

export type Resolved = { kind: "application" } | { kind: "redirect"; location: string };

export function routeResolver(): (rawPath: string) => Resolved {
  return (rawPath) => {
    const normalised = new URL(`http://localhost${rawPath}`).pathname;
    // Next.js redirects a path with repeated slashes, or without its trailing one, to the clean path.
    if (/\/{2,}/.test(normalised) || !normalised.endsWith("/")) return { kind: "redirect", location: `${normalised.replace(/\/{2,}/g, "/").replace(/\/?$/, "/")}` };
    return { kind: "application" };
  };
}
