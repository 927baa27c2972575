import NextLink from "next/link";

import { COPY } from "./copy";
import styles from "./listing.module.css";

export interface EmptySuggestion {
  name: string;
  href: string;
}

/** Nothing found: say why, and offer a way on (remove filters, search tips, popular categories). */
export function EmptyState({ q, hasFilters, clearAllHref, suggestions }: { q?: string; hasFilters: boolean; clearAllHref: string; suggestions: EmptySuggestion[] }) {
  return (
    <div className={styles.empty} role="status">
      <h2>{COPY.emptyTitle}</h2>
      {hasFilters ? <p>{COPY.emptyWithFilters}</p> : null}
      {q && !hasFilters ? (
        <>
          <p>{COPY.emptySearch(q)}</p>
          <ul className={styles.tips}>
            {COPY.emptySearchTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className={styles.emptyActions}>
        {hasFilters ? (
          <NextLink href={clearAllHref} prefetch={false} className={styles.secondaryButton}>
            {COPY.clearAll}
          </NextLink>
        ) : null}
      </div>
      {suggestions.length > 0 ? (
        <>
          <h3 style={{ margin: "16px 0 8px", fontSize: "1rem" }}>{COPY.popularCategories}</h3>
          <ul className={styles.chips}>
            {suggestions.map((suggestion) => (
              <li key={suggestion.href}>
                <NextLink href={suggestion.href} prefetch={false} className={styles.chip}>
                  {suggestion.name}
                </NextLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
