import Box from "@mui/material/Box";

import { PageContainer } from "@/components/layout/page-container";
import { MuiTheme } from "@/components/theme/mui-theme";
import { BrandTiles } from "@/features/home/brand-tiles";
import { PopularCategories } from "@/features/home/popular-categories";
import { Hero } from "@/features/home/hero";
import { HubTiles } from "@/features/home/hub-tiles";
import { OffersRow } from "@/features/home/offers-row";
import { ServiceBlocks } from "@/features/home/service-blocks";
import { getFrontPageOffers } from "@/server/catalogue/get-front-page-offers";
import { getNavigation } from "@/server/catalogue/get-navigation";
import { sharePublicly } from "@/host/page-cache/share-publicly";
import { loadShopSettings } from "@/server/shop-settings/load-shop-settings";

// The categories the specification names first (§2), then a few more favourites.
const FEATURED_CATEGORIES = ["wasmachines", "koelkasten", "vaatwassers", "wasdrogers", "fornuizen", "kookplaten", "inbouwovens", "afzuigkappen", "kokendwaterkranen", "koffiemachines", "vriezers", "stofzuigers"];

export default async function HomePage() {
  sharePublicly();
  const [navigation, offers, settings] = await Promise.all([getNavigation(), getFrontPageOffers(8), loadShopSettings()]);
  const allCategories = navigation.hubs.flatMap((hub) => hub.categories);
  const featured = FEATURED_CATEGORIES.flatMap((slug) => allCategories.filter((category) => category.slug === slug));
  // The front page's blocks are MUI components, so it has MUI's theme (the catalogue pages do without).
  return (
    <MuiTheme>
      <Hero />
      <PageContainer>
        <Box sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: { xs: 4, md: 6 }, mt: { xs: 3, md: 5 } }}>
          <HubTiles hubs={navigation.hubs} />
          <PopularCategories categories={featured} />
          <OffersRow products={offers} smallOrder={settings.smallOrder} />
          <ServiceBlocks />
          <BrandTiles brands={navigation.brands} />
        </Box>
      </PageContainer>
    </MuiTheme>
  );
}
