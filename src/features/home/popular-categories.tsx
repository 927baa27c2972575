import { CategoryTiles } from "@/components/navigation/category-tiles";
import type { NavigationCategory } from "@/domain/catalogue/navigation";

import styles from "./home.module.css";

/** The front page's picture tiles of the main categories. */
export function PopularCategories({ categories }: { categories: NavigationCategory[] }) {
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title" className={styles.heading}>
        Populaire productgroepen
      </h2>
      <CategoryTiles categories={categories} columnsOnPhone={3} />
    </section>
  );
}
