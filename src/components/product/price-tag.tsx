import { formatEuro, formatPrice } from "@/domain/money";

import styles from "./product.module.css";
import shared from "@/components/layout/shared.module.css";

interface PriceTagProps {
  priceCents: number;
  /** The struck-through "was" price; only when the Omnibus rule allows it (decisions §1). */
  wasCents?: number | null;
  size?: "medium" | "large";
}

/** A price as Dutch shops print it ("549,-"); screen readers hear "€ 549,00", and "van … voor …" with a was price. */
export function PriceTag({ priceCents, wasCents = null, size = "medium" }: PriceTagProps) {
  const showWas = wasCents !== null && wasCents > priceCents;
  return (
    <span className={size === "large" ? `${styles.price} ${styles.priceLarge}` : styles.price}>
      {showWas ? (
        <>
          <span className={shared.visuallyHidden}>Van {formatEuro(wasCents)} voor </span>
          <s className={styles.priceWas} aria-hidden>
            {formatPrice(wasCents)}
          </s>
        </>
      ) : null}
      <span className={styles.priceNow} aria-hidden>
        {formatPrice(priceCents)}
      </span>
      <span className={shared.visuallyHidden}>{formatEuro(priceCents)}</span>
    </span>
  );
}
