/**
 * A count of the catalogue changes this process has heard of (catalogue-changes.ts
 * in the page cache bumps it). The in-process copies of catalogue reads (memo.ts,
 * per-database-cache.ts) are kept for up to a minute; each remembers the count it
 * was made under and is not used after a change, so a page rendered right after
 * a price change never shows the old price from a copy.
 *
 * On `globalThis` under a `Symbol.for` key: Next.js bundles the pages apart from
 * the start script that hears the change, and both must see one count.
 */
const KEY = Symbol.for("stekker.catalogue-generation");

type Holder = typeof globalThis & { [KEY]?: number };

export function catalogueGeneration(): number {
  return (globalThis as Holder)[KEY] ?? 0;
}

export function noteCatalogueChange(): void {
  (globalThis as Holder)[KEY] = catalogueGeneration() + 1;
}
