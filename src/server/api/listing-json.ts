/**
 * The answer of GET /api/products/ (decisions §6): `{ items, total, facets }`
 * and the paging around them, with money in euros. Each item is a product card
 * shaped as the product answer shapes its alternatives (productSummaryAnswer), so
 * `price` is the list price and `sellingPrice` what the shopper pays, as in every
 * answer. The price facet's range is in euros too.
 */
import type { Facet, ListingResult } from "@/domain/catalogue/listing";
import { centsToEuros } from "@/domain/money";
import type { ProductListingAnswer } from "@/schemas/answers/product";

import { productSummaryAnswer } from "./product-answer";

export function listingJson(result: ListingResult): ProductListingAnswer {
  return {
    items: result.items.map(productSummaryAnswer),
    total: result.total,
    facets: result.facets.map(facetJson),
    page: result.page,
    pageSize: result.pageSize,
    pageCount: result.pageCount,
    ...(result.search ? { search: result.search } : {}),
  };
}

function facetJson(facet: Facet) {
  const { range, selectedRange, ...rest } = facet;
  return {
    ...rest,
    ...(range ? { range: { min: centsToEuros(range.min), max: centsToEuros(range.max) } } : {}),
    ...(selectedRange ? { selectedRange: eurosRange(selectedRange) } : {}),
  };
}

function eurosRange(range: { min?: number; max?: number }) {
  return {
    ...(range.min !== undefined ? { min: centsToEuros(range.min) } : {}),
    ...(range.max !== undefined ? { max: centsToEuros(range.max) } : {}),
  };
}
