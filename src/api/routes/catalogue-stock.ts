/**
 * Stock and shop-only data in the back office (issue 21, part B; decisions
 * §12): staff read the stock list and the shop-only data and write stock and
 * expected stock dates; admins write the purchase price, the shop-only price
 * and the shop-only options. The promises and pages follow a change at once
 * (server/catalogue-stock/stock-changed.ts).
 */
import { z } from "zod";

import { shopDataAnswerSchema, stockItemAnswerSchema, stockListAnswerSchema } from "@/schemas/answers/catalogue-stock";
import { SHOP_DATA_BODY_LIMIT, shopDataInputSchema, STOCK_BODY_LIMIT, stockInputSchema, stockQuerySchema } from "@/schemas/catalogue-admin/stock";
import { listStock } from "@/server/catalogue-stock/list-stock";
import { PRODUCT_NOT_FOUND, saveStock } from "@/server/catalogue-stock/save-stock";
import { loadShopData, saveShopData } from "@/server/catalogue-stock/shop-data";
import { getDatabase } from "@/server/db/client";
import { orNotFound } from "@/server/http/api-error";
import { idParam } from "@/server/http/params";
import { requireAdmin, requireStaff } from "@/server/staff/staff-request";

import { endpoint } from "../declare";

const productParams = z.object({ productId: idParam("productId") });

export const catalogueStockRoutes = [
  endpoint(
    {
      method: "GET",
      path: "/api/catalogue/stock/",
      summary:
        "The back office's stock list, for staff: web stock, every shop's stock and showroom flag, the expected stock date and the promise a shopper reads now. q (name, brand, EAN, product number), state (soldOut, low: 1 or 2 left, expected: sold out with an expected date), page, pageSize (≤ 100), sort (productId, name, stock, stockEstimatedDate), order.",
      role: "staff",
      answers: [{ status: 200, description: "One page of products and how many match.", data: stockListAnswerSchema }],
      failures: [401, 422],
    },
    { authorize: requireStaff, query: stockQuerySchema, queryFailureStatus: 422 },
    async ({ query }) => listStock(await getDatabase(), query, new Date()),
  ),
  endpoint(
    {
      method: "PUT",
      path: "/api/catalogue/products/{productId}/stock/",
      summary:
        "Staff set a product's web stock (stock), its expected stock date (stockEstimatedDate, YYYY-MM-DD or empty for none) and, when sent, shops: [{ shopId, stock, inShowroom }]. The delivery promises and pages follow at once.",
      role: "staff",
      answers: [{ status: 200, description: "The product's stock as it is now.", data: stockItemAnswerSchema }],
      failures: [400, 401, 404, 413, 415, 422],
    },
    { authorize: requireStaff, params: productParams, body: stockInputSchema, bodyLimitBytes: STOCK_BODY_LIMIT },
    async ({ params, body }) => saveStock(await getDatabase(), params.productId, body, new Date()),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/catalogue/products/{productId}/shop-data/",
      summary: "A product's shop-only data, for staff: purchase price, shop price, the margin codes they yield, the shop-only options (the product's own and its type's) and the shops' stock.",
      role: "staff",
      answers: [{ status: 200, description: "The shop-only data.", data: shopDataAnswerSchema }],
      failures: [400, 401, 404],
    },
    { authorize: requireStaff, params: productParams },
    async ({ params }) => orNotFound(await loadShopData(await getDatabase(), params.productId), PRODUCT_NOT_FOUND),
  ),
  endpoint(
    {
      method: "PUT",
      path: "/api/catalogue/products/{productId}/shop-data/",
      summary:
        "An admin sets a product's purchasePrice and shopPrice (euros, empty for none) and its shop-only options [{ name, price, scope }]: scope product replaces the product's own options, scope productType those of every product of its type.",
      role: "admin",
      answers: [{ status: 200, description: "The shop-only data as it is now.", data: shopDataAnswerSchema }],
      failures: [400, 401, 403, 404, 413, 415, 422],
    },
    { authorize: requireAdmin, params: productParams, body: shopDataInputSchema, bodyLimitBytes: SHOP_DATA_BODY_LIMIT },
    async ({ params, body }) => saveShopData(await getDatabase(), params.productId, body),
  ),
];
