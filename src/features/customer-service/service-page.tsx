import type { ReactNode } from "react";
import { UI_COPY } from "./copy";
import styles from "./customer-service.module.css";
import { crumbsFor } from "./navigation";
import { ServiceLayout } from "./service-layout";
import { Sections } from "./service-content";
import type { ServicePage } from "./types";

/** Links to the page's own sections, for pages long enough to need them. */
function TableOfContents({ page }: { page: ServicePage }) {
  return (
    <nav aria-labelledby="op-deze-pagina" className={styles.toc}>
      <p id="op-deze-pagina" className={styles.tocTitle}>
        {UI_COPY.onThisPage}
      </p>
      <ul className={styles.tocList}>
        {page.sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={styles.tocLink}>
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One customer-service page (or the pick-up point) from its copy. */
export function ServicePageView({ page, now, support }: { page: ServicePage; now: Date; support?: ReactNode }) {
  return (
    <ServiceLayout crumbs={crumbsFor(page)} currentPath={page.path} title={page.title} intro={page.intro} support={support}>
      {page.sections.length >= 4 ? <TableOfContents page={page} /> : null}
      <Sections sections={page.sections} now={now} />
    </ServiceLayout>
  );
}
