/**
 * /offerte-aanvragen/ (issue 22, point 1): the page around the form, rendered
 * on the server: the title, what to expect, the kitchen the request is about
 * (from a kitchen page's "Offerte aanvragen", `?keuken=ID`), and the form.
 */
import { PageContainer } from "@/components/layout/page-container";
import page from "@/components/layout/text-page.module.css";
import { Breadcrumbs } from "@/components/navigation/breadcrumbs";
import type { Day } from "@/domain/delivery/days";

import { QUOTE_REQUEST_COPY as COPY } from "./copy";
import { QuoteRequestForm } from "./quote-request-form";
import styles from "./quote-request.module.css";

/** The kitchen a request is about (a kitchen page's "Offerte aanvragen"). */
export interface QuoteKitchen {
  kitchenId: number;
  name: string;
}

export interface QuoteRequestPageProps {
  today: Day;
  weeks: readonly { week: string; label: string }[];
  kitchen: QuoteKitchen | null;
}

export function QuoteRequestPage({ today, weeks, kitchen }: QuoteRequestPageProps) {
  return (
    <PageContainer>
      <div className={`${page.page} ${page.wide}`} data-without-newsletter-band="">
        <Breadcrumbs crumbs={[{ href: "/", name: "Home" }, { name: COPY.title }]} />
        <h1>{COPY.title}</h1>
        <div className={styles.requestArea}>
          <p className={styles.beforeForm}>{COPY.intro}</p>
          {kitchen ? (
            <div className={`${styles.kitchen} ${styles.beforeForm}`} data-testid="quote-kitchen">
              <h2 className={styles.kitchenTitle}>{COPY.kitchen(kitchen.name)}</h2>
              <p>{COPY.kitchenNote}</p>
            </div>
          ) : null}
          <QuoteRequestForm today={today} weeks={weeks} kitchenId={kitchen?.kitchenId ?? null} />
        </div>
      </div>
    </PageContainer>
  );
}
