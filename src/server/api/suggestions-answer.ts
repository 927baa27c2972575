/**
 * A product of GET /api/suggestions/ as it leaves the API: money in euros, its
 * amounts under the product answer's names (product-answer.ts), so `price` is
 * the list price here too.
 */
import type { ProductSuggestion } from "@/domain/catalogue/suggestions";
import type { SuggestedProductAnswer } from "@/schemas/answers/suggestions";

import { listedProductAmountsAnswer } from "./product-answer";

export function suggestedProductAnswer(product: ProductSuggestion): SuggestedProductAnswer {
  return {
    productId: product.productId,
    name: product.name,
    url: product.url,
    image: product.image,
    category: product.category,
    ...listedProductAmountsAnswer(product),
  };
}
