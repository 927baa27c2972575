/**
 * The SQL cost of the catalogue reads on a seeded PostgreSQL database:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/stekker_seed npm run db:seed -- --products 50000
 *   node --conditions react-server --import tsx scripts/bench-listing-sql.ts postgres://postgres@127.0.0.1:5432/stekker_seed [search]
 *
 * A third argument keeps only the cases whose name contains it ("search").
 *
 * Every hand-written statement a read sends (db.execute; the reference tables,
 * read once a minute, and the product page's small query-builder reads are not
 * among them) is captured, then run again on its own: the
 * median EXPLAIN ANALYZE execution time (timing off, so the measuring costs
 * little) and the CPU time of the server process per run, read from /proc,
 * which other load on the machine does not inflate. Caches are bypassed: the
 * statements run directly.
 */
import { readFileSync } from "node:fs";

import { sql, type SQL } from "drizzle-orm";

import { emptyFilters, type ListingQuery } from "@/domain/catalogue/listing";
import { loadSuggestions } from "@/server/catalogue/get-autocomplete";
import { loadProductDetailById } from "@/server/catalogue/get-product-detail";
import { loadListing } from "@/server/catalogue/search-products";
import { type Database, openPostgres } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";

const url = process.argv[2] ?? process.env.DATABASE_URL;
if (!url) throw new Error("gebruik: bench-listing-sql.ts postgres://…");
const handle = await openPostgres(url, 1);
const db = handle.db;
const now = new Date();
const base = { filters: emptyFilters(), sort: "popularity", order: "desc", page: 1, pageSize: 24 } as const;
const listing = (query: Partial<ListingQuery>) => (target: Database) => loadListing(target, { ...base, scope: { kind: "all" }, ...query } as ListingQuery, { now });

const cases: [string, (target: Database) => Promise<unknown>][] = [
  ["category (wasmachines)", listing({ scope: { kind: "category", categorySlug: "wasmachines" } })],
  ["category (vaatwassers)", listing({ scope: { kind: "category", categorySlug: "vaatwassers" } })],
  [
    "category, 3 facets chosen",
    listing({
      scope: { kind: "category", categorySlug: "wasmachines" },
      filters: { ...emptyFilters(), brands: ["miele", "bosch"], specifications: { vulgewicht: ["8"] }, price: { min: 40_000, max: 150_000 } },
    }),
  ],
  ["search 'miele wasmachine 8kg'", listing({ q: "miele wasmachine 8kg" })],
  ["search 'wasmachien'", listing({ q: "wasmachien" })],
  ["search 'inbouw koelkast'", listing({ q: "inbouw koelkast" })],
  ["search 'was droog combinatie'", listing({ q: "was droog combinatie" })],
  ["search 'vaatwasser 45 cm'", listing({ q: "vaatwasser 45 cm" })],
  ["search 'stille vaatwasser'", listing({ q: "stille vaatwasser" })],
  ["search 'frigo'", listing({ q: "frigo" })],
  ["search + 2 facets chosen", listing({ q: "wasmachine", filters: { ...emptyFilters(), brands: ["miele"], energyClasses: ["A"] } })],
  ["hub (huishouden)", listing({ scope: { kind: "hub", hubSlug: "huishouden" } })],
  ["offers", listing({ scope: { kind: "offers" } })],
  ["everything", listing({})],
  ["autocomplete 'miele wa'", (target) => loadSuggestions(target, "miele wa", now)],
  ["autocomplete 'miele was'", (target) => loadSuggestions(target, "miele was", now)],
  ["autocomplete 'smeg was'", (target) => loadSuggestions(target, "smeg was", now)],
  ["product page", (target) => loadProductDetailById(target, 100_500, now)],
];

const [backend] = await queryRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`);
const pid = backend?.pid;
const cpuTicks = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return Number(fields[11]) + Number(fields[12]);
};

const only = process.argv[3];
for (const [name, read] of cases.filter(([name]) => only === undefined || name.includes(only))) {
  const statements: SQL[] = [];
  const spy = Object.create(db) as Database & { execute: (statement: SQL) => unknown };
  spy.execute = (statement: SQL) => {
    statements.push(statement);
    return db.execute(statement);
  };
  await read(spy);
  const parts: string[] = [];
  for (const statement of statements) {
    const times: number[] = [];
    for (let i = 0; i < 11; i++) {
      const plan = await queryRows<{ "QUERY PLAN": string }>(db, sql`explain (analyze, timing off) ${statement}`);
      const line = plan.map((row) => row["QUERY PLAN"]).find((l) => l.startsWith("Execution Time")) ?? "";
      times.push(Number(/([\d.]+) ms/.exec(line)?.[1] ?? Number.NaN));
    }
    times.sort((a, b) => a - b);
    const runs = 40;
    const before = cpuTicks();
    for (let i = 0; i < runs; i++) await db.execute(statement);
    const cpu = ((cpuTicks() - before) * 10) / runs;
    parts.push(`${(times[5] ?? 0).toFixed(1)} ms (cpu ${cpu.toFixed(1)})`);
  }
  console.log(`${name.padEnd(30)} ${parts.join(" + ")}`);
}
await handle.close();
