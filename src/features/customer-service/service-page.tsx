import type { ReactNode } from "react";

import { UI_COPY } from "./copy";
import styles from "./customer-service.module.css";
import { crumbsFor, isServicePath } from "./navigation";
import { ServiceLayout } from "./service-layout";
import { Body, sectionCount, Sections } from "./service-content";
import type { ServiceFacts, ServicePage } from "./types";

/** Links to the page's own sections, for pages long enough to need them. */
function TableOfContents({ page }: { page: ServicePage }) {
  return (
    <nav aria-labelledby="op-deze-pagina" className={styles.toc}>
      <p id="op-deze-pagina" className={styles.tocTitle}>
        {UI_COPY.onThisPage}
      </p>
      <ul className={styles.tocList}>
        {page.sections
          .filter((section) => section.level === 2)
          .map((section) => (
            <li key={section.anchor}>
              <a href={`#${section.anchor}`} className={styles.tocLink}>
                {section.heading}
              </a>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** One page from the database: a customer-service page (with the side navigation), the pick-up point, or a page of its own such as /over-ons/. */
export function ServicePageView({ page, facts, now, aside }: { page: ServicePage; facts: ServiceFacts; now: Date; aside?: ReactNode }) {
  return (
    <ServiceLayout crumbs={crumbsFor(page)} currentPath={page.path} title={page.title} intro={<Body parts={page.intro} facts={facts} now={now} />} sideNav={isServicePath(page.path)} aside={aside}>
      {sectionCount(page.sections) >= 4 ? <TableOfContents page={page} /> : null}
      <Sections sections={page.sections} facts={facts} now={now} />
    </ServiceLayout>
  );
}
