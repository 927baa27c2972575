import { readdirSync } from "node:fs";
import { builtinModules } from "node:module";

import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

/**
 * The walls of the house (docs/ARCHITECTURE.md, "Layers"): per top folder of
 * src/, the other top folders it may import. Everything not listed is refused,
 * so a new top folder can be imported by nobody, and import nothing, until it
 * has a row here. npm packages are free, except in the domain (below).
 * scripts/ and tests/ stand outside the walls.
 */
export const LAYERS = {
  domain: [],
  schemas: ["domain"],
  config: ["domain"],
  lib: ["domain", "schemas", "config"],
  components: ["lib", "domain", "config"],
  features: ["components", "lib", "domain", "schemas", "config"],
  server: ["domain", "schemas", "config"],
  demo: ["domain", "schemas", "config"],
  api: ["server", "schemas", "domain", "config", "demo"],
  host: ["api", "server", "schemas", "domain", "config", "demo"],
  app: ["host", "api", "features", "components", "lib", "server", "demo", "schemas", "config", "domain"],
};

/** What the domain may not import, besides the rest of src/: no framework, database, mail or other I/O. */
export const DOMAIN_FORBIDDEN_PACKAGES = [
  ...builtinModules.filter((name) => !name.startsWith("_")),
  "node:*",
  "drizzle-orm",
  "postgres",
  "@electric-sql/pglite",
  "ioredis",
  "nodemailer",
  "server-only",
  "next",
  "react",
  "react-dom",
  "@mui/*",
  "@emotion/*",
  "swr",
  "hono",
  "@hono/*",
];

const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = Object.entries(LAYERS).map(([layer, allowed]) => ({
  target: `./src/${layer}`,
  from: "./src",
  except: [layer, ...allowed].map((folder) => `./${folder}`),
  message: allowed.length ? `src/${layer} may import only ${allowed.map((folder) => `src/${folder}`).join(", ")} (and itself).` : `src/${layer} imports only other files of src/${layer}.`,
}));

// A top folder without a row in LAYERS imports nothing of src/ until it gets one.
const unlistedFolders = {
  target: `./src/!(${Object.keys(LAYERS).join("|")})/**/*`,
  from: "./src",
  message: "This top folder of src/ is no layer yet: give it a row in LAYERS (eslint.config.mjs) and docs/ARCHITECTURE.md.",
};

const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: "./src/features",
  except: [`./${feature}`],
  message: "Features do not import each other; share through components/ or domain/.",
}));

// One anchored expression: gitignore-style patterns would take the builtin `domain` for the folder @/domain.
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const forbiddenPackages = `^(?:${DOMAIN_FORBIDDEN_PACKAGES.map((name) => (name.endsWith("*") ? `${escape(name.slice(0, -1))}.*` : `${escape(name)}(?:/.*)?`)).join("|")})$`;

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([".next/**", "node_modules/**", "data/**", "drizzle/**", "test-results/**", "playwright-report/**", "next-env.d.ts"]),
  {
    rules: {
      "import/no-restricted-paths": ["error", { zones: [...layerZones, unlistedFolders, ...featureZones] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Every product image is an SVG drawn by the shop: it scales itself, and
      // next/image (a client component per image) would only add cost.
      "@next/next/no-img-element": "off",
    },
  },
  {
    files: ["src/domain/**/*.ts", "src/domain/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: forbiddenPackages, message: "Domain rules use no framework, database, mail or other I/O: the caller passes in what they need (the clock too)." }] },
      ],
    },
  },
]);
