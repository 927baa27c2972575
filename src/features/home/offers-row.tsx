import { IntentLink } from "@/components/intent-link";
import { ProductCard } from "@/components/product/product-card";
import type { SmallOrderPolicy } from "@/domain/cart/totals";
import type { ProductSummary } from "@/domain/catalogue/product-summary";

import styles from "./home.module.css";

/** `smallOrder`: the shop's small-order rule in force, for the cards' delivery cost. */
export function OffersRow({ products, smallOrder }: { products: ProductSummary[]; smallOrder: SmallOrderPolicy }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="offers-title">
      <div className={styles.headingRow}>
        <h2 id="offers-title" className={styles.heading}>
          Aanbiedingen van deze week
        </h2>
        <IntentLink href="/aanbiedingen/" className={styles.more}>
          Alle aanbiedingen
        </IntentLink>
      </div>
      <ul className={`${styles.list} ${styles.offers}`}>
        {products.map((product) => (
          <li key={product.productId}>
            <ProductCard product={product} smallOrder={smallOrder} />
          </li>
        ))}
      </ul>
    </section>
  );
}
