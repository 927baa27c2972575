/**
 * Writes src/components/theme/theme-variables.css from the theme (theme.ts).
 * Run after changing the theme's colours, type or shape:
 *
 *   node --import tsx scripts/write-theme-css.ts
 *
 * A unit test fails while the file and the theme differ.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";

import { THEME_VARIABLES_FILE, themeVariablesFileText } from "@/components/theme/theme-variables-css";
import { theme } from "@/components/theme/theme";

const file = path.resolve(THEME_VARIABLES_FILE);
writeFileSync(file, themeVariablesFileText(theme));
console.log(`› ${path.relative(process.cwd(), file)} geschreven.`);
