import { formatNumber } from "@/domain/format";

/**
 * The Dutch copy of the listings, in one place so that a French (fr-BE)
 * translation can follow (decisions §8).
 */
export const RELEVANCE_LABEL = "Relevantie";

export function resultCount(total: number): string {
  return `${formatNumber(total)} ${total === 1 ? "resultaat" : "resultaten"}`;
}

export function productCount(total: number): string {
  return `${formatNumber(total)} ${total === 1 ? "product" : "producten"}`;
}

export const COPY = {
  filters: "Filters",
  filter: "Filteren",
  /** Beside a filter only staff see (permission filtersShopOnlyShow). */
  staffOnly: "Medewerkers",
  showResults: (total: number) => `Toon ${resultCount(total)}`,
  closeFilters: "Filters sluiten",
  activeFilters: "Gekozen filters",
  clearAll: "Alle filters wissen",
  removeFilter: (label: string) => `Filter ${label} verwijderen`,
  sortLabel: "Sorteren op",
  sortApply: "Sorteer",
  sortKeyboardHint: "Met de pijltjestoetsen kies je een volgorde; Enter past hem toe.",
  showMore: (count: number) => `Toon alle ${count}`,
  showLess: "Toon minder",
  inStock: "Morgen in huis",
  priceFrom: "Van (€)",
  priceTo: "Tot (€)",
  priceApply: "Toepassen",
  pagination: "Paginering",
  previous: "Vorige",
  next: "Volgende",
  page: (page: number) => `Pagina ${page}`,
  pageOf: (page: number, count: number) => `Pagina ${page} van ${count}`,
  products: "Producten",
  emptyTitle: "Geen producten gevonden",
  emptyWithFilters: "Met deze filters vinden we niets. Haal een filter weg of begin opnieuw.",
  emptySearch: (q: string) => `We vonden niets voor ‘${q}’.`,
  emptySearchTips: ["Controleer de spelling.", "Zoek op een algemener woord, zoals ‘wasmachine’ of ‘koelkast’.", "Zoek op merk of op typenummer."],
  popularCategories: "Populaire productgroepen",
  categoriesOf: (hub: string) => `Productgroepen in ${hub}`,
} as const;
