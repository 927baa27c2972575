import type { DeliveryPromise } from "./delivery-promise";

/** What a product card shows; the read side fills it, the UI only renders it. */
export interface ProductSummary {
  productId: number;
  brand: { slug: string; name: string };
  name: string;
  url: string;
  image: { url: string; alt: string };
  category: { slug: string; name: string };
  /** What the shopper pays: the list price less the cash-desk discount. */
  priceCents: number;
  /**
   * The struck-through "was" price. Only set when the EU Omnibus rule allows it
   * (decisions §1): it must equal the lowest price of the last 30 days.
   */
  priceBeforeDiscountCents: number | null;
  /** The three key specifications of the product type, formatted: ["8 kg", "1400 tpm", "72 dB"]. */
  keySpecifications: string[];
  cashbackCents: number | null;
  /** Already taken off `priceCents`; the card names it when no strike-through price may show (decisions §1). */
  cashDeskDiscountCents?: number | null;
  /** The product's own delivery cost (0: none), for the card's promise about delivery cost; absent where a reader does not know it. */
  deliveryCostCents?: number;
  energyClass: string | null;
  ratingAverage: number | null;
  ratingCount: number;
  inStock: boolean;
  stockEstimatedDate: string | null;
  /** "Morgen in huis" or the expected day, for the moment the read side was asked about. */
  delivery?: DeliveryPromise;
  /** Product tags ("Energiezuinig", "Stil"), in their display order. */
  tags?: { slug: string; name: string }[];
}

/**
 * A product's price amounts as the catalogue keeps them: the list price and
 * what is taken off it. Every API answer names them as specification §3 does
 * (`price`, `discounts`, `sellingPrice`: server/api/product-answer.ts).
 */
export interface ProductPriceAmounts {
  listPriceCents: number;
  cashDeskDiscountCents: number | null;
  cashbackCents: number | null;
}

/** A card's amounts: its `priceCents` is the selling price, so the list price is that plus the cash-desk discount taken off. */
export function summaryPriceAmounts(summary: Pick<ProductSummary, "priceCents" | "cashDeskDiscountCents" | "cashbackCents">): ProductPriceAmounts {
  const cashDeskDiscountCents = summary.cashDeskDiscountCents ?? null;
  return { listPriceCents: summary.priceCents + (cashDeskDiscountCents ?? 0), cashDeskDiscountCents, cashbackCents: summary.cashbackCents };
}

/** The price a shopper pays at the checkout: the list price less the cash-desk discount. */
export function sellingPriceCents(priceCents: number, cashDeskDiscountCents: number | null): number {
  return priceCents - (cashDeskDiscountCents ?? 0);
}
