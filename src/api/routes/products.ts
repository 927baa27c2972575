/** The catalogue's products (specification §7): search with facets, one product, its price and stock of this moment, and the search box's suggestions. */
import { randomBytes } from "node:crypto";

import { z } from "zod";

import { readEnv } from "@/config/env";
import { productsIndexName } from "@/domain/catalogue/search-analytics";
import { productDetailAnswerSchema, productListingAnswerSchema } from "@/schemas/answers/product";
import { timeSensitiveAnswerSchema } from "@/schemas/answers/catalogue";
import { suggestionsAnswerSchema } from "@/schemas/answers/suggestions";
import { productsQuerySchema } from "@/schemas/products-query";
import { productViewer } from "@/server/api/guest-product-facts";
import { productDetailAnswer } from "@/server/api/product-answer";
import { suggestedProductAnswer } from "@/server/api/suggestions-answer";
import { timeSensitiveAnswer } from "@/server/api/time-sensitive-answer";
import { loadProductsForApi } from "@/server/api/products-listing";
import { shopOnlyPartFor } from "@/server/catalogue-stock/shop-only-answer";
import { getSuggestions } from "@/server/catalogue/get-autocomplete";
import { loadProductDetailById } from "@/server/catalogue/get-product-detail";
import { loadTimeSensitive } from "@/server/catalogue/get-time-sensitive";
import { getDatabase } from "@/server/db/client";
import { searchKitchens } from "@/server/kitchens/search-kitchens";
import { orNotFound } from "@/server/http/api-error";
import { idParam } from "@/server/http/params";
import { publicUnlessStaff, staffOf, staffOnlyFor } from "@/server/staff/staff-request";

import { endpoint } from "../declare";

const productParams = z.object({ productId: idParam("productId") });
const suggestionsQuery = z.object({ q: z.string().max(200, "q is te lang (maximaal 200 tekens)").default("") });

export const productRoutes = [
  endpoint(
    {
      method: "GET",
      path: "/api/products/",
      summary: "Search, facets, sorting and pages over the catalogue; staff-only facets for staff only.",
      role: "guest",
      answers: [{ status: 200, description: "A page of products with the facets of the whole result.", data: productListingAnswerSchema }],
      failures: [400],
    },
    { authorize: staffOf, query: productsQuerySchema, cache: publicUnlessStaff },
    async ({ auth: staff, query }) => loadProductsForApi(await getDatabase(), query, new Date(), staffOnlyFor(staff)),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/products/{productId}/",
      summary:
        "Everything the product page shows, money in euros. An expired product still answers, with expired: true. A guest sees stock as in or out of stock with its expected date; the number on hand, the make-amends discount and `shopOnly` (margin code, shop price, shops' stock and showroom, shop-only options) are for staff, whose answer is never cached.",
      role: "guest",
      answers: [{ status: 200, description: "The product.", data: productDetailAnswerSchema }],
      failures: [400, 404],
    },
    { authorize: staffOf, params: productParams, cache: publicUnlessStaff },
    async ({ auth: staff, params }) => {
      const db = await getDatabase();
      const answer = productDetailAnswer(orNotFound(await loadProductDetailById(db, params.productId, new Date()), "Product niet gevonden"), productViewer(staff));
      // Staff only (issue 21, part B): margin code, shop price, shops, shop-only options.
      return { ...answer, ...(await shopOnlyPartFor(db, staff?.role ?? null, params.productId)) };
    },
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/products/{productId}/time-sensitive/",
      summary: "Price and stock of this moment; never cached, so that a cached product page reads these fresh.",
      role: "guest",
      answers: [{ status: 200, description: "Price and stock now.", data: timeSensitiveAnswerSchema }],
      failures: [400, 404],
    },
    { authorize: staffOf, params: productParams, cache: "no-store" },
    async ({ auth: staff, params }) =>
      timeSensitiveAnswer(orNotFound(await loadTimeSensitive(await getDatabase(), params.productId, new Date()), "Product niet gevonden"), productViewer(staff)),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/suggestions/",
      summary:
        "Suggestions for the header's search box: products, categories and brands, with a query id and the index name of §7 so that a chosen suggestion can be reported as a search click.",
      role: "guest",
      answers: [{ status: 200, description: "The suggestions.", data: suggestionsAnswerSchema }],
      failures: [400],
    },
    { query: suggestionsQuery, cache: "public" },
    async ({ query }) => {
      const [suggestions, kitchens] = await Promise.all([getSuggestions(query.q), getDatabase().then((db) => searchKitchens(db, query.q, 3))]);
      return {
        queryId: randomBytes(16).toString("hex"),
        indexName: productsIndexName(readEnv().SEARCH_INDEX_ENVIRONMENT),
        products: suggestions.products.map(suggestedProductAnswer),
        categories: suggestions.categories,
        brands: suggestions.brands,
        // Issue 22: kitchens found by the same words.
        kitchens: kitchens.map((kitchen) => ({ slug: kitchen.slug, name: kitchen.name, url: kitchen.url })),
      };
    },
  ),
];
