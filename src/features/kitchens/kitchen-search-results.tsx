import NextLink from "next/link";

import { KITCHENS_PAGE } from "@/config/paths";
import { KITCHEN_LAYOUT_LABELS, KITCHEN_STYLE_LABELS } from "@/domain/kitchens/kitchen";

import type { KitchenCardData } from "./kitchen-card";
import { KitchenPrice } from "./kitchen-price";
import { KitchenSearchAnalytics } from "./kitchen-search-analytics";
import styles from "./kitchens.module.css";

/** The kitchens a search found, as their own block above the products on /zoeken/. */
export function KitchenSearchResults({ kitchens, queryId, indexName }: { kitchens: KitchenCardData[]; queryId: string; indexName: string }) {
  if (kitchens.length === 0) return null;
  return (
    <KitchenSearchAnalytics queryId={queryId} indexName={indexName} kitchenIds={kitchens.map((kitchen) => kitchen.kitchenId)}>
      <div className={styles.searchHead}>
        <h2 id="kitchen-results" className={styles.searchTitle}>
          {kitchens.length === 1 ? "1 keuken gevonden" : `${kitchens.length} keukens gevonden`}
        </h2>
        <NextLink href={KITCHENS_PAGE} className={styles.link}>
          Alle keukens
        </NextLink>
      </div>
      <ul className={styles.searchList}>
        {kitchens.map((kitchen) => (
          <li key={kitchen.kitchenId} className={styles.searchItem} data-kitchen-id={kitchen.kitchenId}>
            <img src={kitchen.image.url} alt="" width={120} height={90} className={styles.searchImage} loading="lazy" decoding="async" />
            <div>
              <NextLink href={kitchen.url} prefetch={false} className={`${styles.cardLink} ${styles.searchName}`}>
                Keuken {kitchen.name}
              </NextLink>
              <span className={styles.muted}>
                {KITCHEN_STYLE_LABELS[kitchen.style]} · {KITCHEN_LAYOUT_LABELS[kitchen.layout]}
              </span>
              <span className={styles.muted}>
                vanaf <KitchenPrice cents={kitchen.priceFromCents} />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </KitchenSearchAnalytics>
  );
}
