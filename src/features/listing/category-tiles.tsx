import NextLink from "next/link";

import { withSoftHyphens } from "@/domain/catalogue/soft-hyphens";

import styles from "./listing.module.css";

export interface CategoryTile {
  slug: string;
  name: string;
  url: string;
  productType: string;
  /** Products in the category, when known. */
  count?: number;
}

/** Picture tiles of categories: a hub's categories, or all of them on /productgroepen/. */
export function CategoryTiles({ categories, label }: { categories: CategoryTile[]; label?: string }) {
  return (
    <ul className={styles.categoryTiles} aria-label={label}>
      {categories.map((category) => (
        <li key={category.slug}>
          <NextLink href={category.url} prefetch={false} className={styles.categoryTile}>
            <img src={`/afbeeldingen/soort/${category.productType}.svg`} alt="" width={400} height={400} loading="lazy" />
            <span>{withSoftHyphens(category.name)}</span>
            {category.count !== undefined ? <span className={styles.categoryTileCount}>{category.count} producten</span> : null}
          </NextLink>
        </li>
      ))}
    </ul>
  );
}
