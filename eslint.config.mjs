import { readdirSync } from "node:fs";

import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

// One direction of imports (docs/ARCHITECTURE.md): app → features | server → domain | schemas.
// Features do not import each other; domain imports nothing but other domain code.
const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([".next/**", "node_modules/**", "data/**", "drizzle/**", "test-results/**", "playwright-report/**", "next-env.d.ts"]),
  {
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./src/domain",
              from: ["./src/app", "./src/features", "./src/components", "./src/server", "./src/config"],
              message: "Domain rules stay free of the framework, the database and the UI.",
            },
            {
              target: ["./src/features", "./src/components"],
              from: ["./src/server", "./src/app"],
              message: "Client UI gets its data as props or through the API, never from server code.",
            },
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: "./src/features",
              except: [`./${feature}`],
              message: "Features do not import each other; share through components/ or domain/.",
            })),
          ],
        },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Every product image is an SVG drawn by the shop: it scales itself, and
      // next/image (a client component per image) would only add cost.
      "@next/next/no-img-element": "off",
    },
  },
  {
    files: ["src/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["next", "next/*", "react", "react-dom", "@mui/*", "drizzle-orm", "drizzle-orm/*", "swr", "node:*"], message: "Domain rules use no framework, database or I/O." }] },
      ],
    },
  },
]);
