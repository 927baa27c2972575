import { IntentLink } from "@/components/intent-link";
import type { NavigationBrand } from "@/domain/catalogue/navigation";

import styles from "./home.module.css";

/** The brands of §2, each linking to /merken/{brand}/. */
export function BrandTiles({ brands }: { brands: NavigationBrand[] }) {
  return (
    <section aria-labelledby="brands-title">
      <h2 id="brands-title" className={styles.heading}>
        Topmerken
      </h2>
      <ul className={`${styles.list} ${styles.brands}`}>
        {brands.map((brand) => (
          <li key={brand.slug}>
            <IntentLink href={brand.url} className={`${styles.card} ${styles.brand}`}>
              {brand.name}
            </IntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
