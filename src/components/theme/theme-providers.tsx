"use client";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";

import { GLOBAL_SWR_CONFIG } from "@/config/swr";

import { theme } from "./theme";
import { ThemeVariablesStyle } from "./theme-variables-style";

/** Everything client-side that wraps every page: styles, colour mode, data fetching. */
export function ThemeProviders({ children }: { children: ReactNode }) {
  return (
    <AppRouterCacheProvider options={{ key: "css" }}>
      {/* The variables come from the server's HTML (ThemeVariablesStyle), not from the provider. */}
      <ThemeVariablesStyle />
      <ThemeProvider theme={theme} defaultMode="system" disableTransitionOnChange disableStyleSheetGeneration>
        <CssBaseline enableColorScheme />
        <SWRConfig value={GLOBAL_SWR_CONFIG}>{children}</SWRConfig>
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
