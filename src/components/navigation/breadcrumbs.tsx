import NextLink from "next/link";

import styles from "./breadcrumbs.module.css";

export interface Crumb {
  name: string;
  /** Absent for the current page. */
  href?: string;
}

/**
 * The way back up (Home › Huishouden › Wasmachines). The current page is the
 * last crumb, not a link. On xs only the step back is shown, as shops do.
 */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const lastLink = crumbs.findLastIndex((crumb) => crumb.href);
  return (
    <nav aria-label="Kruimelpad" className={styles.nav}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.name}-${index}`} className={index === lastLink ? `${styles.item} ${styles.back}` : styles.item}>
            {crumb.href ? (
              <NextLink href={crumb.href} prefetch={false} className={styles.link}>
                {crumb.name}
              </NextLink>
            ) : (
              <span aria-current="page" className={styles.current}>
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
