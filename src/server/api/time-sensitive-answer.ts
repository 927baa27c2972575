/**
 * The answer of GET /api/products/{productId}/time-sensitive/: its amounts go
 * through productAmountsAnswer, so `price`, `discounts` and `sellingPrice` mean
 * here what they mean in the product answer. The staff-only facts
 * (guest-product-facts.ts) follow the product answer's rule: the number on hand
 * and `discounts.makeAmends` for staff only.
 */
import type { TimeSensitiveProduct } from "@/domain/catalogue/time-sensitive";
import { centsToEuros } from "@/domain/money";
import type { TimeSensitiveAnswer } from "@/schemas/answers/catalogue";

import { productAmountsAnswer } from "./product-answer";

export function timeSensitiveAnswer(product: TimeSensitiveProduct, viewer: { staff: boolean }): TimeSensitiveAnswer {
  return {
    productId: product.productId,
    ...productAmountsAnswer(product, { withMakeAmends: viewer.staff }),
    priceBeforeDiscount: product.priceBeforeDiscountCents == null ? null : centsToEuros(product.priceBeforeDiscountCents),
    inStock: product.inStock,
    stockEstimatedDate: product.stockEstimatedDate,
    expired: product.expired,
    delivery: product.delivery,
    ...(viewer.staff ? { stock: product.stock } : {}),
  };
}
