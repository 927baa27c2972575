import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";

import { formatPrice } from "@/domain/money";
import { categoryUrl, hubUrl } from "@/domain/catalogue/urls";
import { JsonLd, breadcrumbListJsonLd, productJsonLd } from "@/features/product/json-ld";
import { ProductPage } from "@/features/product/product-page";
import { QuoteAdminButton } from "@/features/product/quote-admin-button";
import { permissionFlagsFor } from "@/domain/permissions";
import { StaffProductFacts } from "@/features/staff/staff-product-facts";
import { loadInformation } from "@/server/api/information";
import { memoize } from "@/server/cache/memo";
import { getRewrite } from "@/server/catalogue/find-rewrite";
import { getProductDetail } from "@/server/catalogue/get-product-detail";
import { staffShopFacts } from "@/server/catalogue-stock/staff-page-facts";
import { getDatabase } from "@/server/db/client";
import { sharePublicly } from "@/host/page-cache/share-publicly";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";
import { loadShopSettings } from "@/server/shop-settings/load-shop-settings";
import { listRatings } from "@/server/ratings/list-ratings";
import { RATING_PAGE_SIZE } from "@/schemas/ratings";
import { reviewSiteScores } from "@/config/review-sites";
import { currentStaff } from "@/server/staff/current-staff";

import { SupportBox } from "../../_support/support-box";

/** The 'Meer info' texts the product page shows, by the shop's information keys; they change rarely. */
const INFORMATION_KEYS = ["montage", "extra-service", "extra-garantie", "afhalen", "cashback", "kassakorting"] as const;

function getInformationTexts() {
  return memoize("product-page-information", 60_000, async () => {
    const db = await getDatabase();
    const texts = await Promise.all(INFORMATION_KEYS.map((key) => loadInformation(db, key)));
    return Object.fromEntries(texts.flatMap((text) => (text ? [[text.key, { title: text.title, body: text.body }]] : []))) as Partial<
      Record<(typeof INFORMATION_KEYS)[number], { title: string; body: string }>
    >;
  });
}

/** One read per request for the page and its metadata. */
const loadProduct = cache((categorySlug: string, productSlug: string) => getProductDetail(categorySlug, productSlug));

export async function generateMetadata({ params }: PageProps<"/[slug]/[productSlug]">): Promise<Metadata> {
  const { slug, productSlug } = await params;
  const product = await loadProduct(slug, productSlug);
  if (!product) return {};
  const name = `${product.brand.name} ${product.name}`;
  return {
    title: product.expired ? `${name} (niet meer leverbaar)` : `${name} kopen`,
    description: product.expired
      ? `De ${name} is niet meer leverbaar. Bekijk de specificaties en vergelijkbare ${product.category.name.toLowerCase()}.`
      : `${name} voor ${formatPrice(product.priceCents)}: ${product.keySpecifications.join(", ")}. ${product.inStock ? "Voor 22:00 besteld, morgen in huis." : ""} Ook montage en oud-voor-nieuw.`.trim(),
    alternates: { canonical: absoluteUrl(publicBaseUrl(), product.url) },
    openGraph: { title: name, type: "website", url: absoluteUrl(publicBaseUrl(), product.url), images: product.images.slice(0, 1).map((image) => absoluteUrl(publicBaseUrl(), image.url)) },
  };
}

export default async function ProductRoute({ params }: PageProps<"/[slug]/[productSlug]">) {
  sharePublicly();
  const { slug, productSlug } = await params;
  const [product, information, staff, settings] = await Promise.all([loadProduct(slug, productSlug), getInformationTexts(), currentStaff(), loadShopSettings()]);
  if (!product) {
    const moved = await getRewrite(`/${slug}/${productSlug}/`);
    if (moved) permanentRedirect(moved);
    notFound();
  }
  const crumbs = [
    { name: "Home", href: "/" },
    { name: product.hub.name, href: hubUrl(product.hub.slug) },
    { name: product.category.name, href: categoryUrl(product.category.slug) },
    { name: `${product.brand.name} ${product.name}` },
  ];
  const baseUrl = publicBaseUrl();
  // Staff only (issue 21, part B): nothing is loaded, or rendered, for a guest.
  const shopOnly = staff ? ((await staffShopFacts(staff, [product.productId])).get(product.productId) ?? null) : null;
  // Issue 23: the approved reviews, most helpful first; the page is dropped from the cache when one is approved or rejected.
  const reviews = await listRatings(await getDatabase(), { productId: product.productId, page: 1, pageSize: RATING_PAGE_SIZE, sort: "helpful" });
  return (
    <>
      <JsonLd data={productJsonLd(product, baseUrl, settings.smallOrder, reviews.items.slice(0, 3))} />
      <JsonLd data={breadcrumbListJsonLd(crumbs, baseUrl, product.url)} />
      <ProductPage
        product={product}
        crumbs={crumbs}
        now={new Date()}
        smallOrder={settings.smallOrder}
        reviews={reviews}
        reviewSites={reviewSiteScores()}
        // Issue 23: customer service's phone, e-mail, WhatsApp and "open now", small, below the delivery promise.
        support={<SupportBox locationKey="klantenservice" compact headingLevel={3} />}
        // Issue 22: the quote admin options, for staff with quoteRequestAdminOptionsShow only (a guest's page holds none of it).
        staffActions={staff && permissionFlagsFor(staff.role).quoteRequestAdminOptionsShow ? <QuoteAdminButton productId={product.productId} productName={`${product.brand.name} ${product.name}`} /> : null}
        staffFacts={
          staff ? (
            <StaffProductFacts
              productId={product.productId}
              stock={product.stock}
              stockEstimatedDate={product.stockEstimatedDate}
              makeAmendsDiscountCents={product.makeAmendsDiscountCents}
              shopOnly={shopOnly}
              shop={staff.shop}
            />
          ) : null
        }
        information={{
          assembly: information.montage,
          extraService: information["extra-service"],
          extraWarranty: information["extra-garantie"],
          pickUp: information.afhalen,
          cashback: information.cashback,
          cashDesk: information.kassakorting,
        }}
      />
    </>
  );
}
