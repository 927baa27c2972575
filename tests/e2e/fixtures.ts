/**
 * The browser tests' `test`: Playwright's own, plus a watch for Content-Security-
 * Policy violations (issue 17), and a cookie choice already made (issue 23): every
 * context starts with the consent cookie of a refusal, so the banner does not
 * stand over what a test clicks and no tag loads. A spec about consent itself
 * starts without it: `test.use({ consentChoice: null })`. Every context the tests open (the default one,
 * and those made with `browser.newContext()` or `browser.newPage()`) records the
 * page's `securitypolicyviolation` events, and a test fails when any was seen:
 * so the whole browser suite runs with the shop's real policy on, and a page or
 * component that needs an exception in it cannot slip in unnoticed.
 *
 *   import { expect, test } from "./fixtures";
 */
import { type BrowserContext, test as base } from "@playwright/test";

import { CONSENT_COOKIE, refuseAll, serializeConsent } from "@/domain/privacy/consent";

import { E2E_PORT } from "../../playwright.config";

export { expect } from "@playwright/test";

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

const BINDING = "__stekkerCspViolation";
/** This worker's violations since the last test's check (tests run one at a time). */
const seen: CspViolation[] = [];
const watched = new WeakSet<BrowserContext>();

/** Makes `context` report every CSP violation of its pages into this worker's list. */
export async function watchForCspViolations(context: BrowserContext): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    seen.push(violation);
  });
  // An init script runs before any script of the page, whatever the page's policy says.
  await context.addInitScript((binding) => {
    document.addEventListener(
      "securitypolicyviolation",
      (event) => {
        const report = (window as unknown as Record<string, (violation: unknown) => void>)[binding];
        report?.({
          page: event.documentURI,
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          sample: event.sample,
        });
      },
      true,
    );
  }, BINDING);
}

/** Gives `context` the consent cookie of a visitor who chose "Weigeren" a moment ago. */
export async function startWithRefusedConsent(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: CONSENT_COOKIE, value: serializeConsent(refuseAll(new Date())), url: `http://127.0.0.1:${E2E_PORT}`, sameSite: "Lax" }]);
}

/** The violations seen since the last call, which forgets them. */
export function takeCspViolations(): CspViolation[] {
  return seen.splice(0, seen.length);
}

export const test = base.extend<{ failOnCspViolation: void; consentChoice: "refused" | null }>({
  consentChoice: ["refused", { option: true }],
  context: async ({ context, consentChoice }, provide) => {
    if (consentChoice === null) await context.clearCookies({ name: CONSENT_COOKIE });
    await provide(context);
  },
  browser: [
    async ({ browser }, use) => {
      // Playwright's own context fixture and browser.newPage() both go through newContext.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await watchForCspViolations(context);
        await startWithRefusedConsent(context);
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
  failOnCspViolation: [
    async ({}, use) => {
      await use();
      const violations = takeCspViolations();
      if (violations.length > 0) throw new Error(`Content-Security-Policy violations:\n${violations.map((violation) => JSON.stringify(violation)).join("\n")}`);
    },
    { auto: true },
  ],
});
