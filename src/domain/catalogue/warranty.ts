/**
 * The warranty a shopper gets, and what the extra warranty adds. Every
 * appliance comes with five years (specification §9: "default warranty 5
 * years"); a product may state its own longer term as its `garantie`
 * specification. The shop's extra warranty is one product for every appliance
 * it is offered with: it adds the same number of years to the product's own
 * term, so the cart, the product page and the customer-service page can all
 * name it.
 */
export const DEFAULT_WARRANTY_YEARS = 5;
export const EXTRA_WARRANTY_YEARS = 5;

/** The specification keys of the two terms, as products carry them. */
export const WARRANTY_KEY = "garantie";
export const EXTRA_WARRANTY_KEY = "extra-garantie";

/** "5 jaar extra, totaal 10 jaar": what the extra warranty adds to a product's own term. */
export function describeExtraWarranty(productYears: number = DEFAULT_WARRANTY_YEARS, extraYears: number = EXTRA_WARRANTY_YEARS): string {
  return `${extraYears} jaar extra, totaal ${productYears + extraYears} jaar`;
}
