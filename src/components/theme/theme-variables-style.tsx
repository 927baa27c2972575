"use client";
import { useServerInsertedHTML } from "next/navigation";
import { useRef } from "react";

import { theme } from "./theme";
import { themeVariablesCss, type ThemeStyleSheet } from "./theme-variables-css";

let css: string | null = null;
/** Built once per server process, on the first page; never in the browser. */
function cssOnce(): string {
  css ??= themeVariablesCss((theme as unknown as { generateStyleSheets: () => ThemeStyleSheet[] }).generateStyleSheets());
  return css;
}

/**
 * Writes the theme's CSS variables into the head of the server's HTML, once per
 * page, outside React's payload. The ThemeProvider is told not to generate them
 * (`disableStyleSheetGeneration`), so the browser does not rebuild them.
 */
export function ThemeVariablesStyle() {
  const written = useRef(false);
  useServerInsertedHTML(() => {
    if (written.current) return null;
    written.current = true;
    return <style data-theme-variables="" dangerouslySetInnerHTML={{ __html: cssOnce() }} />;
  });
  return null;
}
