import { describe, expect, it } from "vitest";

import { theme } from "./theme";
import { themeVariablesCss, type ThemeStyleSheet } from "./theme-variables-css";

describe("the theme's CSS variables are written once on the server", () => {
  it("serialises each selector's declarations, custom properties as they are and others in CSS case", () => {
    const sheets: ThemeStyleSheet[] = [{ ":root": { "--mui-spacing": "8px" } }, { ".dark": { colorScheme: "dark", "--mui-palette-text-primary": "#e8edf2" } }];
    expect(themeVariablesCss(sheets)).toBe(":root{--mui-spacing:8px;}.dark{color-scheme:dark;--mui-palette-text-primary:#e8edf2;}");
  });

  it("holds the light and the dark palette of the shop's theme, so that both modes work without the provider writing them", () => {
    const css = themeVariablesCss((theme as unknown as { generateStyleSheets: () => ThemeStyleSheet[] }).generateStyleSheets());
    expect(css).toContain(":root, .light{color-scheme:light;");
    expect(css).toContain(".dark{color-scheme:dark;");
    expect(css).toMatch(/:root, \.light\{[^}]*--mui-palette-primary-main:#0a5fd6;/);
    expect(css).toMatch(/\.dark\{[^}]*--mui-palette-primary-main:#72adff;/);
  });
});
