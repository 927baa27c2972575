import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { failedTests } from "./test-failures";

const dir = mkdtempSync(join(tmpdir(), "test-failures-"));
const written = (name: string, report: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(report));
  return file;
};

describe("the CI summary names every failed test with the first line of why", () => {
  it("a failed Vitest test by its file and full name, colours taken out", () => {
    const file = written("vitest.json", {
      testResults: [
        {
          name: "/repo/tests/integration/carts.test.ts",
          assertionResults: [
            { status: "passed", fullName: "a cart is made" },
            { status: "failed", fullName: "carts a locked cart refuses changes", failureMessages: ["\u001b[31mAssertionError: expected 200 to be 423\u001b[39m\n    at carts.test.ts:12"] },
          ],
        },
      ],
    });
    expect(failedTests({ file, kind: "vitest" }, "/repo")).toEqual(["tests/integration/carts.test.ts › carts a locked cart refuses changes: AssertionError: expected 200 to be 423"]);
  });

  it("a failed or flaky Playwright test by its file and nested titles; a passed one is not named", () => {
    const spec = (title: string, status: string, message?: string) => ({ title, file: "cart.spec.ts", tests: [{ status, results: [{ error: message ? { message } : undefined }] }] });
    const file = written("playwright.json", {
      suites: [
        {
          title: "cart.spec.ts",
          specs: [],
          suites: [{ title: "at 375 px", specs: [spec("the cart is shown", "expected"), spec("the total adds up", "unexpected", "Error: expect(locator).toHaveText(expected) failed\n\nLocator: …"), spec("a retry", "flaky", "Error: timeout")] }],
        },
      ],
    });
    expect(failedTests({ file, kind: "playwright" })).toEqual([
      "cart.spec.ts › at 375 px › the total adds up: Error: expect(locator).toHaveText(expected) failed",
      "cart.spec.ts › at 375 px › a retry: Error: timeout",
    ]);
  });

  it("a Vitest file that failed as a whole is named with its own reason; a Playwright error outside the tests too", () => {
    const vitest = written("vitest-file.json", { testResults: [{ name: "/repo/tests/x.test.ts", status: "failed", message: "Error: connect ECONNREFUSED 127.0.0.1:5432", assertionResults: [{ status: "skipped", fullName: "a" }] }] });
    expect(failedTests({ file: vitest, kind: "vitest" }, "/repo")).toEqual(["tests/x.test.ts: Error: connect ECONNREFUSED 127.0.0.1:5432"]);
    const playwright = written("playwright-errors.json", { suites: [], errors: [{ message: "Error: webServer exited early" }] });
    expect(failedTests({ file: playwright, kind: "playwright" })).toEqual(["(outside the tests): Error: webServer exited early"]);
  });

  it("a report that was never written names nothing (the step's own failure says why)", () => {
    expect(failedTests({ file: join(dir, "missing.json"), kind: "vitest" })).toEqual([]);
  });
});
