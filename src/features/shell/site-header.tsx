import Box from "@mui/material/Box";

import { PageContainer } from "@/components/layout/page-container";
import type { Navigation } from "@/domain/catalogue/navigation";

import { CartLink } from "./cart-link";
import { ColorModeButton } from "./color-mode-toggle";
import { Logo } from "./logo";
import { MegaMenu } from "./mega-menu";
import { MobileMenu } from "./mobile-menu";
import { SearchForm } from "./search-form";

export function SiteHeader({ navigation }: { navigation: Navigation }) {
  return (
    <Box component="header" sx={{ position: "relative", zIndex: 20 }}>
      <Box sx={{ bgcolor: "primary.main", color: "primary.contrastText" }}>
        <PageContainer
          sx={{
            display: "grid",
            alignItems: "center",
            columnGap: 1.5,
            rowGap: 1,
            py: 1,
            gridTemplateColumns: "auto minmax(0, 1fr) auto auto",
            gridTemplateAreas: { xs: '"menu logo mode cart" "search search search search"', md: '"logo search mode cart"' },
          }}
        >
          <Box sx={{ gridArea: "menu", display: { md: "none" } }}>
            <MobileMenu navigation={navigation} />
          </Box>
          <Box sx={{ gridArea: "logo" }}>
            <Logo />
          </Box>
          <Box sx={{ gridArea: "search", display: "flex", maxWidth: { md: 640 }, width: "100%", justifySelf: "center" }}>
            <SearchForm />
          </Box>
          <Box sx={{ gridArea: "mode" }}>
            <ColorModeButton />
          </Box>
          <Box sx={{ gridArea: "cart" }}>
            <CartLink />
          </Box>
        </PageContainer>
      </Box>
      <MegaMenu navigation={navigation} />
    </Box>
  );
}
