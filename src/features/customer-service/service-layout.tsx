import NextLink from "next/link";
import type { ReactNode } from "react";

import { PageContainer } from "@/components/layout/page-container";
import { Breadcrumbs, type Crumb } from "@/components/navigation/breadcrumbs";

import { UI_COPY } from "./copy";
import styles from "./customer-service.module.css";
import { SIDE_NAV } from "./navigation";

/** The other customer-service pages: beside the text on md and up, after it as a plain list on phones. */
function SideNav({ currentPath }: { currentPath: string }) {
  return (
    <nav aria-labelledby="klantenservice-navigatie" className={styles.sideNav}>
      <h2 id="klantenservice-navigatie" className={styles.sideNavTitle}>
        {UI_COPY.sideNavLabel}
      </h2>
      <ul className={styles.navList}>
        {SIDE_NAV.map((item) => (
          <li key={item.href}>
            <NextLink href={item.href} prefetch={false} className={styles.navLink} aria-current={item.href === currentPath ? "page" : undefined}>
              {item.label}
            </NextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Breadcrumbs, the h1 and intro, the readable column (at most 760 px) and the
 * side column: the customer-service navigation, and below it `aside` (room
 * for a side box such as the support widget). A page of its own (/over-ons/)
 * has no side navigation.
 */
export function ServiceLayout({
  crumbs,
  currentPath,
  title,
  intro,
  children,
  sideNav = true,
  aside,
}: {
  crumbs: Crumb[];
  currentPath: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
  sideNav?: boolean;
  aside?: ReactNode;
}) {
  return (
    <PageContainer>
      <Breadcrumbs crumbs={crumbs} />
      <div className={styles.layout}>
        <article className={styles.content}>
          <h1 className={styles.title}>{title}</h1>
          <div className={styles.intro}>{intro}</div>
          {children}
        </article>
        {sideNav || aside ? (
          <div className={styles.side}>
            {sideNav ? <SideNav currentPath={currentPath} /> : null}
            {aside}
          </div>
        ) : null}
      </div>
    </PageContainer>
  );
}
