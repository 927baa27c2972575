"use client";

/**
 * A click on a kitchen in the search results, for the data layer as the
 * products' (seed-spec §7): the search's query id, the kitchens' own index
 * name (KITCHEN_SEARCH_INDEX by the §7 rule) and the 1-based position.
 */
import type { MouseEvent, ReactNode } from "react";

import { pushToDataLayer } from "@/lib/data-layer";

export function KitchenSearchAnalytics({ queryId, indexName, kitchenIds, children }: { queryId: string; indexName: string; kitchenIds: number[]; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (!target.closest("a")) return;
    const kitchenId = Number(target.closest<HTMLElement>("[data-kitchen-id]")?.dataset.kitchenId);
    const position = kitchenIds.indexOf(kitchenId);
    if (position === -1) return;
    pushToDataLayer({ event: "search_result_click", eventName: "Product Clicked", queryID: queryId, index: indexName, objectIDs: [String(kitchenId)], positions: [position + 1] });
  };
  return (
    <section onClickCapture={onClick} aria-labelledby="kitchen-results" data-search-index={indexName}>
      {children}
    </section>
  );
}
