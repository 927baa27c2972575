import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = fileURLToPath(new URL("./src", import.meta.url));
// `server-only` throws outside React Server Components; tests run server code directly.
const alias = { "@": src, "server-only": fileURLToPath(new URL("./tests/support/empty-module.ts", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts", "tests/architecture/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // A process killed while it sends a newsletter needs a database a second process can open: a
          // PostgreSQL server. The embedded PGlite lives and dies with its one process; its run of the same
          // halfway stop is the injected failure in newsletters.test.ts. Left out there, rather than skipped.
          exclude: process.env.TEST_DATABASE === "postgres" ? [] : ["tests/integration/newsletters-crash.test.ts"],
          environment: "node",
          // One database per test file; files share nothing, but PGlite boots are heavy.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
