/**
 * zod is the API's schema library, and 90 KB (gzipped) of script in a browser. The shopper's
 * catalogue, product, cart and shell code must not load it with the page: the product page did,
 * through the review form's messages, and scored ten points lower for it (issue 24,
 * docs/PERFORMANCE.md). A browser part that needs a schema loads it when used (`import()`), as the
 * cards' energy label and the newsletter form do.
 *
 * The walk follows what runs in the browser: from every client component ("use client") of these
 * folders, every import that is not type-only and not a dynamic `import()`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(__dirname, "../../src");

/**
 * The shopper's pages measured by `npm run bench:lighthouse`. The checkout checks its fields with
 * the API's schema, loaded when the customer first touches the form (use-field-checks.ts).
 */
const SHOPPER_PARTS = ["components", "features/home", "features/listing", "features/product", "features/cart", "features/checkout", "features/shell", "features/newsletter", "lib/cart"];

const ZOD = /^(zod|zod\/.*|@hono\/zod-openapi)$/;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(SRC, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The specifiers a file loads when it runs: imports and re-exports that bring a value. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes = clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) && !statement.isTypeOnly) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** The path from a client component to the first module that imports zod, or null. */
function pathToZod(start: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of runtimeImports(file)) {
      if (ZOD.test(specifier)) {
        const chain = [specifier];
        for (let at: string | null = file; at; at = cameFrom.get(at) ?? null) chain.push(path.relative(SRC, at));
        return chain.reverse();
      }
      const next = resolve(file, specifier);
      if (next && !cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

function clientComponents(): string[] {
  return SHOPPER_PARTS.flatMap((part) => sourceFiles(path.join(SRC, part))).filter((file) => /^\s*["']use client["']/.test(readFileSync(file, "utf8")));
}

describe("zod stays out of the shopper's page loads (issue 24)", () => {
  it("finds the client components it walks from", () => {
    const found = clientComponents().map((file) => path.relative(SRC, file));
    expect(found).toEqual(expect.arrayContaining(["features/product/reviews/review-form.tsx", "features/cart/cart-page.tsx", "features/checkout/details-step.tsx", "components/cart/cart-root.tsx"]));
  });

  it("sees zod when a client component's import chain reaches it", () => {
    // The checkout's field checks use the shared schema: the walk must find that from them.
    expect(pathToZod(path.join(SRC, "features/checkout/field-checks.ts"))).toEqual(["features/checkout/field-checks.ts", "schemas/cart-input.ts", "zod"]);
    expect(pathToZod(path.join(SRC, "features/checkout/use-field-checks.ts"))).toBeNull();
  });

  it("no client component of the catalogue, product page, cart, checkout or shell imports zod when the page loads", () => {
    const offenders = clientComponents()
      .map(pathToZod)
      .filter((chain): chain is string[] => chain !== null)
      .map((chain) => chain.join(" → "));
    expect(offenders).toEqual([]);
  });
});
