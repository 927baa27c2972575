import NextLink from "next/link";

import { PageContainer } from "@/components/layout/page-container";
import { Breadcrumbs, type Crumb } from "@/components/navigation/breadcrumbs";

import { COPY } from "./copy";
import type { EmptySuggestion } from "./empty-state";
import styles from "./listing.module.css";
import shared from "@/components/layout/shared.module.css";

/** /zoeken/ without a search text: a search box and the popular categories. */
export function SearchStart({ crumbs, suggestions }: { crumbs: Crumb[]; suggestions: EmptySuggestion[] }) {
  return (
    <PageContainer>
      <Breadcrumbs crumbs={crumbs} />
      <div className={styles.header}>
        <h1 className={styles.title}>Zoeken</h1>
      </div>
      <form method="get" action="/zoeken/" role="search" aria-label="Zoeken in het assortiment" className={styles.searchStart}>
        <label htmlFor="search-page-q" className={shared.visuallyHidden}>
          Waar ben je naar op zoek?
        </label>
        <input id="search-page-q" name="q" type="search" placeholder="Bijvoorbeeld ‘stille wasmachine’ of ‘Quooker’" enterKeyHint="search" />
        <button type="submit" className={styles.secondaryButton}>
          Zoeken
        </button>
      </form>
      <h2 className={styles.sectionTitle} style={{ marginTop: 24, marginBottom: 12 }}>
        {COPY.popularCategories}
      </h2>
      <ul className={styles.chips}>
        {suggestions.map((suggestion) => (
          <li key={suggestion.href}>
            <NextLink href={suggestion.href} prefetch={false} className={styles.chip}>
              {suggestion.name}
            </NextLink>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
