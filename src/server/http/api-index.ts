/**
 * The API's routes and the methods they accept, as the permissions table of the
 * specification names them (§6, §7): GET on the catalogue, carts as §6 says, and
 * the staff's routes marked with the role they need (decisions §5). Later issues
 * add their routes here; the API index (/api/) lists this, and an integration test
 * checks that every route exists and allows exactly these methods.
 */
import type { Method } from "./route-handler";

export interface ApiRouteEntry {
  allowedMethods: Method[];
  /** Only the session that made it may use it (carts, orders, quotes). */
  allowedOwnData?: boolean;
  /** Only signed-in staff (or an API token) may use it, or only admins (decisions §5). */
  requiredRole?: "staff" | "admin";
}

const GET_ONLY: ApiRouteEntry = { allowedMethods: ["GET"] };

export const API_ROUTES: Readonly<Record<string, ApiRouteEntry>> = {
  "/api/": GET_ONLY,
  "/api/app-state/": GET_ONLY,
  "/api/carts/": { allowedMethods: ["POST"] },
  "/api/carts/address/": { allowedMethods: ["POST"] },
  "/api/carts/{cartId}/": { allowedMethods: ["GET", "PUT"], allowedOwnData: true },
  // The cookie statement: what the shop keeps in a browser, and why.
  "/api/cookies/": GET_ONLY,
  "/api/cookies/{cookieId}/": GET_ONLY,
  // Browsers report Content-Security-Policy violations here (report-uri and report-to).
  "/api/csp-reports/": { allowedMethods: ["POST"] },
  "/api/delivery-rules/": GET_ONLY,
  "/api/delivery-rules/{deliveryRuleId}/": GET_ONLY,
  "/api/filters/": GET_ONLY,
  "/api/filters/{filterId}/": GET_ONLY,
  "/api/information/filters/": GET_ONLY,
  "/api/information/specifications/{productType}/": GET_ONLY,
  "/api/information/{informationId}/": GET_ONLY,
  // The browser logger's batches (specification §7), with the shop's fixed bearer token.
  "/api/logger/": { allowedMethods: ["POST"] },
  // The newsletter (specification §6): sign up or confirm (POST), unsubscribe (DELETE).
  "/api/newsletter-subscribers/": { allowedMethods: ["POST", "DELETE"] },
  "/api/orders/{orderRef}/": { allowedMethods: ["GET"], allowedOwnData: true },
  // A new attempt to pay, and the withdrawal function (decisions §7), for the order's own session or link.
  "/api/orders/{orderRef}/payments/": { allowedMethods: ["POST"], allowedOwnData: true },
  "/api/orders/{orderRef}/withdrawal/": { allowedMethods: ["POST"], allowedOwnData: true },
  // Payment providers report here: Mollie's webhook, the built-in test provider's page.
  "/api/payments/mollie/webhook/": { allowedMethods: ["POST"] },
  "/api/payments/test/{paymentId}/": { allowedMethods: ["POST"] },
  "/api/product-faq/{productFaqId}/": GET_ONLY,
  "/api/product-tags/{productTagId}/": GET_ONLY,
  "/api/product-types/filters/": GET_ONLY,
  "/api/products/": GET_ONLY,
  "/api/products/{productId}/": GET_ONLY,
  "/api/products/{productId}/time-sensitive/": GET_ONLY,
  "/api/rewrites/{rewriteId}/": GET_ONLY,
  "/api/robots/": GET_ONLY,
  // Exports for admins (specification §7): the newsletter's confirmed addresses, the orders of a period, as CSV.
  "/api/shop/export/": { allowedMethods: ["GET"], requiredRole: "admin" },
  // Shop mode (specification §3): read and set the shop of a signed-in browser; a form sets it with POST ?_method=PUT.
  "/api/shop/mode/": { allowedMethods: ["GET", "PUT", "POST"], requiredRole: "staff" },
  "/api/special-dates/": GET_ONLY,
  "/api/special-dates/{specialDateId}/": GET_ONLY,
  // Staff sign in and out (decisions §5); keep their own API tokens; admins manage staff. Forms POST with ?_method=.
  "/api/staff-api-tokens/": { allowedMethods: ["GET", "POST"], requiredRole: "staff" },
  "/api/staff-api-tokens/{tokenId}/": { allowedMethods: ["DELETE"], requiredRole: "staff" },
  "/api/staff-members/": { allowedMethods: ["GET", "POST"], requiredRole: "admin" },
  "/api/staff-members/{staffMemberId}/": { allowedMethods: ["PATCH", "POST"], requiredRole: "admin" },
  "/api/staff-sessions/": { allowedMethods: ["POST", "DELETE"] },
  "/api/suggestions/": GET_ONLY,
  // For load balancers and monitoring; staff have a category's waiting work done now.
  "/api/system-health/": GET_ONLY,
  "/api/system-health/tasks/": GET_ONLY,
  "/api/system-health/tasks/{category}/resume/": { allowedMethods: ["POST"], requiredRole: "staff" },
};
