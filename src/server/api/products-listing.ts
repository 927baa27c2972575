import "server-only";

import type { ListingQuery } from "@/domain/catalogue/listing";
import { loadReferenceData } from "@/server/catalogue/reference-data";
import { loadListing } from "@/server/catalogue/search-products";
import type { Database } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";

import { listingJson } from "./listing-json";

/**
 * GET /api/products/; staff (filtersShopOnlyShow) also get the staff-only
 * facets and may filter on them. The query schema accepts any well-formed
 * facet key, because it cannot know the catalogue's filters; a key that no
 * filter has would be ignored by the listing, so it is refused here instead:
 * a caller who misspells `vulgewicht` learns it rather than getting everything.
 */
export async function loadProductsForApi(db: Database, query: ListingQuery, now: Date, options: { includeStaffOnly: boolean }) {
  const ref = await loadReferenceData(db);
  const known = new Set(ref.filters.filter((filter) => options.includeStaffOnly || !filter.staffOnly).map((filter) => filter.key));
  const unknown = Object.keys(query.filters.specifications).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    throw new ApiError(
      400,
      "De zoekparameters kloppen niet.",
      unknown.map((field) => ({ field, errorMessage: "is geen bekende parameter of filter" })),
    );
  }
  return listingJson(await loadListing(db, query, { now, includeStaffOnly: options.includeStaffOnly }));
}
