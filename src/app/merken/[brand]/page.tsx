import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";

import { emptyFilters, MAX_PAGE_SIZE } from "@/domain/catalogue/listing";
import { facetValueHref, parseListingSearchParams } from "@/domain/catalogue/listing-url";
import { BrandOverview, type BrandCategoryGroup } from "@/features/listing/brand-overview";
import { JsonLd, breadcrumbListJsonLd, itemListJsonLd } from "@/features/listing/json-ld";
import { getRewrite } from "@/server/catalogue/find-rewrite";
import { getBrandScope } from "@/server/catalogue/resolve-listing-scope";
import { getListing } from "@/server/catalogue/search-products";
import { sharePublicly } from "@/host/page-cache/share-publicly";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";
import { loadShopSettings } from "@/server/shop-settings/load-shop-settings";

/** Products shown per category; the rest is one click away on the filtered category page. */
const PER_CATEGORY = 4;

const loadBrand = cache((slug: string) => getBrandScope(slug));

export async function generateMetadata({ params }: PageProps<"/merken/[brand]">): Promise<Metadata> {
  const { brand: slug } = await params;
  const brand = await loadBrand(slug);
  if (!brand) return {};
  const categories = brand.categories.slice(0, 3).map((category) => category.name.toLowerCase());
  return {
    title: `${brand.name} kopen`,
    description: `${brand.name}${categories.length > 0 ? ` ${categories.join(", ")}` : ""} en meer bij Stekker. ${brand.description}`.slice(0, 300),
    alternates: { canonical: absoluteUrl(publicBaseUrl(), brand.url) },
  };
}

export default async function BrandPage({ params }: PageProps<"/merken/[brand]">) {
  sharePublicly();
  const { brand: slug } = await params;
  const brand = await loadBrand(slug);
  if (!brand) {
    const moved = await getRewrite(`/merken/${slug}/`);
    if (moved) permanentRedirect(moved);
    notFound();
  }
  // One read for the brand's most popular products; they are grouped by category below.
  const result = await getListing({
    scope: { kind: "brand", brandSlug: brand.slug },
    filters: emptyFilters(),
    sort: "popularity",
    order: "desc",
    page: 1,
    pageSize: MAX_PAGE_SIZE,
  });
  const groups: BrandCategoryGroup[] = brand.categories.map((category) => {
    const categoryQuery = parseListingSearchParams({ kind: "category", categorySlug: category.slug }, {});
    return {
      slug: category.slug,
      name: category.name,
      href: facetValueHref(category.url, categoryQuery, "merk", brand.slug),
      productCount: category.productCount,
      products: result.items.filter((item) => item.category.slug === category.slug).slice(0, PER_CATEGORY),
    };
  });
  const crumbs = brand.breadcrumbs.map((crumb, index) => (index === brand.breadcrumbs.length - 1 ? { name: crumb.name } : { name: crumb.name, href: crumb.url }));
  const baseUrl = publicBaseUrl();
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(crumbs, baseUrl, brand.url)} />
      <JsonLd data={itemListJsonLd(brand.name, groups.flatMap((group) => group.products), baseUrl)} />
      <BrandOverview brand={brand} groups={groups} crumbs={crumbs} now={new Date()} smallOrder={(await loadShopSettings()).smallOrder} />
    </>
  );
}
