import NextLink from "next/link";

import { COPY } from "./copy";
import styles from "./listing.module.css";

/** Page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const pages = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous > 1) result.push("gap");
    result.push(n);
  });
  return result;
}

export function Pagination({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={COPY.pagination} className={styles.pagination}>
      <ul className={styles.pages}>
        {page > 1 ? (
          <li>
            <NextLink href={href(page - 1)} prefetch={false} rel="prev" className={styles.pageLink}>
              ‹ {COPY.previous}
            </NextLink>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((n, index) =>
          n === "gap" ? (
            <li key={`gap-${index}`} className={styles.ellipsis} aria-hidden>
              …
            </li>
          ) : (
            <li key={n}>
              <NextLink href={href(n)} prefetch={false} aria-current={n === page ? "page" : undefined} aria-label={COPY.page(n)} className={styles.pageLink}>
                {n}
              </NextLink>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <NextLink href={href(page + 1)} prefetch={false} rel="next" className={styles.pageLink}>
              {COPY.next} ›
            </NextLink>
          </li>
        ) : null}
      </ul>
      <p className={styles.pageStatus}>{COPY.pageOf(page, pageCount)}</p>
    </nav>
  );
}
