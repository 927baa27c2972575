/**
 * The colour mode's storage key and the device's media query, in a plain
 * module (no "use client"), so that the server's inline script
 * (components/theme/follow-device-scheme.tsx) gets the strings themselves.
 */
export const MODE_STORAGE_KEY = "mui-mode";
export const DARK_QUERY = "(prefers-color-scheme: dark)";
