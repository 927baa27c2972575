/** What a product card shows; the read side fills it, the UI only renders it. */
export interface ProductSummary {
  productId: number;
  brand: { slug: string; name: string };
  name: string;
  url: string;
  image: { url: string; alt: string };
  category: { slug: string; name: string };
  priceCents: number;
  /** The price before the cash-desk discount, when there is one. */
  priceBeforeDiscountCents: number | null;
  cashbackCents: number | null;
  energyClass: string | null;
  ratingAverage: number | null;
  ratingCount: number;
  inStock: boolean;
  stockEstimatedDate: string | null;
}

/** The price a shopper pays at the checkout: the list price less the cash-desk discount. */
export function sellingPriceCents(priceCents: number, cashDeskDiscountCents: number | null): number {
  return priceCents - (cashDeskDiscountCents ?? 0);
}
