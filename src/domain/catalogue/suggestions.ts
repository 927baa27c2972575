import type { ProductPriceAmounts } from "./product-summary";

/** What the search box suggests while typing. */
export interface ProductSuggestion extends ProductPriceAmounts {
  productId: number;
  /** Brand and model: "Miele WWD 320 WCS". */
  name: string;
  url: string;
  image: { url: string; alt: string };
  category: { slug: string; name: string };
}

export interface Suggestions {
  /** At most six. */
  products: ProductSuggestion[];
  categories: { slug: string; name: string; url: string }[];
  brands: { slug: string; name: string; url: string }[];
}
