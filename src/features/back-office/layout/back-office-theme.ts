/**
 * react-admin makes its own MUI theme per mode from theme options, so the
 * back office takes the shop's colours, type and shapes
 * (components/theme/theme.ts) onto react-admin's defaults: it looks like
 * Stekker, light and dark. The bar at the top is the shop's header colour.
 */
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from "react-admin";

import { SHOP_COLOR_SCHEMES, SHOP_COMPONENTS, SHOP_SHAPE, SHOP_TYPOGRAPHY } from "@/components/theme/theme";
import type { ColorScheme } from "@/lib/color-mode";

const STATUS_COLORS = {
  light: { error: { main: "#c62828" }, success: { main: "#1b6e20" }, info: { main: "#0a5fd6" }, warning: { main: "#a34700" } },
  dark: { error: { main: "#ff8a80" }, success: { main: "#81c784" }, info: { main: "#90caf9" }, warning: { main: "#ffb74d" } },
} as const;

export function backOfficeTheme(scheme: ColorScheme): RaThemeOptions {
  const base = scheme === "dark" ? defaultDarkTheme : defaultLightTheme;
  const palette = SHOP_COLOR_SCHEMES[scheme].palette;
  return {
    ...base,
    // The status chips' colours, chosen for 4.5:1 against the paper and the grey of the sections in both modes (MUI's own info blue is 3.9:1 on white).
    palette: { ...palette, ...STATUS_COLORS[scheme], mode: scheme },
    shape: SHOP_SHAPE,
    typography: { ...(base.typography as object), ...SHOP_TYPOGRAPHY },
    components: {
      ...base.components,
      ...SHOP_COMPONENTS,
      MuiAppBar: {
        styleOverrides: {
          root: { backgroundColor: palette.header.main, color: palette.header.contrastText, backgroundImage: "none" },
        },
      },
      // The shop's focus ring on a dark bar: the bar's own text colour.
      RaAppBar: { styleOverrides: { root: { "--focus-ring-color": palette.header.contrastText } } },
    },
  } as RaThemeOptions;
}
