import NextLink from "next/link";

import { withSoftHyphens } from "@/domain/catalogue/soft-hyphens";

import styles from "./category-tiles.module.css";

export interface CategoryTile {
  slug: string;
  name: string;
  url: string;
  productType: string;
  /** Products in the category, when known. */
  count?: number;
}

/**
 * Picture tiles of categories: the front page's favourites, a hub's categories,
 * or all of them on /productgroepen/. Plain CSS, so the catalogue pages that
 * show them load no MUI.
 */
export function CategoryTiles({ categories, label, columnsOnPhone = 2 }: { categories: CategoryTile[]; label?: string; columnsOnPhone?: 2 | 3 }) {
  return (
    <ul className={styles.categoryTiles} aria-label={label} data-columns-on-phone={columnsOnPhone}>
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
