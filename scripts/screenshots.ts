/**
 * `npx tsx scripts/screenshots.ts [base URL] [path …]`: full-page screenshots of
 * each path at 375 px and 1280 px wide, light and dark, in screenshots/ (ignored
 * by git). For looking at a page as a person would before calling it done.
 * SCREENS=N takes N viewport-high shots from the top instead of one full page,
 * which stay readable at 375 px.
 */
import { mkdirSync } from "node:fs";

import { chromium } from "@playwright/test";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../playwright.config";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ["/"];
mkdirSync("screenshots", { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const path of targets) {
  for (const width of [375, 1280]) {
    for (const colorScheme of ["light", "dark"] as const) {
      const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 }, colorScheme, locale: "nl-NL" });
      await page.goto(new URL(path, base).toString(), { waitUntil: "networkidle" });
      const name = `screenshots/${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}-${colorScheme}.png`;
      const screens = Number(process.env.SCREENS ?? 0);
      if (screens > 0) {
        for (let screen = 0; screen < screens; screen += 1) {
          await page.evaluate((y) => window.scrollTo(0, y), screen * page.viewportSize()!.height);
          await page.waitForTimeout(150);
          const part = name.replace(/\.png$/, `-${screen + 1}.png`);
          await page.screenshot({ path: part });
          console.log(part);
        }
      } else {
        await page.screenshot({ path: name, fullPage: true });
        console.log(name);
      }
      await page.close();
    }
  }
}
await browser.close();
