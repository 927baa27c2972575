import Box from "@mui/material/Box";
import InitColorSchemeScript from "@mui/material/InitColorSchemeScript";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

import { BOTTOM_MENU_HEIGHT } from "@/components/theme/layout";
import { CartRoot } from "@/components/cart/cart-root";
import { ErrorReporter } from "@/components/logging/error-reporter";
import { ThemeProviders } from "@/components/theme/theme-providers";
import { SITE_DESCRIPTION, SITE_NAME, SITE_TAGLINE } from "@/config/site";
import { BottomMenu } from "@/features/shell/bottom-menu";
import { PromisesBar } from "@/features/shell/promises-bar";
import { SiteFooter } from "@/features/shell/site-footer";
import { SiteHeader } from "@/features/shell/site-header";
import { getNavigation } from "@/server/catalogue/get-navigation";

// Every page reads the live catalogue and the clock (is customer service open?),
// so pages render per request; the catalogue reads are cached in memory instead.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { default: `${SITE_NAME} | ${SITE_TAGLINE}`, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#0a5fd6" },
    { media: "(prefers-color-scheme: dark)", color: "#0e1318" },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const navigation = await getNavigation();
  return (
    <html lang="nl" suppressHydrationWarning>
      <body>
        {/* Applies the stored colour mode before the first paint: no flash of light in dark mode. */}
        <InitColorSchemeScript attribute="class" />
        <ThemeProviders>
          <CartRoot>
          <Box
            component="a"
            href="#inhoud"
            sx={{
              position: "absolute",
              left: 8,
              top: -48,
              zIndex: 100,
              px: 2,
              py: 1,
              bgcolor: "background.paper",
              color: "text.primary",
              borderRadius: 1,
              "&:focus": { top: 8 },
            }}
          >
            Naar de inhoud
          </Box>
          <SiteHeader navigation={navigation} />
          <PromisesBar />
          <Box component="main" id="inhoud" tabIndex={-1} sx={{ outline: "none", minHeight: "50vh" }}>
            {children}
          </Box>
          <SiteFooter now={new Date()} />
          <Box aria-hidden sx={{ height: { xs: BOTTOM_MENU_HEIGHT, md: 0 } }} />
          <BottomMenu />
          <ErrorReporter />
          </CartRoot>
        </ThemeProviders>
      </body>
    </html>
  );
}
