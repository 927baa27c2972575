import type { ReactNode } from "react";

import { PageContainer } from "@/components/layout/page-container";
import { Breadcrumbs, type Crumb } from "@/components/navigation/breadcrumbs";
import { ProductCard } from "@/components/product/product-card";
import type { SmallOrderPolicy } from "@/domain/cart/totals";
import type { ListingQuery, ListingResult } from "@/domain/catalogue/listing";

import { ActiveFilters, activeFilterChips } from "./active-filters";
import { COPY, productCount, resultCount } from "./copy";
import { EmptyState, type EmptySuggestion } from "./empty-state";
import { FacetFilters } from "./facet-filters";
import { FilterDrawer } from "./filter-drawer";
import { FilterPanel, FilterPanelProvider } from "./filter-panel";
import type { ListingLinks } from "./links";
import styles from "./listing.module.css";
import { Pagination } from "./pagination";
import { SearchAnalytics } from "./search-analytics";
import { SortSelect } from "./sort-select";
import shared from "@/components/layout/shared.module.css";

interface ListingViewProps {
  title: string;
  intro?: string;
  crumbs: Crumb[];
  query: ListingQuery;
  result: ListingResult;
  links: ListingLinks;
  /** Shown between the title and the products: a hub's category tiles. */
  before?: ReactNode;
  /** Where an empty result can send the shopper. */
  suggestions?: EmptySuggestion[];
  now: Date;
  /** Staff only (issue 21, part B): per product id, the shop-only line for its card. */
  staffCardFacts?: ReadonlyMap<number, ReactNode>;
  /** The shop's small-order rule in force, for the cards' delivery cost. */
  smallOrder: SmallOrderPolicy;
}

/**
 * A listing page: title and count, the filters (a sidebar from md, a drawer
 * below), sorting, the chosen filters as chips, the products as rows, and the
 * pages. All server-rendered; only the drawer (which borrows the sidebar's
 * filters while open) and the sort menu hydrate.
 */
export function ListingView({ title, intro, crumbs, query, result, links, before, suggestions = [], now, staffCardFacts, smallOrder }: ListingViewProps) {
  const chips = activeFilterChips(result.facets, links);
  const searching = Boolean(query.q);
  const hasFacets = result.facets.some((facet) => facet.kind === "range" || facet.values.length > 0);
  return (
    <PageContainer>
      <Breadcrumbs crumbs={crumbs} />
      <div className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <span className={styles.count}>{searching ? resultCount(result.total) : productCount(result.total)}</span>
      </div>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {before}
      <FilterPanelProvider>
        <div className={hasFacets ? styles.layout : undefined}>
          {hasFacets ? (
            <aside id="filters" className={styles.sidebar} aria-labelledby="filters-title" tabIndex={-1}>
              <h2 id="filters-title" className={styles.sidebarTitle}>
                {COPY.filters}
              </h2>
              <FilterPanel>
                <FacetFilters facets={result.facets} links={links} idPrefix="filter" />
              </FilterPanel>
            </aside>
          ) : null}
          <section aria-labelledby="products-title">
            <h2 id="products-title" className={shared.visuallyHidden}>
              {COPY.products}
            </h2>
            <div className={styles.toolbar}>
              <div className={styles.toolbarStart}>
                {hasFacets ? (
                  <div className={styles.filterButtonSlot}>
                    <FilterDrawer total={result.total} activeCount={chips.length} />
                  </div>
                ) : null}
              </div>
              {result.total > 1 ? <SortSelect query={query} links={links} searching={searching} /> : null}
            </div>
            <ActiveFilters chips={chips} clearAllHref={links.clearAll()} />
            {result.items.length === 0 ? (
              <EmptyState q={query.q} hasFilters={chips.length > 0} clearAllHref={links.clearAll()} suggestions={suggestions} />
            ) : (
              <Results result={result} now={now} staffCardFacts={staffCardFacts} smallOrder={smallOrder} />
            )}
            <Pagination page={result.page} pageCount={result.pageCount} href={(page) => links.page(page)} />
          </section>
        </div>
      </FilterPanelProvider>
    </PageContainer>
  );
}

function Results({ result, now, staffCardFacts, smallOrder }: { result: ListingResult; now: Date; staffCardFacts?: ReadonlyMap<number, ReactNode>; smallOrder: SmallOrderPolicy }) {
  const list = (
    <ul className={styles.products}>
      {result.items.map((product, index) => (
        <li key={product.productId}>
          <ProductCard product={product} layout="row" eagerImage={index < 2} now={now} staffFacts={staffCardFacts?.get(product.productId)} smallOrder={smallOrder} />
        </li>
      ))}
    </ul>
  );
  if (!result.search) return list;
  const search = {
    queryId: result.search.queryId,
    indexName: result.search.indexName,
    itemIds: result.items.map((item) => item.productId),
    page: result.page,
    pageSize: result.pageSize,
  };
  return <SearchAnalytics search={search}>{list}</SearchAnalytics>;
}
