import NextLink from "next/link";
import type { ReactNode } from "react";

import { deliveryCostPromise, deliveryCostText } from "@/domain/cart/delivery-cost";
import type { SmallOrderPolicy } from "@/domain/cart/totals";
import { deliveryPromise } from "@/domain/catalogue/delivery-promise";
import type { ProductSummary } from "@/domain/catalogue/product-summary";
import { imageSrcSet } from "@/domain/catalogue/uploaded-images";
import { formatPrice } from "@/domain/money";

import { ADD_TO_CART_ATTRIBUTE } from "./card-action-data";
import { DeliveryPromise } from "./delivery-promise";
import { EnergyLabelLink } from "./energy-label-link";
import { PriceTag } from "./price-tag";
import styles from "./product.module.css";
import { RatingStars } from "./rating-stars";
import { REVIEWS_ANCHOR } from "./review-summary";

interface ProductCardProps {
  product: ProductSummary;
  /** The first cards of a page are above the fold: load their images at once. */
  eagerImage?: boolean;
  /** "tile" in a grid (front page, alternatives), "row" in a listing. */
  layout?: "tile" | "row";
  headingLevel?: 2 | 3;
  /** The clock, for the delivery promise. */
  now?: Date;
  /** Staff only (issue 21, part B): the shop-only flags' line; the page passes nothing for a guest. */
  staffFacts?: ReactNode;
  /** The shop's small-order rule in force (server/shop-settings), for the delivery cost it promises. */
  smallOrder: SmallOrderPolicy;
}

/** Without JavaScript the cart button leads to the product's options box. */
export const OPTIONS_ANCHOR = "extra-opties";

/**
 * A product in a row or grid: image, brand and name, three key specifications,
 * the energy arrow beside the price, rating, delivery promise and the cart
 * button. The whole card is one link target, through its name. Plain classes
 * instead of `sx`, and no client component: a listing renders 24 of these, and
 * one listener for the page (CardActions) works their buttons (docs/PERFORMANCE.md).
 */
export function ProductCard({ product, eagerImage = false, layout = "tile", headingLevel = 3, now = new Date(), staffFacts, smallOrder }: ProductCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // A product that cannot be delivered at all gets no cart button.
  const delivery = product.delivery ?? deliveryPromise({ inStock: product.inStock, stockEstimatedDate: product.stockEstimatedDate }, now);
  return (
    <article className={`${styles.card} ${layout === "row" ? styles.row : styles.tile}`} data-product-id={product.productId} data-focus-ring="around">
      <span className={styles.imageBox}>
        {/* A drawn SVG scales itself; an uploaded photo offers its widths (srcset). A plain img, no client component per card. */}
        <img
          src={product.image.url}
          srcSet={imageSrcSet(product.image.url)}
          sizes={layout === "row" ? "(max-width: 599px) 40vw, 220px" : "(max-width: 599px) 50vw, 300px"}
          alt={product.image.alt}
          width={400}
          height={400}
          loading={eagerImage ? "eager" : "lazy"}
          fetchPriority={eagerImage ? "high" : undefined}
          decoding="async"
          className={styles.image}
        />
      </span>
      <div className={styles.main}>
        {product.tags && product.tags.length > 0 ? (
          <ul className={styles.badges} aria-label="Kenmerken">
            {product.tags.slice(0, 2).map((tag) => (
              <li key={tag.slug} className={styles.badge}>
                {tag.name}
              </li>
            ))}
          </ul>
        ) : null}
        <Heading className={styles.title}>
          <NextLink href={product.url} prefetch={false} className={styles.titleLink}>
            <span className={styles.brand}>{product.brand.name}</span> {product.name}
          </NextLink>
        </Heading>
        <RatingStars average={product.ratingAverage} count={product.ratingCount} href={`${product.url}#${REVIEWS_ANCHOR}`} />
        {product.keySpecifications.length > 0 ? (
          <ul className={styles.specs} aria-label="Belangrijkste eigenschappen">
            {product.keySpecifications.slice(0, 3).map((specification) => (
              <li key={specification}>{specification}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.buy}>
        <div className={styles.priceLine}>
          <PriceTag priceCents={product.priceCents} wasCents={product.priceBeforeDiscountCents} />
          {product.energyClass ? (
            <EnergyLabelLink productId={product.productId} energyClass={product.energyClass} fallbackHref={`${product.url}#energielabel`} />
          ) : null}
        </div>
        {/* The strike-through price only shows under the 30-day rule; the discount at the cash desk is always named, so an offer is visibly one. */}
        {product.cashDeskDiscountCents && product.priceBeforeDiscountCents == null ? (
          <p className={styles.cashDesk}>Inclusief {formatPrice(product.cashDeskDiscountCents)} korting aan de kassa</p>
        ) : null}
        {product.cashbackCents ? <p className={styles.cashback}>{formatPrice(product.cashbackCents)} cashback van de fabrikant</p> : null}
        {staffFacts}
        <DeliveryPromise promise={delivery} inStock={product.inStock} stockEstimatedDate={product.stockEstimatedDate} now={now} />
        {delivery.kind === "unavailable" || product.deliveryCostCents === undefined ? null : (
          <p className={styles.deliveryCost}>{deliveryCostText(deliveryCostPromise({ priceCents: product.priceCents, deliveryCostCents: product.deliveryCostCents }, smallOrder), "short")}</p>
        )}
        {delivery.kind === "unavailable" ? null : (
          <a
            href={`${product.url}#${OPTIONS_ANCHOR}`}
            className={styles.cartButton}
            data-testid="add-to-cart"
            aria-label={`In winkelwagen: ${product.brand.name} ${product.name}`}
            {...{ [ADD_TO_CART_ATTRIBUTE]: product.productId }}
          >
            In winkelwagen
          </a>
        )}
      </div>
    </article>
  );
}

