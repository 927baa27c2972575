export { JsonLd, breadcrumbListJsonLd, jsonLdText } from "@/components/seo/json-ld";
import type { ProductSummary } from "@/domain/catalogue/product-summary";

/**
 * schema.org ItemList of the products on a listing page, as a summary page:
 * each entry names its position and the product's own page, nothing more.
 * Google takes Product markup only from a page about that one product (the
 * product page carries it, with its offer); on a category it would be ignored
 * at best, and here it would be sent twice on every listing (in the HTML and
 * in the page's RSC payload).
 */
export function itemListJsonLd(name: string, products: Pick<ProductSummary, "url">[], baseUrl: string, offset = 0) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: products.map((product, index) => ({
      "@type": "ListItem",
      position: offset + index + 1,
      url: `${baseUrl}${product.url}`,
    })),
  };
}
