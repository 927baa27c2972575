import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type { Page } from "@playwright/test";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core (WCAG 2.2 A and AA rules) on the page and returns the serious and critical violations. */
export async function seriousAccessibilityViolations(page: Page): Promise<AxeViolation[]> {
  // Through the DevTools protocol, to which the page's Content-Security-Policy does not apply, rather
  // than as a script element of the page: axe is no part of the page whose policy ./fixtures watches.
  // A dialog or notice still fading in blends its colours with the page behind it, and axe would measure
  // that blend (4.41:1 for a button at 90% opacity): let finite transitions end first (a spinner never does).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // After a client-side navigation Next.js writes the new page's <title> a moment after its content
  // (the old one is gone by then; a catalogue link shows it as well): judge the finished page.
  await page.waitForFunction(() => document.title.trim() !== "", undefined, { timeout: 5000 }).catch(() => undefined);
  const devTools = await page.context().newCDPSession(page);
  await devTools.send("Runtime.evaluate", { expression: AXE_SOURCE });
  await devTools.detach();
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] } });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
    }));
  });
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
}
