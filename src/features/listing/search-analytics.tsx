"use client";
import { useEffect, type MouseEvent, type ReactNode } from "react";

import { searchEvent, type LastSearch } from "@/domain/catalogue/search-analytics";
import { pushToDataLayer } from "@/lib/data-layer";

/** Where the last search is kept, so that a later add to cart can carry it (seed-spec §7). */
export const LAST_SEARCH_KEY = "stekker:last-search";

/**
 * Wraps the results of a search: remembers the search (query id, index name, the
 * ids in order) and pushes a click event with the 1-based position when a result
 * is opened. Analytics scripts read the data layer only after cookie consent.
 */
export function SearchAnalytics({ search, children }: { search: LastSearch; children: ReactNode }) {
  useEffect(() => {
    try {
      sessionStorage.setItem(LAST_SEARCH_KEY, JSON.stringify(search));
    } catch {
      // Storage full or blocked: the events simply go without it.
    }
  }, [search]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!target.closest("a")) return;
    const card = target.closest<HTMLElement>("[data-product-id]");
    const productId = Number(card?.dataset.productId);
    if (!Number.isInteger(productId)) return;
    const payload = searchEvent("Product Clicked", search, [productId]);
    if (!payload) return;
    pushToDataLayer({ event: "search_result_click", ...payload });
  };

  return <div onClickCapture={onClick}>{children}</div>;
}
