import type { Metadata } from "next";
import { notFound, permanentRedirect, redirect } from "next/navigation";
import { cache } from "react";

import type { ListingScope } from "@/domain/catalogue/listing";
import type { ResolvedListingScope } from "@/domain/catalogue/listing-scope";
import { hasFilters, listingHref, parseListingSearchParams, type SearchParamsInput } from "@/domain/catalogue/listing-url";
import { ContentBanners } from "@/components/content/content-banners";
import { RichText } from "@/components/content/rich-text";
import { CategoryTiles } from "@/components/navigation/category-tiles";
import { JsonLd, breadcrumbListJsonLd, itemListJsonLd } from "@/features/listing/json-ld";
import { lastPageRedirect, listingLinks, priceFormRedirect } from "@/features/listing/links";
import { ListingView } from "@/features/listing/listing-view";
import { staffCardFactNodes } from "@/features/staff/staff-shop-facts";
import { PAGE_PATH_PATTERN } from "@/domain/content/pages";
import { PAGE_ALIASES } from "@/config/site";
import { ServiceRoute, findServicePage, serviceMetadata } from "@/app/klantenservice/_shared/service-route";
import { getRewrite } from "@/server/catalogue/find-rewrite";
import { getListingScope } from "@/server/catalogue/resolve-listing-scope";
import { getListing } from "@/server/catalogue/search-products";
import { contentVersionForPage } from "@/server/content/content-version-for-page";
import { categoryPageContent } from "@/server/front-content/page-content";
import { sharePublicly, shareUntil } from "@/host/page-cache/share-publicly";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";
import { staffShopFacts } from "@/server/catalogue-stock/staff-page-facts";
import { currentStaff } from "@/server/staff/current-staff";
import { loadShopSettings } from "@/server/shop-settings/load-shop-settings";
import { staffOnlyFor } from "@/server/staff/staff-request";

/** Is /{slug}/ a hub, a category or the offers? One answer per request for the page and its metadata. */
const resolveScope = cache((slug: string) => getListingScope(slug));

/**
 * Issue 23: a page of one segment (/over-ons/, /duurzaamheid/) when no
 * category has the slug; categories come first, so a listing pays nothing.
 */
async function contentPage(slug: string) {
  const path = `/${slug}/`;
  return PAGE_PATH_PATTERN.test(path) ? findServicePage(path) : null;
}

function describe(scope: ResolvedListingScope) {
  switch (scope.kind) {
    case "hub":
      return { name: scope.hub.name, description: scope.hub.description, url: scope.hub.url, listing: { kind: "hub", hubSlug: scope.hub.slug } as ListingScope };
    case "category":
      return { name: scope.category.name, description: scope.category.description, url: scope.category.url, listing: { kind: "category", categorySlug: scope.category.slug } as ListingScope };
    case "offers":
      return {
        name: scope.name,
        description: `${scope.description} Een doorgestreepte prijs is altijd de laagste prijs van de afgelopen 30 dagen.`,
        url: scope.url,
        listing: { kind: "offers" } as ListingScope,
      };
  }
}

function parse(scope: ResolvedListingScope, input: SearchParamsInput) {
  const { listing } = describe(scope);
  const specificationKeys = scope.kind === "category" ? scope.filters.map((filter) => filter.key) : undefined;
  return parseListingSearchParams(listing, input, specificationKeys ? { specificationKeys } : {});
}

function metaDescription(scope: ResolvedListingScope, name: string, description: string): string {
  switch (scope.kind) {
    case "hub":
      return `${description} Bekijk alle ${name.toLowerCase()} bij Stekker: voor 22:00 besteld, morgen in huis.`;
    case "category":
      return `${name} kopen? ${description} Vergelijk prijzen, reviews en energielabels. Voor 22:00 besteld, morgen in huis.`;
    case "offers":
      return "De aanbiedingen van Stekker: wasmachines, koelkasten, vaatwassers, ovens en meer met kassakorting. Voor 22:00 besteld, morgen in huis.";
  }
}

export async function generateMetadata({ params, searchParams }: PageProps<"/[slug]">): Promise<Metadata> {
  const { slug } = await params;
  const scope = await resolveScope(slug);
  if (!scope) {
    const page = await contentPage(slug);
    return page ? serviceMetadata(page) : {};
  }
  const { name, description, url } = describe(scope);
  const query = parse(scope, await searchParams);
  const filtered = hasFilters(query) || Boolean(query.sortChosen);
  const title = scope.kind === "offers" ? `${name}: apparaten met korting` : `${name} kopen`;
  return {
    title: query.page > 1 ? `${title} - pagina ${query.page}` : title,
    description: metaDescription(scope, name, description),
    alternates: { canonical: absoluteUrl(publicBaseUrl(), listingHref(url, filtered ? query : { ...query, sortChosen: false })) },
    // Filter combinations are endless: crawlers may follow them, but not index them.
    ...(filtered ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function ListingPage({ params, searchParams }: PageProps<"/[slug]">) {
  sharePublicly();
  const { slug } = await params;
  const input = await searchParams;
  const scope = await resolveScope(slug);
  if (!scope) {
    // /Wasmachines/ from a hand-typed or old link: the one address is lower case.
    if (slug !== slug.toLowerCase() && (await resolveScope(slug.toLowerCase()))) permanentRedirect(`/${slug.toLowerCase()}/`);
    const alias = PAGE_ALIASES[`/${slug}/`];
    if (alias) permanentRedirect(alias);
    const page = await contentPage(slug);
    if (page) return <ServiceRoute page={page} />;
    const moved = await getRewrite(`/${slug}/`);
    if (moved) permanentRedirect(moved);
    notFound();
  }
  const { name, description, url } = describe(scope);
  const query = parse(scope, input);
  const priceRedirect = priceFormRedirect(url, query, input);
  if (priceRedirect) redirect(priceRedirect);
  // A member of staff also gets the staff-only filters (filtersShopOnlyShow); their pages bypass the page cache.
  const staff = await currentStaff();
  const result = await getListing(query, staffOnlyFor(staff));
  // Staff only (issue 21, part B): the shop-only flags on the cards; nothing is loaded for a guest.
  const staffCardFacts = staffCardFactNodes(await staffShopFacts(staff, result.items.map((item) => item.productId)), staff?.shop ?? null);
  const pastEnd = lastPageRedirect(url, query, result);
  if (pastEnd) redirect(pastEnd);
  const crumbs = scope.breadcrumbs.map((crumb, index) => (index === scope.breadcrumbs.length - 1 ? { name: crumb.name } : { name: crumb.name, href: crumb.url }));
  const baseUrl = publicBaseUrl();
  const showTiles = scope.kind === "hub" && query.page === 1 && !hasFilters(query);
  // Issue 23: a category's intro block and its banners, in the reader's version (drafts in preview).
  const content = scope.kind === "category" ? await categoryPageContent(slug, await contentVersionForPage(), new Date()) : null;
  if (content) shareUntil(content.nextChange);
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(crumbs, baseUrl, url)} />
      <JsonLd data={itemListJsonLd(name, result.items, baseUrl, (result.page - 1) * result.pageSize)} />
      <ListingView
        title={name}
        intro={description}
        crumbs={crumbs}
        query={query}
        result={result}
        links={listingLinks(url, query)}
        now={new Date()}
        staffCardFacts={staffCardFacts}
        smallOrder={(await loadShopSettings()).smallOrder}
        before={
          content && (content.intro || content.banners.length > 0) ? (
            <>
              {content.intro ? (
                <div style={{ marginBottom: 16, maxWidth: "70ch" }}>
                  <RichText html={content.intro.html} />
                </div>
              ) : null}
              <ContentBanners banners={content.banners.map(({ bannerId, banner }) => ({ bannerId, ...banner }))} label={`Uitgelicht in ${name}`} />
            </>
          ) : showTiles ? (
            <nav aria-label={`Productgroepen in ${name}`} style={{ marginBottom: 24 }}>
              <CategoryTiles categories={scope.categories} />
            </nav>
          ) : undefined
        }
      />
    </>
  );
}
