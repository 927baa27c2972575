import NextLink from "next/link";

import { PageContainer } from "@/components/layout/page-container";
import { Breadcrumbs, type Crumb } from "@/components/navigation/breadcrumbs";

import styles from "./listing.module.css";

export interface BrandTile {
  slug: string;
  name: string;
  url: string;
  /** A line under the name: the brand's country, or its number of products. */
  meta?: string;
}

/** /merken/: every brand as a tile. */
export function BrandList({ brands, crumbs }: { brands: BrandTile[]; crumbs: Crumb[] }) {
  return (
    <PageContainer>
      <Breadcrumbs crumbs={crumbs} />
      <div className={styles.header}>
        <h1 className={styles.title}>Alle merken</h1>
      </div>
      <p className={styles.intro}>De merken die we verkopen, van Miele en Siemens tot Quooker en ETNA. Kies een merk voor al zijn apparaten.</p>
      <ul className={styles.brandTiles}>
        {brands.map((brand) => (
          <li key={brand.slug}>
            <NextLink href={brand.url} prefetch={false} className={styles.brandTile}>
              <span className={styles.brandName}>{brand.name}</span>
              {brand.meta ? <span className={styles.brandMeta}>{brand.meta}</span> : null}
            </NextLink>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
