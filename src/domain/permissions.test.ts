import { describe, expect, it } from "vitest";

import { type ApiRouteGrant, guestPermissions, PERMISSION_FLAGS, permissionsFor } from "./permissions";

/** A small route table in the shape the API declares it (src/api/route-table.ts tests the real one). */
const ROUTES: ApiRouteGrant[] = [
  { path: "/api/products/{productId}/", method: "GET", role: "guest" },
  { path: "/api/carts/", method: "POST", role: "guest" },
  { path: "/api/carts/{cartId}/", method: "PUT", role: "guest", ownData: true },
  { path: "/api/carts/{cartId}/", method: "GET", role: "guest", ownData: true },
  { path: "/api/newsletter-subscribers/", method: "DELETE", role: "guest" },
  { path: "/api/newsletter-subscribers/", method: "POST", role: "guest" },
  { path: "/api/shop/mode/", method: "GET", role: "staff" },
  { path: "/api/shop/mode/", method: "PUT", role: "staff" },
  { path: "/api/shop/mode/", method: "POST", role: "staff", formStandIn: true },
  { path: "/api/staff-members/", method: "GET", role: "admin" },
  { path: "/api/staff-members/", method: "POST", role: "admin" },
];

describe("a guest's default permissions (specification §6)", () => {
  const permissions = guestPermissions(ROUTES);

  it("allow only GET on most resources", () => {
    expect(permissions.apiRoutes["/api/products/{productId}/"]).toEqual({ allowedMethods: ["GET"] });
  });

  it("a guest may create carts, and read and change their own cart", () => {
    expect(permissions.apiRoutes["/api/carts/"]).toEqual({ allowedMethods: ["POST"] });
    expect(permissions.apiRoutes["/api/carts/{cartId}/"]).toEqual({ allowedMethods: ["GET", "PUT"], allowedOwnData: true });
  });

  it("own data is marked on the routes declared so only", () => {
    const own = Object.entries(permissions.apiRoutes)
      .filter(([, entry]) => entry.allowedOwnData)
      .map(([path]) => path);
    expect(own).toEqual(["/api/carts/{cartId}/"]);
  });

  it("methods come in a fixed order, whatever the order of the declarations", () => {
    expect(permissions.apiRoutes["/api/newsletter-subscribers/"]?.allowedMethods).toEqual(["POST", "DELETE"]);
  });

  it("lists only the routes there are, and none the role may not call (issue 18: no GET on paths that answer 404)", () => {
    expect(Object.keys(permissions.apiRoutes)).toEqual(["/api/carts/", "/api/carts/{cartId}/", "/api/newsletter-subscribers/", "/api/products/{productId}/"]);
  });

  it("all seven flags are false", () => {
    expect(PERMISSION_FLAGS).toHaveLength(7);
    for (const flag of PERMISSION_FLAGS) expect(permissions[flag]).toBe(false);
  });

  it("each call gets its own copy", () => {
    guestPermissions(ROUTES).apiRoutes["/api/carts/"]!.allowedMethods.push("DELETE");
    expect(guestPermissions(ROUTES).apiRoutes["/api/carts/"]!.allowedMethods).toEqual(["POST"]);
  });
});

describe("the permissions of staff and admins (decisions §5: staff see staff-only data)", () => {
  it("a member of staff has all seven flags of the staff-only mode (specification §1)", () => {
    for (const role of ["staff", "admin"] as const) {
      const permissions = permissionsFor(role, ROUTES);
      for (const flag of PERMISSION_FLAGS) expect(permissions[flag], `${role} ${flag}`).toBe(true);
    }
  });

  it("staff may read and set their shop mode; a form's POST stand-in is no method of its own; a guest may not", () => {
    expect(permissionsFor("staff", ROUTES).apiRoutes["/api/shop/mode/"]).toEqual({ allowedMethods: ["GET", "PUT"] });
    expect(guestPermissions(ROUTES).apiRoutes["/api/shop/mode/"]).toBeUndefined();
  });

  it("only an admin may list and add staff", () => {
    expect(permissionsFor("admin", ROUTES).apiRoutes["/api/staff-members/"]).toEqual({ allowedMethods: ["GET", "POST"] });
    expect(permissionsFor("admin", ROUTES).apiRoutes["/api/shop/mode/"]).toEqual({ allowedMethods: ["GET", "PUT"] });
    for (const role of ["guest", "staff"] as const) expect(permissionsFor(role, ROUTES).apiRoutes["/api/staff-members/"], role).toBeUndefined();
  });

  it("staff keep a guest's rights on everything else, own data included", () => {
    const staff = permissionsFor("staff", ROUTES).apiRoutes;
    expect(staff["/api/carts/{cartId}/"]).toEqual({ allowedMethods: ["GET", "PUT"], allowedOwnData: true });
    expect(staff["/api/products/{productId}/"]).toEqual({ allowedMethods: ["GET"] });
    for (const path of Object.keys(guestPermissions(ROUTES).apiRoutes)) expect(staff[path], path).toEqual(guestPermissions(ROUTES).apiRoutes[path]);
  });
});
