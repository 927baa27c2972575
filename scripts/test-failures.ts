import { existsSync, readFileSync } from "node:fs";

/**
 * The names of the failed tests, with the first line of why, for the summary: CI
 * keeps only the end of a long log, and a step's own report of a failure may be
 * far above it.
 */
export function failedTests(report: { file: string; kind: "vitest" | "playwright" | "faults" }, root = process.cwd()): string[] {
  if (!existsSync(report.file) || report.kind === "faults") return [];
  const json = JSON.parse(readFileSync(report.file, "utf8"));
  const firstLine = (text: unknown) => String(text ?? "").replace(/\u001b\[[0-9;]*m/g, "").split("\n").find((line) => line.trim() !== "")?.trim().slice(0, 200) ?? "";
  if (report.kind === "vitest") {
    return (json.testResults ?? []).flatMap((file: { name: string; status?: string; message?: string; assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[] }) => {
      const name = file.name.replace(`${root}/`, "");
      const tests = (file.assertionResults ?? []).filter((test) => test.status === "failed").map((test) => `${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      // A file that failed as a whole (an import, a beforeAll): its tests show as skipped, the reason is the file's.
      return tests.length === 0 && file.status === "failed" ? [`${name}: ${firstLine(file.message)}`] : tests;
    });
  }
  type Suite = { title: string; specs?: { title: string; file: string; tests: { status: string; results: { error?: { message?: string } }[] }[] }[]; suites?: Suite[] };
  const walk = (suite: Suite, path: string[]): string[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((test) => test.status === "unexpected" || test.status === "flaky").map((test) => `${spec.file} › ${[...path, spec.title].filter(Boolean).join(" › ")}: ${firstLine(test.results.at(-1)?.error?.message)}`),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...path, child.title])),
  ];
  // Errors outside any test (a global setup, a file that does not load) are the report's own.
  const outside = (json.errors ?? []).map((error: { message?: string }) => `(outside the tests): ${firstLine(error.message)}`);
  return [...(json.suites ?? []).flatMap((suite: Suite) => walk(suite, [])), ...outside];
}
