/**
 * The back office's catalogue (issue 21, part A: products): the product list
 * with its filters, the whole record to read and write, bulk actions, the
 * combinations, and what the product form offers. Staff read; admins write
 * (decisions §12). Every write answers the record as it is now, and the shop
 * follows at once (server/catalogue-admin/catalogue-data-changed.ts).
 */
import { z } from "zod";

import {
  bulkAnswerSchema,
  catalogueChoicesAnswerSchema,
  combinationAnswerSchema,
  combinationListAnswerSchema,
  productListAnswerSchema,
  productRecordSchema,
} from "@/schemas/answers/catalogue-admin";
import {
  BULK_BODY_LIMIT,
  bulkActionSchema,
  COMBINATION_BODY_LIMIT,
  combinationInputSchema,
  PRODUCT_BODY_LIMIT,
  productInputSchema,
} from "@/schemas/catalogue-admin/product-input";
import { catalogueProductsQuerySchema, combinationsQuerySchema } from "@/schemas/catalogue-admin/products-query";
import { runBulkAction } from "@/server/catalogue-admin/bulk-products";
import { loadCatalogueChoices } from "@/server/catalogue-admin/catalogue-choices";
import { COMBINATION_NOT_FOUND, loadCombination } from "@/server/catalogue-admin/combination-record";
import { listCombinations } from "@/server/catalogue-admin/list-combinations";
import { removeCombination } from "@/server/catalogue-admin/remove-combination";
import { saveCombination } from "@/server/catalogue-admin/save-combination";
import { listCatalogueProducts } from "@/server/catalogue-admin/list-products";
import { loadProductRecord } from "@/server/catalogue-admin/load-product-record";
import { PRODUCT_NOT_FOUND, saveProduct } from "@/server/catalogue-admin/save-product";
import { getDatabase } from "@/server/db/client";
import { orNotFound } from "@/server/http/api-error";
import { idParam } from "@/server/http/params";
import { requireAdmin, requireStaff } from "@/server/staff/staff-request";

import { endpoint } from "../declare";

const productParams = z.object({ productId: idParam("productId") });
const combinationParams = z.object({ combinationId: idParam("combinationId") });

const PRODUCT_FIELDS =
  "slug, name, series, brand (slug), categoryId, colour, description, ean (EAN-13, check digit), energyClass, price, cashDeskDiscount, makeAmendsDiscount, cashback, deliveryCost, assemblyPrice, assemblyPriceSecondary, extraServicePrice, extraWarrantyPrice, warrantyYears, extraWarrantyYears, freeAssembly, freeAssemblyDismissable, freeExtraService, freeExtraWarranty, freeExtraWarrantyDismissable, pickUpDiscountPrice, expired, specifications (by the category's product type), faq [{question, answer}], tagIds; amounts in euros";

export const catalogueProductRoutes = [
  endpoint(
    {
      method: "GET",
      path: "/api/catalogue/products/",
      summary:
        "The back office's product list, for staff: q (name, EAN, product id, slug), category (id), brand (slug), inStock, expired, discounted (true/false), missingData (image, description, energyLabel, specifications, ean), page, pageSize (≤ 100), sort (productId, name, price, stock, createdAt), order. A value that is not one of these answers 422 naming it.",
      role: "staff",
      answers: [{ status: 200, description: "One page of products and how many match.", data: productListAnswerSchema }],
      failures: [401, 403, 422],
    },
    { authorize: requireStaff, query: catalogueProductsQuerySchema, queryFailureStatus: 422 },
    async ({ query }) => listCatalogueProducts(await getDatabase(), query),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/catalogue/products/",
      summary: `An admin adds a product: ${PRODUCT_FIELDS}. Its stock starts at 0; its price history starts now.`,
      role: "admin",
      answers: [{ status: 201, description: "The new product's record.", data: productRecordSchema }],
      failures: [401, 403, 409, 413, 415, 422],
    },
    { authorize: requireAdmin, body: productInputSchema, bodyLimitBytes: PRODUCT_BODY_LIMIT, status: 201 },
    async ({ body }) => saveProduct(await getDatabase(), body, new Date()),
  ),
  // Before /{productId}/, so that "bulk" is never read as an id.
  endpoint(
    {
      method: "POST",
      path: "/api/catalogue/products/bulk/",
      summary:
        "An admin changes many products at once: action expire | unexpire | setDiscount (discount cashDesk | makeAmends | cashback, amount in euros) | clearDiscount (discount) | moveCategory (categoryId, same product type), productIds (≤ 1000). Answers which changed, which already were so, and which were refused and why.",
      role: "admin",
      answers: [{ status: 200, description: "What the action changed.", data: bulkAnswerSchema }],
      failures: [401, 403, 413, 415, 422],
    },
    { authorize: requireAdmin, body: bulkActionSchema, bodyLimitBytes: BULK_BODY_LIMIT },
    async ({ body }) => runBulkAction(await getDatabase(), body, new Date()),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/catalogue/products/{productId}/",
      summary: "The whole product record for the back office (staff), with its stock, images, the last 60 days of prices and what the customer sees now by the Omnibus rule.",
      role: "staff",
      answers: [{ status: 200, description: "The product's record.", data: productRecordSchema }],
      failures: [400, 401, 403, 404],
    },
    { authorize: requireStaff, params: productParams },
    async ({ params }) => orNotFound(await loadProductRecord(await getDatabase(), params.productId, new Date()), PRODUCT_NOT_FOUND),
  ),
  endpoint(
    {
      method: "PUT",
      path: "/api/catalogue/products/{productId}/",
      summary: `An admin replaces a product's editable record (as POST takes it): ${PRODUCT_FIELDS}. A price change writes the price history; a slug or category change makes the old address answer 301.`,
      role: "admin",
      answers: [{ status: 200, description: "The record as it is now.", data: productRecordSchema }],
      failures: [400, 401, 403, 404, 409, 413, 415, 422],
    },
    { authorize: requireAdmin, params: productParams, body: productInputSchema, bodyLimitBytes: PRODUCT_BODY_LIMIT },
    async ({ params, body }) => saveProduct(await getDatabase(), body, new Date(), params.productId),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/catalogue/choices/",
      summary: "What the product form offers (staff): categories with their product type, brands, tags, product types with their specification definitions, energy classes.",
      role: "staff",
      answers: [{ status: 200, description: "The choices.", data: catalogueChoicesAnswerSchema }],
      failures: [401, 403],
    },
    { authorize: requireStaff },
    async () => loadCatalogueChoices(await getDatabase()),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/catalogue/combinations/",
      summary: "The combinations (bundles with their parts and discount), for staff: q (name), page, pageSize (≤ 100), sort (combinationId, name), order.",
      role: "staff",
      answers: [{ status: 200, description: "One page of combinations and how many there are.", data: combinationListAnswerSchema }],
      failures: [401, 403, 422],
    },
    { authorize: requireStaff, query: combinationsQuerySchema, queryFailureStatus: 422 },
    async ({ query }) => listCombinations(await getDatabase(), query),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/catalogue/combinations/",
      summary: "An admin adds a combination: slug, name, discount (euros, below the parts' prices together), productIds (2 to 6).",
      role: "admin",
      answers: [{ status: 201, description: "The new combination.", data: combinationAnswerSchema }],
      failures: [401, 403, 413, 415, 422],
    },
    { authorize: requireAdmin, body: combinationInputSchema, bodyLimitBytes: COMBINATION_BODY_LIMIT, status: 201 },
    async ({ body }) => saveCombination(await getDatabase(), body, new Date()),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/catalogue/combinations/{combinationId}/",
      summary: "One combination with its parts (staff).",
      role: "staff",
      answers: [{ status: 200, description: "The combination.", data: combinationAnswerSchema }],
      failures: [400, 401, 403, 404],
    },
    { authorize: requireStaff, params: combinationParams },
    async ({ params }) => orNotFound(await loadCombination(await getDatabase(), params.combinationId), COMBINATION_NOT_FOUND),
  ),
  endpoint(
    {
      method: "PUT",
      path: "/api/catalogue/combinations/{combinationId}/",
      summary: "An admin replaces a combination (as POST takes it).",
      role: "admin",
      answers: [{ status: 200, description: "The combination as it is now.", data: combinationAnswerSchema }],
      failures: [400, 401, 403, 404, 413, 415, 422],
    },
    { authorize: requireAdmin, params: combinationParams, body: combinationInputSchema, bodyLimitBytes: COMBINATION_BODY_LIMIT },
    async ({ params, body }) => saveCombination(await getDatabase(), body, new Date(), params.combinationId),
  ),
  endpoint(
    {
      method: "DELETE",
      path: "/api/catalogue/combinations/{combinationId}/",
      summary: "An admin removes a combination.",
      role: "admin",
      answers: [{ status: 204, description: "Removed." }],
      failures: [400, 401, 403, 404],
    },
    { authorize: requireAdmin, params: combinationParams },
    async ({ params }) => removeCombination(await getDatabase(), params.combinationId),
  ),
];
