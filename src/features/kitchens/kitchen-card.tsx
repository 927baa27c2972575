import NextLink from "next/link";
import type { ReactNode } from "react";

import { formatKitchenDimensions, KITCHEN_LAYOUT_LABELS, KITCHEN_STYLE_LABELS, type KitchenDimensions, type KitchenLayout, type KitchenStyle } from "@/domain/kitchens/kitchen";

import { KitchenPrice } from "./kitchen-price";
import styles from "./kitchens.module.css";

export interface KitchenCardData {
  kitchenId: number;
  url: string;
  name: string;
  brand: string;
  style: KitchenStyle;
  layout: KitchenLayout;
  dimensions: KitchenDimensions;
  front: string;
  priceFromCents: number;
  image: { url: string; alt: string };
  showroomKitchenId: number | null;
}

/**
 * A kitchen in a grid: the drawing, name and maker, style and layout, measures,
 * the price "vanaf", and whether it stands in the showroom. The whole card is
 * one link, through its name. No client code.
 */
export function KitchenCard({
  kitchen,
  eagerImage = false,
  extra,
  headingLevel = 3,
  showroomBadge = true,
}: {
  kitchen: KitchenCardData;
  eagerImage?: boolean;
  extra?: ReactNode;
  /** h2 where the cards follow the page's h1 directly (the overview). */
  headingLevel?: 2 | 3;
  /** Off on the showroom's own page, where every card stands there. */
  showroomBadge?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={styles.card} data-kitchen-id={kitchen.kitchenId}>
      <img
        src={kitchen.image.url}
        alt={kitchen.image.alt}
        width={800}
        height={600}
        className={styles.cardImage}
        loading={eagerImage ? "eager" : "lazy"}
        fetchPriority={eagerImage ? "high" : undefined}
        decoding="async"
      />
      {showroomBadge && kitchen.showroomKitchenId !== null ? <span className={styles.badge}>In de showroom</span> : null}
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <NextLink href={kitchen.url} prefetch={false} className={styles.cardLink}>
            Keuken {kitchen.name}
          </NextLink>
        </Heading>
        <span className={styles.brand}>{kitchen.brand}</span>
        <ul className={styles.facts}>
          <li>
            {KITCHEN_STYLE_LABELS[kitchen.style]} · {KITCHEN_LAYOUT_LABELS[kitchen.layout]}
          </li>
          <li>{kitchen.front}</li>
          <li>{formatKitchenDimensions(kitchen.dimensions)}</li>
        </ul>
        {extra}
        <p className={styles.priceLine}>
          <span className={styles.from}>vanaf</span>
          <KitchenPrice cents={kitchen.priceFromCents} className={styles.price} />
        </p>
      </div>
    </article>
  );
}
