/**
 * The walls the linter keeps (docs/ARCHITECTURE.md, "Layers"): ESLint, with
 * the project's own configuration, refuses a sample import for every direction
 * that LAYERS in eslint.config.mjs does not allow, and accepts the allowed ones,
 * so this test fails both when a wall is missing and when one is in the way.
 *
 * A layer that has no file yet (src/api and src/host before they are built)
 * gets a fixture file for the run, so its walls are tested all the same.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DOMAIN_FORBIDDEN_PACKAGES, LAYERS } from "../../eslint.config.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const src = path.join(root, "src");
const WALL_RULES = new Set(["import/no-restricted-paths", "no-restricted-imports"]);
/** A top folder with no row in LAYERS, standing for the next folder someone adds. */
const UNLISTED = "attic";
const layers = Object.keys(LAYERS);

const fixtures: string[] = [];
const createdFolders: string[] = [];
/** One importable module per top folder: a real one where the folder has files, else a fixture. */
const moduleOf = new Map<string, string>();

function firstSourceFile(directory: string): string | undefined {
  if (!existsSync(directory)) return undefined;
  for (const entry of readdirSync(directory, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(directory, entry.name);
    if (entry.isFile() && /^[a-z0-9-]+\.ts$/.test(entry.name) && !entry.name.endsWith(".test.ts") && !entry.name.endsWith(".d.ts")) return full;
  }
  for (const entry of readdirSync(directory, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory()) {
      const found = firstSourceFile(path.join(directory, entry.name));
      if (found) return found;
    }
  }
  return undefined;
}

function specifierOf(file: string): string {
  return `@/${path.relative(src, file).replace(/\.ts$/, "").split(path.sep).join("/")}`;
}

let eslint: ESLint;

beforeAll(() => {
  for (const folder of [...layers, UNLISTED]) {
    let file = folder === UNLISTED ? undefined : firstSourceFile(path.join(src, folder));
    if (!file) {
      const directory = path.join(src, folder);
      if (!existsSync(directory)) {
        mkdirSync(directory);
        createdFolders.push(directory);
      }
      file = path.join(directory, "walls-fixture.ts");
      writeFileSync(file, "export const sample = 1;\n");
      fixtures.push(file);
    }
    moduleOf.set(folder, specifierOf(file));
  }
  eslint = new ESLint({ cwd: root });
});

afterAll(() => {
  for (const file of fixtures) rmSync(file, { force: true });
  for (const directory of createdFolders) rmSync(directory, { recursive: true, force: true });
});

async function wallMessages(fromFile: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(src, fromFile) });
  return result!.messages.filter((message) => message.ruleId !== null && WALL_RULES.has(message.ruleId)).map((message) => message.message);
}

const importOf = (specifier: string) => `import * as sample from "${specifier}";\n\nexport const used = sample;\n`;

describe("the walls the linter keeps", () => {
  it("every top folder of src/ is a layer in the table", () => {
    const folders = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !createdFolders.includes(path.join(src, entry.name)))
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !layers.includes(folder))).toEqual([]);
  });

  for (const layer of layers) {
    const allowed = LAYERS[layer]!;
    const forbidden = [...layers.filter((other) => other !== layer && !allowed.includes(other)), UNLISTED];

    it(`${layer} is refused ${forbidden.join(", ")}, with a message naming what it may import`, async () => {
      for (const target of forbidden) {
        const messages = await wallMessages(`${layer}/walls-sample.ts`, importOf(moduleOf.get(target)!));
        expect(messages, `src/${layer} importing src/${target}`).toHaveLength(1);
        expect(messages[0]).toContain(`src/${layer}`);
        for (const folder of allowed) expect(messages[0]).toContain(`src/${folder}`);
      }
    });

    it(`${layer} may import ${allowed.length ? allowed.join(", ") : "itself only"}`, async () => {
      for (const target of [layer, ...allowed]) {
        expect(await wallMessages(`${layer}/walls-sample.ts`, importOf(moduleOf.get(target)!)), `src/${layer} importing src/${target}`).toEqual([]);
      }
    });
  }

  it("a top folder that is not in the table yet imports nothing of src/", async () => {
    const messages = await wallMessages(`${UNLISTED}/walls-sample.ts`, importOf(moduleOf.get("domain")!));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("LAYERS");
  });

  it("features do not import each other", async () => {
    const other = firstSourceFile(path.join(src, "features", "cart"))!;
    const messages = await wallMessages("features/checkout/walls-sample.ts", importOf(specifierOf(other)));
    expect(messages).toEqual([expect.stringContaining("Features do not import each other")]);
    expect(await wallMessages("features/cart/walls-sample.ts", importOf(specifierOf(other)))).toEqual([]);
  });

  it("the domain is refused node built-ins, database and mail clients, server-only and the frameworks", async () => {
    const samples = ["crypto", "fs", "fs/promises", "path", "node:crypto", "node:fs", "drizzle-orm", "drizzle-orm/pg-core", "postgres", "@electric-sql/pglite", "ioredis", "nodemailer", "server-only", "next", "next/server", "react", "react-dom/client", "@mui/material", "swr", "hono", "@hono/zod-openapi"];
    expect(DOMAIN_FORBIDDEN_PACKAGES).toEqual(expect.arrayContaining(["crypto", "fs", "path", "node:*", "drizzle-orm", "postgres", "@electric-sql/pglite", "ioredis", "nodemailer", "server-only", "next", "react", "@mui/*", "swr", "hono"]));
    for (const specifier of samples) {
      expect(await wallMessages("domain/walls-sample.ts", importOf(specifier)), specifier).toEqual([expect.stringContaining("Domain rules use no framework")]);
    }
  });

  it("the domain may use plain packages, and the same packages stay open to the server", async () => {
    expect(await wallMessages("domain/walls-sample.ts", importOf("zod"))).toEqual([]);
    expect(await wallMessages("domain/cart/walls-sample.ts", importOf("../money"))).toEqual([]);
    expect(await wallMessages("server/walls-sample.ts", importOf("node:crypto"))).toEqual([]);
    expect(await wallMessages("server/walls-sample.ts", importOf("drizzle-orm"))).toEqual([]);
  });

  it("relative paths are walled like @/ paths", async () => {
    expect(await wallMessages("server/carts/walls-sample.ts", importOf("../../lib/storage"))).toEqual([expect.stringContaining("src/server may import only")]);
  });
});
