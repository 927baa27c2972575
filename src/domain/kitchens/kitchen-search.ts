/**
 * The kitchens' search index (specification §7): its base name comes from the
 * environment (KITCHEN_SEARCH_INDEX, "keukens" by default) and follows the same
 * naming rule as the products' (domain/catalogue/search-analytics.ts): the
 * prefix v3_ unless it starts with v3_ or production_, then the environment.
 */
import { indexName } from "@/domain/catalogue/search-analytics";

export const DEFAULT_KITCHEN_INDEX = "keukens";

/** How many kitchens a search shows beside the products. */
export const KITCHEN_SEARCH_LIMIT = 6;

export function kitchensIndexName(base: string, environment: string): string {
  return indexName(base || DEFAULT_KITCHEN_INDEX, environment);
}
