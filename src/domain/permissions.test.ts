import { describe, expect, it } from "vitest";

import { guestPermissions, PERMISSION_FLAGS, permissionsFor } from "./permissions";

describe("a guest's default permissions (specification §6)", () => {
  const permissions = guestPermissions();

  it("allow only GET on most resources", () => {
    expect(permissions.apiRoutes["/api/products/{productId}/"]).toEqual({ allowedMethods: ["GET"] });
    expect(permissions.apiRoutes["/api/system-health/"]).toEqual({ allowedMethods: ["GET"] });
  });

  it("a guest may create carts, and read and change their own cart", () => {
    expect(permissions.apiRoutes["/api/carts/"]).toEqual({ allowedMethods: ["POST"] });
    expect(permissions.apiRoutes["/api/carts/{cartId}/"]).toEqual({ allowedMethods: ["GET", "PUT"], allowedOwnData: true });
    expect(permissions.apiRoutes["/api/carts/address/"]).toEqual({ allowedMethods: ["POST"] });
  });

  it("own data is marked on carts, orders and quotes only", () => {
    const own = Object.entries(permissions.apiRoutes)
      .filter(([, entry]) => entry.allowedOwnData)
      .map(([path]) => path);
    expect(own.sort()).toEqual(["/api/carts/{cartId}/", "/api/orders/{orderId}/", "/api/orders/{orderId}/payments/", "/api/orders/{orderId}/withdrawal/", "/api/quotes/{quoteId}/"]);
  });

  it("the other exceptions of §6", () => {
    expect(permissions.apiRoutes["/api/buckets/forms/"]?.allowedMethods).toEqual(["GET", "POST", "DELETE"]);
    expect(permissions.apiRoutes["/api/form-data/"]?.allowedMethods).toEqual(["POST"]);
    expect(permissions.apiRoutes["/api/newsletter-subscribers/"]?.allowedMethods).toEqual(["POST", "DELETE"]);
    expect(permissions.apiRoutes["/api/quotes/"]?.allowedMethods).toEqual(["POST"]);
  });

  it("every path is an /api path with a trailing slash", () => {
    for (const path of Object.keys(permissions.apiRoutes)) expect(path).toMatch(/^\/api\/(.+\/)?$/);
  });

  it("all seven flags are false", () => {
    expect(PERMISSION_FLAGS).toHaveLength(7);
    for (const flag of PERMISSION_FLAGS) expect(permissions[flag]).toBe(false);
  });

  it("each call gets its own copy", () => {
    guestPermissions().apiRoutes["/api/carts/"]!.allowedMethods.push("DELETE");
    expect(guestPermissions().apiRoutes["/api/carts/"]!.allowedMethods).toEqual(["POST"]);
  });
});

describe("the permissions of staff and admins (decisions §5: staff see staff-only data)", () => {
  it("a member of staff has all seven flags of the staff-only mode (specification §1)", () => {
    for (const role of ["staff", "admin"] as const) {
      const permissions = permissionsFor(role);
      for (const flag of PERMISSION_FLAGS) expect(permissions[flag], `${role} ${flag}`).toBe(true);
    }
  });

  it("staff may read and set their shop mode, and keep their own API tokens; a guest may not", () => {
    expect(permissionsFor("staff").apiRoutes["/api/shop/mode/"]).toEqual({ allowedMethods: ["GET", "PUT"] });
    expect(permissionsFor("staff").apiRoutes["/api/staff-api-tokens/"]).toEqual({ allowedMethods: ["GET", "POST"] });
    expect(permissionsFor("staff").apiRoutes["/api/staff-api-tokens/{tokenId}/"]).toEqual({ allowedMethods: ["DELETE"] });
    expect(permissionsFor("staff").apiRoutes["/api/system-health/tasks/{category}/resume/"]).toEqual({ allowedMethods: ["POST"] });
    expect(guestPermissions().apiRoutes["/api/staff-api-tokens/"]).toEqual({ allowedMethods: [] });
    expect(guestPermissions().apiRoutes["/api/shop/mode/"]).toEqual({ allowedMethods: [] });
    expect(guestPermissions().apiRoutes["/api/system-health/tasks/{category}/resume/"]).toEqual({ allowedMethods: [] });
  });

  it("only an admin may list, add and change staff", () => {
    expect(permissionsFor("admin").apiRoutes["/api/staff-members/"]).toEqual({ allowedMethods: ["GET", "POST"] });
    expect(permissionsFor("admin").apiRoutes["/api/staff-members/{staffMemberId}/"]).toEqual({ allowedMethods: ["PATCH"] });
    expect(permissionsFor("admin").apiRoutes["/api/shop/mode/"]).toEqual({ allowedMethods: ["GET", "PUT"] });
    for (const role of ["guest", "staff"] as const) expect(permissionsFor(role).apiRoutes["/api/staff-members/"], role).toEqual({ allowedMethods: [] });
    expect(permissionsFor("admin").apiRoutes["/api/shop/export/"]).toEqual({ allowedMethods: ["GET"] });
    for (const role of ["guest", "staff"] as const) expect(permissionsFor(role).apiRoutes["/api/shop/export/"], role).toEqual({ allowedMethods: [] });
  });

  it("everyone may sign in and out", () => {
    for (const role of ["guest", "staff", "admin"] as const) expect(permissionsFor(role).apiRoutes["/api/staff-sessions/"]).toEqual({ allowedMethods: ["POST", "DELETE"] });
  });

  it("staff keep a guest's rights on everything else, own data included", () => {
    const staff = permissionsFor("staff").apiRoutes;
    expect(staff["/api/carts/{cartId}/"]).toEqual({ allowedMethods: ["GET", "PUT"], allowedOwnData: true });
    expect(staff["/api/products/"]).toEqual({ allowedMethods: ["GET"] });
    expect(Object.keys(staff).sort()).toEqual(Object.keys(guestPermissions().apiRoutes).sort());
  });
});
