/**
 * Every route of the API, in one table. The Hono application serves it
 * (app.ts), the OpenAPI document describes it (openapi.ts), and the app state's
 * permission table and the API index (/api/) are made from it, so that none of
 * them lists a route that does not exist or leaves one out.
 */
import { type ApiRoutePermission, apiRoutesFor, type Permissions, permissionsFor } from "@/domain/permissions";
import type { Role } from "@/domain/staff/roles";
import { apiIndexAnswerSchema, openApiDocumentSchema } from "@/schemas/answers/api-index";
import { PUBLIC_CACHE } from "@/server/http/responses";

import { endpoint, type RouteDeclaration, type RequiredRole } from "./declare";
import { appStateRoutes } from "./routes/app-state";
import { cartRoutes } from "./routes/carts";
import { catalogueProductRoutes } from "./routes/catalogue-products";
import { catalogueStockRoutes } from "./routes/catalogue-stock";
import { catalogueImageRoutes } from "./routes/catalogue-images";
// Issue 21, part E: import and export.
import { catalogueImportRoutes } from "./routes/catalogue-import";
import { contentRoutes } from "./routes/content";
import { deliveryRoutes } from "./routes/delivery";
import { filterRoutes } from "./routes/filters";
// Issue 23, point 4: the forms bucket and form data.
import { formRoutes } from "./routes/forms";
// Issue 23: banners, blocks, messages and preview.
import { frontContentRoutes } from "./routes/front-content";
import { imageRoutes } from "./routes/images";
import { invoiceRoutes } from "./routes/invoices";
// Issue 22: kitchens and the showroom.
import { kitchenRoutes } from "./routes/kitchens";
import { linkRoutes } from "./routes/links";
import { loggingRoutes } from "./routes/logging";
import { newsletterRoutes } from "./routes/newsletter";
// Issue 23, point 5: newsletter campaigns and their counter.
import { newsletterCampaignRoutes } from "./routes/newsletters";
import { nonWebOrderRoutes } from "./routes/non-web-orders";
import { orderRoutes } from "./routes/orders";
import { orderTransitionRoutes } from "./routes/order-transitions";
// Issue 23, point 1: the shop's pages.
import { pageRoutes } from "./routes/pages";
import { paymentRoutes } from "./routes/payments";
import { productRoutes } from "./routes/products";
// Issue 22, point 1: quote requests.
import { quoteRoutes } from "./routes/quotes";
import { quoteOfferRoutes } from "./routes/quote-offers";
import { quoteCartRoutes } from "./routes/quote-carts";
// Issue 23: reviews.
import { ratingRoutes } from "./routes/ratings";
import { shopSettingsRoutes } from "./routes/shop-settings";
import { staffRoutes } from "./routes/staff";
import { stockAlertRoutes } from "./routes/stock-alerts";
import { systemHealthRoutes } from "./routes/system-health";
// Issue 23: vacancies and support locations.
import { supportRoutes } from "./routes/support";
import { vacancyRoutes } from "./routes/vacancies";

export interface ApiIndexEntry extends ApiRoutePermission {
  /** Only signed-in staff (or an API token) may use it, or only admins (decisions §5). */
  requiredRole?: "staff" | "admin";
}

/** The API's own description: the index and the OpenAPI document (made by app.ts from this same table). */
function metaRoutes(index: () => Record<string, ApiIndexEntry>, documentText: () => string): RouteDeclaration[] {
  return [
    endpoint(
      {
        method: "GET",
        path: "/api/",
        summary: "The API's index: every route with the methods it accepts and the role it needs.",
        role: "guest",
        answers: [{ status: 200, description: "The routes.", data: apiIndexAnswerSchema }],
        failures: [],
      },
      { cache: "public" },
      () => ({ apiRoutes: index() }),
    ),
    endpoint(
      {
        method: "GET",
        path: "/api/openapi.json",
        summary: "This OpenAPI 3.1 document.",
        role: "guest",
        answers: [{ status: 200, description: "The document.", content: { type: "application/json", schema: openApiDocumentSchema } }],
        failures: [],
      },
      { cache: "public" },
      () => new Response(documentText(), { headers: { "content-type": "application/json; charset=utf-8", "cache-control": PUBLIC_CACHE, "x-content-type-options": "nosniff" } }),
    ),
  ];
}

/**
 * Every route, each method once. `documentText` is the OpenAPI document of
 * this table as JSON (app.ts makes it once, from the application's registry).
 */
export function createRouteTable(documentText: () => string): readonly RouteDeclaration[] {
  const routes: RouteDeclaration[] = [];
  const grants = () => contractRoutes(routes);
  routes.push(
    ...metaRoutes(() => apiIndexOf(grants()), documentText),
    ...appStateRoutes(grants),
    ...cartRoutes,
    // Issue 21, part A (products): the back office's catalogue.
    ...catalogueProductRoutes,
    // Issue 21, part B: stock and shop-only data.
    ...catalogueStockRoutes,
    // Issue 21, part D: a product's photos.
    ...catalogueImageRoutes,
    // Issue 21, part E: import and export.
    ...catalogueImportRoutes,
    ...contentRoutes,
    ...deliveryRoutes,
    ...filterRoutes,
    // Issue 22: kitchens and the showroom.
    ...kitchenRoutes,
    ...frontContentRoutes,
    ...loggingRoutes,
    // Signed links' renewal and revocation (decisions §14).
    ...linkRoutes,
    ...newsletterRoutes,
    // Issue 23, point 5: newsletter campaigns and their counter.
    ...newsletterCampaignRoutes,
    // Before the customer's order routes: /api/orders/non-web/ is no order number.
    ...nonWebOrderRoutes,
    ...orderRoutes,
    ...invoiceRoutes,
    ...orderTransitionRoutes,
    ...paymentRoutes,
    ...pageRoutes,
    ...productRoutes,
    ...quoteRoutes,
    ...formRoutes,
    // Issue 22, point 2: the staff's side of quotes.
    ...quoteOfferRoutes,
    // Issue 22: the customer orders or declines a quote.
    ...quoteCartRoutes,
    // Issue 23: reviews and their moderation.
    ...ratingRoutes,
    ...shopSettingsRoutes,
    ...staffRoutes((role: Role): Permissions => permissionsFor(role, grants())),
    ...stockAlertRoutes,
    ...systemHealthRoutes,
    // Issue 23: vacancies and support locations.
    ...vacancyRoutes,
    ...supportRoutes,
    ...imageRoutes,
  );
  return routes;
}

/** The routes of the API's contract (the drawings are not part of it). */
export function contractRoutes(routes: readonly RouteDeclaration[]): RouteDeclaration[] {
  return routes.filter((route) => !route.hidden);
}

const ROLE_RANK: Record<RequiredRole, number> = { guest: 0, staff: 1, admin: 2 };

/** GET /api/: every route with every method it accepts (form stand-ins included) and the role the least of them needs. */
export function apiIndexOf(routes: readonly RouteDeclaration[]): Record<string, ApiIndexEntry> {
  const everything = apiRoutesFor("admin", routes.map((route) => ({ ...route, formStandIn: false })));
  return Object.fromEntries(
    Object.entries(everything).map(([path, entry]) => {
      const role = routes
        .filter((route) => route.path === path)
        .map((route) => route.role)
        .reduce((least, next) => (ROLE_RANK[next] < ROLE_RANK[least] ? next : least));
      return [path, role === "guest" ? entry : { ...entry, requiredRole: role }];
    }),
  );
}
