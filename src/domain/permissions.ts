/**
 * The permissions of a guest (specification §3 and §6), and what staff and
 * admins may do besides (decisions §5), as the app state hands them to the
 * browser. The browser uses them to decide which calls it may
 * make; the server decides for itself on every request, so this table informs,
 * it does not protect.
 *
 * Keys are the API paths of specification §7 in the shop's own spelling (leading
 * /api, trailing slash, decisions §6), so the client can look up the path it
 * calls.
 */
import { managesStaff, type Role, seesStaffData } from "./staff/roles";

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiRoutePermission {
  allowedMethods: ApiMethod[];
  /** Only the session that made it may use it (decisions §5). */
  allowedOwnData?: boolean;
}

export const PERMISSION_FLAGS = [
  "filtersShopOnlyShow",
  "marginCodeShow",
  "pricesShopOnlyShow",
  "shopIconsShow",
  "stockEstimatedDateShopShow",
  "shopOptionsShow",
  "quoteRequestAdminOptionsShow",
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

export type Permissions = { apiRoutes: Record<string, ApiRoutePermission> } & Record<PermissionFlag, boolean>;

/**
 * One method of one route, as the API declares it (src/api): the role it needs
 * (decisions §5) and whether only the caller's own data is served. The table is
 * made from the routes that exist, so it never offers a call that answers 404.
 */
export interface ApiRouteGrant {
  /** The API path of specification §7 in the shop's spelling: /api/carts/{cartId}/. */
  path: string;
  method: ApiMethod;
  role: Role;
  ownData?: boolean;
  /** A POST that a plain HTML form sends instead of another method: accepted, but not a method of its own. */
  formStandIn?: boolean;
}

const METHOD_ORDER: readonly ApiMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

function mayCall(role: Role, needed: Role): boolean {
  if (needed === "admin") return managesStaff(role);
  if (needed === "staff") return seesStaffData(role);
  return true;
}

/** The routes `role` may call, with the methods it may use on each (§6: carts and orders only for their own session). */
export function apiRoutesFor(role: Role, routes: readonly ApiRouteGrant[]): Record<string, ApiRoutePermission> {
  const table: Record<string, ApiRoutePermission> = {};
  for (const route of routes) {
    if (route.formStandIn || !mayCall(role, route.role)) continue;
    const entry = (table[route.path] ??= { allowedMethods: [] });
    if (!entry.allowedMethods.includes(route.method)) entry.allowedMethods.push(route.method);
    if (route.ownData) entry.allowedOwnData = true;
  }
  for (const entry of Object.values(table)) entry.allowedMethods.sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
  return Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)));
}

/** A fresh copy each time, so no caller can change another's table. */
export function guestPermissions(routes: readonly ApiRouteGrant[]): Permissions {
  return permissionsFor("guest", routes);
}

/**
 * A role's table. Staff see every staff-only thing of specification §1 (the
 * seven flags); the routes are those of `routes` the role may call: a guest's
 * GET on the catalogue and §6's exceptions (carts, the newsletter, signing in),
 * staff's own tools besides, and an admin's too (decisions §5).
 */
export function permissionsFor(role: Role, routes: readonly ApiRouteGrant[]): Permissions {
  return { apiRoutes: apiRoutesFor(role, routes), ...permissionFlagsFor(role) };
}

/** The seven flags of a role: all on for staff and admins, all off for a guest. */
export function permissionFlagsFor(role: Role): Record<PermissionFlag, boolean> {
  const staff = seesStaffData(role);
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, staff])) as Record<PermissionFlag, boolean>;
}
