/**
 * The theme's CSS variables (light, dark and the shared ones) as one stylesheet
 * text. MUI's ThemeProvider would build the same sheets in the browser on every
 * page load, through emotion, only to find them already in the server's HTML;
 * written once on the server instead, the browser skips that work
 * (docs/PERFORMANCE.md, "The theme's variables written once").
 */
type Declarations = Record<string, string | number>;
export type ThemeStyleSheet = Record<string, Declarations>;

/** `colorScheme` → `color-scheme`; custom properties stay as they are. */
const propertyName = (key: string) => (key.startsWith("--") ? key : key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));

/** Serialises MUI's `theme.generateStyleSheets()`: flat rules of declarations, one per selector. */
export function themeVariablesCss(sheets: readonly ThemeStyleSheet[]): string {
  return sheets
    .flatMap((sheet) =>
      Object.entries(sheet).map(
        ([selector, declarations]) =>
          `${selector}{${Object.entries(declarations)
            .map(([key, value]) => `${propertyName(key)}:${value};`)
            .join("")}}`,
      ),
    )
    .join("");
}
