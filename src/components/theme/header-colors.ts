/**
 * The header bar's colour per colour scheme: the theme's `header` palette
 * colour, and the browser's own bar (`theme-color`) that continues it. A plain
 * module, so that the root layout reads it without loading the MUI theme.
 */
export const HEADER_COLORS = {
  /** The brand blue. */
  light: "#0a5fd6",
  /** A deep brand blue: the dark theme's primary is a light blue, made for text on dark. */
  dark: "#123f7c",
} as const;
