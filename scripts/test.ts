/**
 * `npm test`: the whole suite, in order: lint, types, unit tests, integration
 * tests on PGlite, the same on PostgreSQL when DATABASE_URL is set, the
 * browser tests in Chromium, and with DATABASE_URL and REDIS_URL (CI) the
 * fault test (tests/faults: app instances, PostgreSQL and Redis killed and
 * restarted). Every step runs even when an earlier one failed, so one run shows
 * everything that is wrong; the exit code is non-zero if any failed.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

import { failedTests } from "./test-failures";

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** A JSON report with test counts, written by the step. */
  report?: { file: string; kind: "vitest" | "playwright" | "faults" };
}

const node = process.execPath;
const bin = (name: string) => `node_modules/${name}`;
mkdirSync("test-results", { recursive: true });

const vitest = (project: string, report: string): string[] => [
  node,
  bin("vitest/vitest.mjs"),
  "run",
  "--project",
  project,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
];

const steps: Step[] = [
  { name: "lint", command: [node, bin("eslint/bin/eslint.js"), "--max-warnings", "0", "."] },
  // Next.js generates the route types (PageProps and friends) into .next/types; a
  // fresh clone has none until `next typegen` writes them.
  { name: "route types", command: [node, bin("next/dist/bin/next"), "typegen"] },
  { name: "typecheck", command: [node, bin("typescript/bin/tsc"), "--noEmit"] },
  { name: "unit", command: vitest("unit", "test-results/unit.json"), report: { file: "test-results/unit.json", kind: "vitest" } },
  {
    name: "integration (PGlite)",
    command: vitest("integration", "test-results/integration-pglite.json"),
    env: { TEST_DATABASE: "pglite" },
    report: { file: "test-results/integration-pglite.json", kind: "vitest" },
  },
];
if (process.env.DATABASE_URL) {
  steps.push({
    name: "integration (PostgreSQL)",
    command: vitest("integration", "test-results/integration-postgres.json"),
    env: { TEST_DATABASE: "postgres" },
    report: { file: "test-results/integration-postgres.json", kind: "vitest" },
  });
} else {
  console.log("› DATABASE_URL is niet gezet: de integratietests draaien alleen op PGlite.");
}
if (process.env.SKIP_E2E !== "1") {
  steps.push({ name: "browser (Chromium)", command: [node, bin("@playwright/test/cli.js"), "test"], report: { file: "test-results/e2e.json", kind: "playwright" } });
}

// The fault test runs its own PostgreSQL cluster and Redis server (it kills them);
// the variables only say that this machine has both, as CI's has. It reuses the
// production build the browser step made (npm start builds only when sources changed).
if (process.env.DATABASE_URL && process.env.REDIS_URL) {
  steps.push({ name: "faults (PostgreSQL, Redis)", command: [node, "--import", "tsx", "tests/faults/run.ts"], report: { file: "test-results/faults.json", kind: "faults" } });
} else {
  console.log("› DATABASE_URL en REDIS_URL zijn niet allebei gezet: de fouttest (tests/faults) draait alleen in CI.");
}

function countTests(report: Step["report"]): { passed: number; failed: number } {
  if (!report || !existsSync(report.file)) return { passed: 0, failed: 0 };
  const json = JSON.parse(readFileSync(report.file, "utf8"));
  if (report.kind === "faults") return { passed: json.passed ?? 0, failed: json.failed ?? 0 };
  if (report.kind === "vitest") return { passed: json.numPassedTests ?? 0, failed: (json.numFailedTests ?? 0) + (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0) };
  const stats = json.stats ?? {};
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) + (stats.skipped ?? 0) };
}

const results: { name: string; ok: boolean; passed: number; failed: number; failures: string[] }[] = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  if (step.report) rmSync(step.report.file, { force: true });
  const [command, ...args] = step.command;
  const run = spawnSync(command!, args, { stdio: "inherit", env: { ...process.env, ...step.env } });
  const counts = countTests(step.report);
  const ok = run.status === 0 && counts.failed === 0;
  results.push({ name: step.name, ok, ...counts, failures: step.report ? failedTests(step.report) : [] });
}

console.log("\n━━ samenvatting ━━");
for (const result of results) {
  const counts = result.passed + result.failed > 0 ? ` (${result.passed} geslaagd, ${result.failed} mislukt)` : "";
  console.log(`${result.ok ? "✓" : "✗"} ${result.name}${counts}`);
  for (const failure of result.failures) console.log(`    ✗ ${failure}`);
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0) + results.filter((result) => !result.ok && result.failed === 0).length;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
