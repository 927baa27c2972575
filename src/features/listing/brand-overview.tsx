import NextLink from "next/link";

import { PageContainer } from "@/components/layout/page-container";
import { Breadcrumbs, type Crumb } from "@/components/navigation/breadcrumbs";
import { ProductCard } from "@/components/product/product-card";
import type { SmallOrderPolicy } from "@/domain/cart/totals";
import type { ProductSummary } from "@/domain/catalogue/product-summary";

import { productCount } from "./copy";
import styles from "./listing.module.css";
import shared from "@/components/layout/shared.module.css";

export interface BrandCategoryGroup {
  slug: string;
  name: string;
  /** The category page filtered on the brand. */
  href: string;
  productCount: number;
  products: ProductSummary[];
}

interface BrandOverviewProps {
  brand: { name: string; description: string; country: string };
  groups: BrandCategoryGroup[];
  crumbs: Crumb[];
  now: Date;
  /** The shop's small-order rule in force, for the cards' delivery cost. */
  smallOrder: SmallOrderPolicy;
}

/** /merken/{brand}/: the brand, then its products grouped by category, each group leading on to the full filtered category. */
export function BrandOverview({ brand, groups, crumbs, now, smallOrder }: BrandOverviewProps) {
  const total = groups.reduce((sum, group) => sum + group.productCount, 0);
  return (
    <PageContainer>
      <Breadcrumbs crumbs={crumbs} />
      <div className={styles.header}>
        <h1 className={styles.title}>{brand.name}</h1>
        <span className={styles.count}>{productCount(total)}</span>
      </div>
      <p className={styles.intro}>{brand.description}</p>
      {groups.length > 1 ? (
        <nav aria-label={`Productgroepen van ${brand.name}`}>
          <ul className={`${styles.chips} ${styles.chipsScroll}`}>
            {groups.map((group) => (
              <li key={group.slug}>
                <a href={`#${group.slug}`} className={styles.chip}>
                  {group.name} ({group.productCount})
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map((group) => (
        <section key={group.slug} id={group.slug} className={styles.section} aria-labelledby={`${group.slug}-title`} style={{ scrollMarginTop: 16 }}>
          <div className={styles.sectionHeader}>
            <h2 id={`${group.slug}-title`} className={styles.sectionTitle}>
              {brand.name} {group.name.toLowerCase()}
            </h2>
            <NextLink href={group.href} prefetch={false} className={styles.sectionLink}>
              Alle {productCount(group.productCount)} bekijken
              <span className={shared.visuallyHidden}>
                : {brand.name} {group.name.toLowerCase()}
              </span>
            </NextLink>
          </div>
          {group.products.length > 0 ? (
            <ul className={shared.productTiles}>
              {group.products.map((product) => (
                <li key={product.productId}>
                  <ProductCard product={product} now={now} smallOrder={smallOrder} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </PageContainer>
  );
}
