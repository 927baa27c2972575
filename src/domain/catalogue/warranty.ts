/**
 * The warranty a shopper gets, and what the extra warranty adds. Every
 * appliance comes with the shop's default warranty (specification §9: "default
 * warranty 5 years"; an admin may change it in the shop's settings, issue 21);
 * a product may state its own term as its `garantie` specification. The shop's extra warranty is one product for every appliance
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

export interface WarrantyTerms {
  /** The product's own term, or the shop's default where it states none. */
  years: number;
  /** What the extra warranty adds. */
  extraYears: number;
}

/** A product's terms: its own where it states them (whole years), else the shop's default and the standard extra. */
export function warrantyTerms(own: { years: number | null; extraYears: number | null }, shopDefaultYears: number): WarrantyTerms {
  const whole = (value: number | null) => (value !== null && Number.isInteger(value) && value > 0 ? value : null);
  return { years: whole(own.years) ?? shopDefaultYears, extraYears: whole(own.extraYears) ?? EXTRA_WARRANTY_YEARS };
}
