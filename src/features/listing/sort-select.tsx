import type { ListingQuery } from "@/domain/catalogue/listing";
import { PARAM, SORT_OPTIONS } from "@/domain/catalogue/listing-url";

import { RELEVANCE_LABEL } from "./copy";
import type { ListingLinks } from "./links";
import { SortMenu } from "./sort-menu";

/** The sort menu of a listing; a search without a chosen sort is ordered by relevance. */
export function SortSelect({ query, links, searching }: { query: ListingQuery; links: ListingLinks; searching: boolean }) {
  const byRelevance = searching && !query.sortChosen;
  const options = [
    ...(searching ? [{ value: "", label: RELEVANCE_LABEL, href: links.clearSort(), selected: byRelevance }] : []),
    ...SORT_OPTIONS.map((option) => ({
      value: option.value,
      label: option.label,
      href: links.sort(option.sort, option.order),
      selected: !byRelevance && option.sort === query.sort && option.order === query.order,
    })),
  ];
  return <SortMenu action={links.basePath} name={PARAM.sort} fields={links.fieldsWithout(PARAM.sort)} options={options} />;
}
