import NextLink from "next/link";

import { PageContainer } from "@/components/layout/page-container";
import { Breadcrumbs, type Crumb } from "@/components/navigation/breadcrumbs";
import { CategoryTiles } from "@/components/navigation/category-tiles";
import type { NavigationHub } from "@/domain/catalogue/navigation";

import styles from "./listing.module.css";

/** /productgroepen/: every category, grouped by hub. */
export function AllCategories({ hubs, crumbs }: { hubs: NavigationHub[]; crumbs: Crumb[] }) {
  return (
    <PageContainer>
      <Breadcrumbs crumbs={crumbs} />
      <div className={styles.header}>
        <h1 className={styles.title}>Alle productgroepen</h1>
      </div>
      <p className={styles.intro}>Van wasmachine tot kokendwaterkraan: kies een productgroep en filter op merk, prijs en de eigenschappen die voor jou tellen.</p>
      {hubs.map((hub) => (
        <section key={hub.slug} className={styles.hubSection} aria-labelledby={`hub-${hub.slug}`}>
          <div className={styles.sectionHeader}>
            <h2 id={`hub-${hub.slug}`} className={styles.sectionTitle}>
              {hub.name}
            </h2>
            <NextLink href={hub.url} prefetch={false} className={styles.sectionLink}>
              Alles in {hub.name.toLowerCase()}
            </NextLink>
          </div>
          <p className={styles.hubIntro}>{hub.description}</p>
          <CategoryTiles categories={hub.categories} />
        </section>
      ))}
    </PageContainer>
  );
}
