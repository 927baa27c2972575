import type { Metadata } from "next";
import { randomBytes } from "node:crypto";

import { redirect } from "next/navigation";

import { parseListingSearchParams } from "@/domain/catalogue/listing-url";
import { searchIntro } from "@/domain/catalogue/search-text";
import { searchUrl } from "@/domain/catalogue/urls";
import { JsonLd, breadcrumbListJsonLd } from "@/features/listing/json-ld";
import { lastPageRedirect, listingLinks, priceFormRedirect } from "@/features/listing/links";
import { ListingView } from "@/features/listing/listing-view";
import { SearchStart } from "@/features/listing/search-start";
import { staffCardFactNodes } from "@/features/staff/staff-shop-facts";
import { getNavigation } from "@/server/catalogue/get-navigation";
import { getListing } from "@/server/catalogue/search-products";
// Issue 22: kitchens found by the same search, as a block of their own.
import { readEnv } from "@/config/env";
import { kitchensIndexName } from "@/domain/kitchens/kitchen-search";
import { KitchenSearchResults } from "@/features/kitchens/kitchen-search-results";
import { getDatabase } from "@/server/db/client";
import { searchKitchens } from "@/server/kitchens/search-kitchens";
import { sharePublicly } from "@/host/page-cache/share-publicly";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";
import { staffShopFacts } from "@/server/catalogue-stock/staff-page-facts";
import { currentStaff } from "@/server/staff/current-staff";
import { loadShopSettings } from "@/server/shop-settings/load-shop-settings";
import { staffOnlyFor } from "@/server/staff/staff-request";

const PATH = "/zoeken/";
/** Shown when a search finds nothing, and on the empty search page. */
const SUGGESTED = ["wasmachines", "koelkasten", "vaatwassers", "wasdrogers", "kookplaten", "inbouwovens", "koffiemachines", "stofzuigers"];

export async function generateMetadata({ searchParams }: PageProps<"/zoeken">): Promise<Metadata> {
  const query = parseListingSearchParams({ kind: "all" }, await searchParams);
  return {
    title: query.q ? `Zoekresultaten voor ‘${query.q}’` : "Zoeken",
    description: "Zoek in het assortiment van Stekker op merk, soort apparaat of typenummer.",
    alternates: { canonical: absoluteUrl(publicBaseUrl(), query.q ? searchUrl(query.q) : PATH) },
    // Search results are thin, endless pages: not for the index (robots.txt keeps crawlers out too).
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ searchParams }: PageProps<"/zoeken">) {
  sharePublicly();
  const input = await searchParams;
  const query = parseListingSearchParams({ kind: "all" }, input);
  const priceRedirect = priceFormRedirect(PATH, query, input);
  if (priceRedirect) redirect(priceRedirect);
  const navigation = await getNavigation();
  const categories = navigation.hubs.flatMap((hub) => hub.categories);
  const suggestions = SUGGESTED.flatMap((slug) => categories.filter((category) => category.slug === slug)).map((category) => ({ name: category.name, href: category.url }));
  const crumbs = [{ name: "Home", href: "/" }, { name: query.q ? `Zoeken: ${query.q}` : "Zoeken" }];
  if (!query.q) return <SearchStart crumbs={crumbs} suggestions={suggestions} />;

  // A member of staff also gets the staff-only filters (filtersShopOnlyShow); their pages bypass the page cache.
  const staff = await currentStaff();
  const [result, kitchens] = await Promise.all([getListing(query, staffOnlyFor(staff)), query.page > 1 ? [] : getDatabase().then((db) => searchKitchens(db, query.q ?? ""))]);
  // Staff only (issue 21, part B): the shop-only flags on the cards; nothing is loaded for a guest.
  const staffCardFacts = staffCardFactNodes(await staffShopFacts(staff, result.items.map((item) => item.productId)), staff?.shop ?? null);
  const pastEnd = lastPageRedirect(PATH, query, result);
  if (pastEnd) redirect(pastEnd);
  const corrected = result.search && result.search.correctedQ.toLowerCase() !== result.search.q.toLowerCase() ? result.search.correctedQ : null;
  const unmatched = result.search?.unmatchedMeasures ?? [];
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(crumbs, publicBaseUrl(), searchUrl(query.q))} />
      <ListingView
        title={`Zoekresultaten voor ‘${query.q}’`}
        intro={searchIntro(result.search?.correctedQ ?? query.q, corrected !== null, unmatched)}
        before={
          <KitchenSearchResults
            kitchens={kitchens}
            queryId={randomBytes(16).toString("hex")}
            indexName={kitchensIndexName(readEnv().KITCHEN_SEARCH_INDEX, readEnv().SEARCH_INDEX_ENVIRONMENT)}
          />
        }
        crumbs={crumbs}
        query={query}
        result={result}
        links={listingLinks(PATH, query)}
        suggestions={suggestions}
        now={new Date()}
        staffCardFacts={staffCardFacts}
        smallOrder={(await loadShopSettings()).smallOrder}
      />
    </>
  );
}
