import NextLink from "next/link";

import { Breadcrumbs, type Crumb } from "@/components/navigation/breadcrumbs";
import { PageContainer } from "@/components/layout/page-container";
import { KITCHENS_PAGE, quoteRequestPagePath, SHOWROOM_PAGE } from "@/config/paths";
import {
  KITCHEN_LAYOUT_LABELS,
  KITCHEN_LAYOUTS,
  KITCHEN_STYLE_LABELS,
  KITCHEN_STYLES,
  type KitchenFilters,
  kitchenOverviewTitle,
  kitchenOverviewUrl,
  toggledKitchenFilter,
} from "@/domain/kitchens/kitchen";

import { KITCHEN_COPY } from "./copy";
import { KitchenCard, type KitchenCardData } from "./kitchen-card";
import styles from "./kitchens.module.css";

function FilterLinks<K extends keyof KitchenFilters>({
  label,
  filterKey,
  values,
  labels,
  filters,
}: {
  label: string;
  filterKey: K;
  values: readonly NonNullable<KitchenFilters[K]>[];
  labels: Record<NonNullable<KitchenFilters[K]>, string>;
  filters: KitchenFilters;
}) {
  return (
    <nav className={styles.filterGroup} aria-label={`Filter op ${label.toLowerCase()}`}>
      <span className={styles.filterLabel} aria-hidden>
        {label}
      </span>
      <ul className={styles.chips}>
        <li>
          <NextLink href={kitchenOverviewUrl(KITCHENS_PAGE, { ...filters, [filterKey]: null })} prefetch={false} className={styles.chip} aria-current={filters[filterKey] === null ? "true" : undefined}>
            Alle
          </NextLink>
        </li>
        {values.map((value) => (
          <li key={value}>
            <NextLink
              href={kitchenOverviewUrl(KITCHENS_PAGE, toggledKitchenFilter(filters, filterKey, value))}
              prefetch={false}
              rel="nofollow"
              className={styles.chip}
              aria-current={filters[filterKey] === value ? "true" : undefined}
            >
              {labels[value]}
            </NextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /keukens/: the kitchens with filters for style and layout as links, cards, and the way to the showroom and a quote. */
export function KitchenOverview({ crumbs, filters, kitchens }: { crumbs: Crumb[]; filters: KitchenFilters; kitchens: KitchenCardData[] }) {
  return (
    <PageContainer className={styles.page}>
      <Breadcrumbs crumbs={crumbs} />
      <h1 className={styles.title}>{kitchenOverviewTitle(filters)}</h1>
      <p className={styles.intro}>{KITCHEN_COPY.overviewIntro}</p>
      <div className={styles.filters}>
        <FilterLinks label="Stijl" filterKey="style" values={KITCHEN_STYLES} labels={KITCHEN_STYLE_LABELS} filters={filters} />
        <FilterLinks label="Opstelling" filterKey="layout" values={KITCHEN_LAYOUTS} labels={KITCHEN_LAYOUT_LABELS} filters={filters} />
      </div>
      <p className={styles.count} role="status">
        {kitchens.length === 1 ? "1 keuken" : `${kitchens.length} keukens`}
      </p>
      {kitchens.length === 0 ? (
        <p>
          {KITCHEN_COPY.noKitchens}{" "}
          <NextLink href={KITCHENS_PAGE} className={styles.link}>
            Alle keukens
          </NextLink>
        </p>
      ) : (
        <ul className={styles.grid}>
          {kitchens.map((kitchen, index) => (
            <li key={kitchen.kitchenId}>
              <KitchenCard kitchen={kitchen} eagerImage={index < 2} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <section className={styles.banner} aria-labelledby="showroom-banner">
        <div>
          <h2 id="showroom-banner" className={styles.bannerTitle}>
            {KITCHEN_COPY.showroomBannerTitle}
          </h2>
          <p className={styles.bannerText}>{KITCHEN_COPY.showroomBannerText}</p>
        </div>
        <NextLink href={SHOWROOM_PAGE} className={`${styles.button} ${styles.buttonQuiet}`}>
          {KITCHEN_COPY.showroomBannerLink}
        </NextLink>
      </section>
      <section className={styles.banner} aria-labelledby="quote-banner">
        <div>
          <h2 id="quote-banner" className={styles.bannerTitle}>
            Weet je al wat je wilt?
          </h2>
          <p className={styles.bannerText}>Stuur je maten, een plattegrond of foto’s mee: een keukenadviseur maakt een offerte op maat voor je.</p>
        </div>
        <NextLink href={quoteRequestPagePath()} className={styles.button}>
          {KITCHEN_COPY.quoteGeneric}
        </NextLink>
      </section>
    </PageContainer>
  );
}
