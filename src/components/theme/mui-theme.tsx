"use client";
/**
 * MUI's theme for the parts that use MUI components: the checkout's delivery and
 * payment steps, the order, payment and quote pages, and the overlays (dialogs and
 * drawers) that load when opened. The catalogue, the front page, the cart, the
 * checkout's first step and the shell are plain markup and need no provider, which spares every one of their loads the theme's creation and
 * emotion (docs/PERFORMANCE.md, "MUI only where it is used").
 *
 * The CSS variables and the baseline come from static stylesheets
 * (theme-variables.css, baseline.css), so the provider generates none. It keeps
 * MUI's colour-mode state, which lib/color-mode.ts keeps in step.
 */
import { ThemeProvider } from "@mui/material/styles";
import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import type { ReactNode } from "react";

import { theme } from "./theme";

interface MuiThemeProps {
  children: ReactNode;
  /**
   * Emotion's cache key. Pages use the default; overlays, which render only in
   * the browser and may sit beside a page's own provider, use their own.
   */
  cacheKey?: "css" | "overlay";
}

export function MuiTheme({ children, cacheKey = "css" }: MuiThemeProps) {
  return (
    <AppRouterCacheProvider options={{ key: cacheKey }}>
      <ThemeProvider theme={theme} defaultMode="system" disableTransitionOnChange disableStyleSheetGeneration>
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
