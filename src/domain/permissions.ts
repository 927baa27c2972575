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

// Specification §7's list of API shapes.
const SPECIFIED_PATHS = [
  "/api/",
  "/api/app-state/",
  "/api/banners/",
  "/api/banners/{bannerId}/",
  "/api/blocks/{blockId}/",
  "/api/buckets/forms/",
  "/api/carts/",
  "/api/carts/address/",
  "/api/carts/{cartId}/",
  "/api/cookies/",
  "/api/cookies/{cookieId}/",
  "/api/delivery-rules/",
  "/api/delivery-rules/{deliveryRuleId}/",
  "/api/filters/",
  "/api/filters/{filterId}/",
  "/api/form-data/",
  "/api/form-data/id/",
  "/api/form-data/{formDataId}/",
  "/api/information/filters/",
  "/api/information/specifications/{productType}/",
  "/api/information/{informationId}/",
  "/api/kitchens/{kitchenId}/",
  "/api/messages/",
  "/api/messages/{messageId}/",
  "/api/newsletter-subscribers/",
  "/api/newsletters/{newsletterId}/",
  "/api/newsletters/{newsletterId}/{counterId}/",
  "/api/orders/{orderId}/",
  "/api/orders/non-web/{orderId}/",
  "/api/pages/{pageId}/",
  "/api/preview/",
  "/api/product-faq/{productFaqId}/",
  "/api/product-tags/{productTagId}/",
  "/api/product-types/filters/",
  "/api/products/",
  "/api/products/{productId}/",
  "/api/products/{productId}/time-sensitive/",
  "/api/quotes/",
  "/api/quotes/{quoteId}/",
  "/api/ratings/",
  "/api/ratings/{ratingId}/",
  "/api/rewrites/{rewriteId}/",
  "/api/robots/",
  "/api/shop/export/",
  "/api/shop/mode/",
  "/api/showroom-kitchens/{showroomKitchenId}/",
  "/api/special-dates/",
  "/api/special-dates/{specialDateId}/",
  "/api/support/{supportId}/",
  "/api/system-health/",
  "/api/system-health/tasks/",
  "/api/system-health/tasks/{category}/resume/",
  "/api/vacancies/",
  "/api/vacancies/{vacancyId}/",
  // Not in the specification's list, but the shop has them: the search box's suggestions,
  // paying an order again, and the withdrawal function the law asks for since 2026 (decisions §7).
  "/api/suggestions/",
  "/api/orders/{orderId}/payments/",
  "/api/orders/{orderId}/withdrawal/",
  // Signing in and out as staff (decisions §5), and a member of staff's own API tokens.
  "/api/staff-sessions/",
  "/api/staff-api-tokens/",
  "/api/staff-api-tokens/{tokenId}/",
  // Admins manage staff (decisions §5).
  "/api/staff-members/",
  "/api/staff-members/{staffMemberId}/",
] as const;

/** §6: "Default permissions allow only GET on most resources", with these exceptions. */
const EXCEPTIONS: Readonly<Record<string, ApiRoutePermission>> = {
  "/api/carts/address/": { allowedMethods: ["POST"] },
  "/api/carts/": { allowedMethods: ["POST"] },
  "/api/carts/{cartId}/": { allowedMethods: ["GET", "PUT"], allowedOwnData: true },
  "/api/buckets/forms/": { allowedMethods: ["GET", "POST", "DELETE"] },
  "/api/form-data/": { allowedMethods: ["POST"] },
  "/api/newsletter-subscribers/": { allowedMethods: ["POST", "DELETE"] },
  "/api/quotes/": { allowedMethods: ["POST"] },
  "/api/quotes/{quoteId}/": { allowedMethods: ["GET"], allowedOwnData: true },
  "/api/orders/{orderId}/": { allowedMethods: ["GET"], allowedOwnData: true },
  "/api/orders/{orderId}/payments/": { allowedMethods: ["POST"], allowedOwnData: true },
  "/api/orders/{orderId}/withdrawal/": { allowedMethods: ["POST"], allowedOwnData: true },
  "/api/staff-sessions/": { allowedMethods: ["POST", "DELETE"] },
  "/api/staff-api-tokens/": { allowedMethods: [] },
  "/api/staff-api-tokens/{tokenId}/": { allowedMethods: [] },
  "/api/staff-members/": { allowedMethods: [] },
  "/api/staff-members/{staffMemberId}/": { allowedMethods: [] },
  "/api/shop/export/": { allowedMethods: [] },
  "/api/shop/mode/": { allowedMethods: [] },
  "/api/system-health/tasks/{category}/resume/": { allowedMethods: [] },
};

/** What staff may do besides a guest; an admin may do the same, and ADMIN_EXCEPTIONS (decisions §5). */
const STAFF_EXCEPTIONS: Readonly<Record<string, ApiRoutePermission>> = {
  "/api/shop/mode/": { allowedMethods: ["GET", "PUT"] },
  "/api/staff-api-tokens/": { allowedMethods: ["GET", "POST"] },
  "/api/staff-api-tokens/{tokenId}/": { allowedMethods: ["DELETE"] },
  "/api/system-health/tasks/{category}/resume/": { allowedMethods: ["POST"] },
};

/** Admins also manage staff. */
const ADMIN_EXCEPTIONS: Readonly<Record<string, ApiRoutePermission>> = {
  "/api/shop/export/": { allowedMethods: ["GET"] },
  "/api/staff-members/": { allowedMethods: ["GET", "POST"] },
  "/api/staff-members/{staffMemberId}/": { allowedMethods: ["PATCH"] },
};

/** A fresh copy each time, so no caller can change another's table. */
export function guestPermissions(): Permissions {
  return permissionsFor("guest");
}

/**
 * A role's table. Staff see every staff-only thing of specification §1 (the
 * seven flags); what they may call besides is STAFF_EXCEPTIONS, and for an
 * admin ADMIN_EXCEPTIONS too.
 */
export function permissionsFor(role: Role): Permissions {
  const staff = seesStaffData(role);
  const admin = managesStaff(role);
  const apiRoutes = Object.fromEntries(
    SPECIFIED_PATHS.map((path) => {
      const entry = (admin ? ADMIN_EXCEPTIONS[path] : undefined) ?? (staff ? STAFF_EXCEPTIONS[path] : undefined) ?? EXCEPTIONS[path] ?? { allowedMethods: ["GET"] };
      return [path, { ...entry, allowedMethods: [...entry.allowedMethods] }];
    }),
  );
  const flags = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, staff])) as Record<PermissionFlag, boolean>;
  return { apiRoutes, ...flags };
}
