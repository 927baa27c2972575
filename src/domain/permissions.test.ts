import { describe, expect, it } from "vitest";

import { guestPermissions, PERMISSION_FLAGS } from "./permissions";

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
