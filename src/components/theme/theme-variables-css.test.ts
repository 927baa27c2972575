import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { theme } from "./theme";
import { THEME_VARIABLES_FILE, themeVariablesCss, themeVariablesFileText, type ThemeStyleSheet } from "./theme-variables-css";

describe("the theme's CSS variables are a static stylesheet every page loads", () => {
  it("serialises each selector's declarations, custom properties as they are and others in CSS case", () => {
    const sheets: ThemeStyleSheet[] = [{ ":root": { "--mui-spacing": "8px" } }, { ".dark": { colorScheme: "dark", "--mui-palette-text-primary": "#e8edf2" } }];
    expect(themeVariablesCss(sheets)).toBe(
      [
        ":root{--mui-spacing:8px;}",
        ".dark{color-scheme:dark;--mui-palette-text-primary:#e8edf2;}",
        "@media (prefers-color-scheme: dark){:root:not(.light){color-scheme:dark;--mui-palette-text-primary:#e8edf2;}}",
      ].join("\n"),
    );
  });

  it("holds the light and the dark palette of the shop's theme", () => {
    const text = themeVariablesFileText(theme);
    expect(text).toContain(":root, .light{color-scheme:light;");
    expect(text).toContain(".dark{color-scheme:dark;");
    expect(text).toMatch(/:root, \.light\{[^}]*--mui-palette-primary-main:#0a5fd6;/);
    expect(text).toMatch(/\.dark\{[^}]*--mui-palette-primary-main:#72adff;/);
  });

  it("is what the theme generates now (after a theme change: node --import tsx scripts/write-theme-css.ts)", () => {
    expect(readFileSync(THEME_VARIABLES_FILE, "utf8")).toBe(themeVariablesFileText(theme));
  });
});
