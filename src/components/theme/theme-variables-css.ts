/**
 * The theme's CSS variables (the shared ones, light and dark) as a static
 * stylesheet, theme-variables.css, loaded by every page. MUI's ThemeProvider
 * would build the same sheets in the browser on every page load; most pages
 * need no MUI at all, so the file is written from the theme instead
 * (scripts/write-theme-css.ts) and a test keeps the two equal.
 */
type Declarations = Record<string, string | number>;
export type ThemeStyleSheet = Record<string, Declarations>;

export const THEME_VARIABLES_FILE = "src/components/theme/theme-variables.css";

/** `colorScheme` → `color-scheme`; custom properties stay as they are. */
const propertyName = (key: string) => (key.startsWith("--") ? key : key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));

const declarationText = (declarations: Declarations) =>
  Object.entries(declarations)
    .map(([key, value]) => `${propertyName(key)}:${value};`)
    .join("");

/**
 * Serialises MUI's `theme.generateStyleSheets()`: flat rules of declarations, one
 * per selector. The dark palette is written a second time for a browser that
 * runs no script: MUI's colour-mode script puts `light` or `dark` on `<html>`
 * before the first paint, and without it the system's dark mode would get the
 * light palette. `:root:not(.light)` never applies once the script has run and
 * chosen light.
 */
export function themeVariablesCss(sheets: readonly ThemeStyleSheet[]): string {
  return sheets
    .flatMap((sheet) =>
      Object.entries(sheet).flatMap(([selector, declarations]) => {
        const rule = `${selector}{${declarationText(declarations)}}`;
        if (selector !== ".dark") return [rule];
        return [rule, `@media (prefers-color-scheme: dark){:root:not(.light){${declarationText(declarations)}}}`];
      }),
    )
    .join("\n");
}

/** The whole file: a header that says where it comes from, then the rules. */
export function themeVariablesFileText(theme: unknown): string {
  const sheets = (theme as { generateStyleSheets: () => ThemeStyleSheet[] }).generateStyleSheets();
  return `/* Written by scripts/write-theme-css.ts from theme.ts: do not edit by hand. */\n${themeVariablesCss(sheets)}\n`;
}
