import { ContentBanners } from "@/components/content/content-banners";
import { PageContainer } from "@/components/layout/page-container";
import { BrandTiles } from "@/features/home/brand-tiles";
import { homeCopy } from "@/features/home/copy";
import home from "@/features/home/home.module.css";
import { PopularCategories } from "@/features/home/popular-categories";
import { Hero } from "@/features/home/hero";
import { HubTiles } from "@/features/home/hub-tiles";
import { OffersRow } from "@/features/home/offers-row";
import { Promotions } from "@/features/home/promotions";
import { ServiceBlocks } from "@/features/home/service-blocks";
import { getFrontPageOffers } from "@/server/catalogue/get-front-page-offers";
import { getNavigation } from "@/server/catalogue/get-navigation";
import { sharePublicly, shareUntil } from "@/host/page-cache/share-publicly";
import { contentVersionForPage } from "@/server/content/content-version-for-page";
import { frontPageContent } from "@/server/front-content/page-content";
import { loadShopSettings } from "@/server/shop-settings/load-shop-settings";

// The categories the specification names first (§2), then a few more favourites.
const FEATURED_CATEGORIES = ["wasmachines", "koelkasten", "vaatwassers", "wasdrogers", "fornuizen", "kookplaten", "inbouwovens", "afzuigkappen", "kokendwaterkranen", "koffiemachines", "vriezers", "stofzuigers"];

export default async function HomePage() {
  sharePublicly();
  const now = new Date();
  const [navigation, offers, settings, content] = await Promise.all([getNavigation(), getFrontPageOffers(8), loadShopSettings(), contentVersionForPage().then((version) => frontPageContent(version, now))]);
  // The hero, promotions, tiles and banners have periods: the shared copy ends when one starts or ends.
  shareUntil(content.nextChange);
  const allCategories = navigation.hubs.flatMap((hub) => hub.categories);
  const featured = FEATURED_CATEGORIES.flatMap((slug) => allCategories.filter((category) => category.slug === slug));
  const banners = content.banners.map(({ bannerId, banner }) => ({ bannerId, ...banner }));
  // Plain markup like the catalogue pages: no MUI provider, so no theme or emotion on the shop's busiest page (issue 24).
  return (
    <>
      {content.hero ? (
        <Hero hero={content.hero} />
      ) : (
        <PageContainer>
          <h1>{homeCopy.fallbackHeading}</h1>
        </PageContainer>
      )}
      <PageContainer>
        <ContentBanners banners={banners} label={homeCopy.bannersLabel} />
        <div className={home.sections}>
          {content.promotions ? <Promotions block={content.promotions} /> : null}
          <HubTiles hubs={navigation.hubs} />
          <PopularCategories categories={featured} />
          <OffersRow products={offers} smallOrder={settings.smallOrder} />
          {content.tiles ? <ServiceBlocks block={content.tiles} /> : null}
          <BrandTiles brands={navigation.brands} />
        </div>
      </PageContainer>
    </>
  );
}
