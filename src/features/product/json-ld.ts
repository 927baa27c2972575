export { JsonLd, breadcrumbListJsonLd, jsonLdText } from "@/components/seo/json-ld";
import { deliveryChargeAloneCents } from "@/domain/cart/delivery-cost";
import type { SmallOrderPolicy } from "@/domain/cart/totals";
import type { ProductDetail } from "@/domain/catalogue/product-detail";
import { centsToEuros } from "@/domain/money";
import type { RatingAnswer } from "@/schemas/answers/ratings";

function availability(product: ProductDetail): string {
  if (product.expired) return "https://schema.org/Discontinued";
  if (product.inStock) return "https://schema.org/InStock";
  return product.stockEstimatedDate ? "https://schema.org/BackOrder" : "https://schema.org/OutOfStock";
}

/**
 * schema.org Product with its Offer (price including VAT, availability,
 * shipping as the product alone pays it: search engines show it as the
 * delivery cost) and rating: the approved reviews' average and count, and a
 * few of those reviews (issue 23).
 */
export function productJsonLd(product: ProductDetail, baseUrl: string, smallOrder: SmallOrderPolicy, reviews: readonly RatingAnswer[] = []) {
  const url = `${baseUrl}${product.url}`;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: `${product.brand.name} ${product.name}`,
    description: product.description,
    sku: String(product.productId),
    gtin13: product.ean,
    mpn: product.name,
    color: product.colour,
    category: product.category.name,
    url,
    image: product.images.map((image) => `${baseUrl}${image.url}`),
    brand: { "@type": "Brand", name: product.brand.name },
    ...(product.ratingAverage !== null && product.ratingCount > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: product.ratingAverage, reviewCount: product.ratingCount, bestRating: 5, worstRating: 1 } }
      : {}),
    ...(reviews.length > 0
      ? {
          review: reviews.map((review) => ({
            "@type": "Review",
            name: review.title,
            reviewBody: review.text,
            datePublished: review.createdAt.slice(0, 10),
            author: { "@type": "Person", name: review.authorName },
            reviewRating: { "@type": "Rating", ratingValue: review.stars, bestRating: 5, worstRating: 1 },
            ...(review.pros.length > 0 ? { positiveNotes: { "@type": "ItemList", itemListElement: review.pros.map((name, index) => ({ "@type": "ListItem", position: index + 1, name })) } } : {}),
            ...(review.cons.length > 0 ? { negativeNotes: { "@type": "ItemList", itemListElement: review.cons.map((name, index) => ({ "@type": "ListItem", position: index + 1, name })) } } : {}),
          })),
        }
      : {}),
    offers: {
      "@type": "Offer",
      url,
      price: centsToEuros(product.priceCents).toFixed(2),
      priceCurrency: "EUR",
      availability: availability(product),
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: "Stekker" },
      shippingDetails: {
        "@type": "OfferShippingDetails",
        shippingRate: { "@type": "MonetaryAmount", value: centsToEuros(deliveryChargeAloneCents(product, smallOrder)).toFixed(2), currency: "EUR" },
        shippingDestination: [
          { "@type": "DefinedRegion", addressCountry: "NL" },
          { "@type": "DefinedRegion", addressCountry: "BE" },
        ],
      },
    },
  };
}
