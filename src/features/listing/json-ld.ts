export { JsonLd, breadcrumbListJsonLd, jsonLdText } from "@/components/seo/json-ld";
import type { ProductSummary } from "@/domain/catalogue/product-summary";
import { centsToEuros } from "@/domain/money";

/** schema.org ItemList of the products on a listing page, each with its offer. */
export function itemListJsonLd(name: string, products: ProductSummary[], baseUrl: string, offset = 0) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: products.map((product, index) => ({
      "@type": "ListItem",
      position: offset + index + 1,
      item: {
        "@type": "Product",
        name: `${product.brand.name} ${product.name}`,
        url: `${baseUrl}${product.url}`,
        image: `${baseUrl}${product.image.url}`,
        brand: { "@type": "Brand", name: product.brand.name },
        offers: {
          "@type": "Offer",
          price: centsToEuros(product.priceCents).toFixed(2),
          priceCurrency: "EUR",
          availability: product.inStock ? "https://schema.org/InStock" : product.stockEstimatedDate ? "https://schema.org/BackOrder" : "https://schema.org/OutOfStock",
        },
        ...(product.ratingAverage !== null && product.ratingCount > 0
          ? { aggregateRating: { "@type": "AggregateRating", ratingValue: product.ratingAverage, reviewCount: product.ratingCount, bestRating: 5 } }
          : {}),
      },
    })),
  };
}
