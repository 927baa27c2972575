"use client";
/**
 * The MUI theme with CSS variables, so that light and dark are both in the CSS
 * and the stored mode (mui-mode / mui-color-scheme) applies before React runs:
 * no flash of the wrong colours.
 */
import { createTheme } from "@mui/material/styles";

import { HEADER_COLORS } from "./header-colors";
import { BREAKPOINTS } from "./layout";

declare module "@mui/material/styles" {
  // The theme uses CSS variables: this opens the provider's props for them (disableStyleSheetGeneration).
  interface CssThemeVariables {
    enabled: true;
  }
  interface Palette {
    accent: Palette["primary"];
    /** The header bar (header-colors.ts). */
    header: Palette["primary"];
  }
  interface PaletteOptions {
    accent?: PaletteOptions["primary"];
    header?: PaletteOptions["primary"];
  }
}

export const SHOP_FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** The shop's colours per scheme; the back office (react-admin, which makes its own theme per mode) takes the same. */
export const SHOP_COLOR_SCHEMES = {
  light: {
    palette: {
      primary: { main: "#0a5fd6", dark: "#0848a3", light: "#e8f1fd", contrastText: "#ffffff" },
      secondary: { main: "#0b7a3b", dark: "#075c2b", light: "#e6f4ec", contrastText: "#ffffff" },
      warning: { main: "#c25100", contrastText: "#ffffff" },
      accent: { main: "#ffcc00", dark: "#e6b800", light: "#fff6cc", contrastText: "#1a1a1a" },
      header: { main: HEADER_COLORS.light, contrastText: "#ffffff" },
      background: { default: "#f3f5f8", paper: "#ffffff" },
      text: { primary: "#16202b", secondary: "#4a5663" },
      divider: "#dfe4ea",
    },
  },
  dark: {
    palette: {
      primary: { main: "#72adff", dark: "#4a8ff0", light: "#13253d", contrastText: "#0b1420" },
      secondary: { main: "#5bd08f", dark: "#3bb574", light: "#12301f", contrastText: "#0b1420" },
      warning: { main: "#ffa552", contrastText: "#1a1a1a" },
      accent: { main: "#ffd43b", dark: "#f0c419", light: "#3a3110", contrastText: "#1a1a1a" },
      header: { main: HEADER_COLORS.dark, contrastText: "#ffffff" },
      background: { default: "#0e1318", paper: "#161d25" },
      text: { primary: "#e8edf2", secondary: "#a9b4bf" },
      divider: "#2a333d",
    },
  },
} as const;

export const SHOP_SHAPE = { borderRadius: 8 } as const;

export const SHOP_TYPOGRAPHY = {
  fontFamily: SHOP_FONT_FAMILY,
  h1: { fontSize: "1.75rem", fontWeight: 700, lineHeight: 1.2 },
  h2: { fontSize: "1.375rem", fontWeight: 700, lineHeight: 1.25 },
  h3: { fontSize: "1.125rem", fontWeight: 700, lineHeight: 1.3 },
  button: { textTransform: "none", fontWeight: 600 },
} as const;

export const SHOP_COMPONENTS = {
  MuiButton: { defaultProps: { disableElevation: true } },
  MuiPaper: { defaultProps: { elevation: 0 } },
  MuiLink: { defaultProps: { underline: "hover" } },
  // MUI's buttons show keyboard focus as a faint shade; they take the shop's ring (baseline.css) instead.
  MuiButtonBase: {
    styleOverrides: {
      root: {
        "&.Mui-focusVisible": {
          outline: "var(--focus-ring-width, 2px) solid var(--focus-ring-color, var(--mui-palette-primary-main))",
          outlineOffset: "var(--focus-ring-offset, 2px)",
        },
      },
    },
  },
} as const;

export const theme = createTheme({
  cssVariables: { colorSchemeSelector: "class" },
  breakpoints: { values: BREAKPOINTS },
  colorSchemes: SHOP_COLOR_SCHEMES,
  shape: SHOP_SHAPE,
  typography: SHOP_TYPOGRAPHY,
  components: SHOP_COMPONENTS,
});
