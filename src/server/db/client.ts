/**
 * The only module that knows which database driver is in use: PGlite (embedded
 * PostgreSQL, the default) or a PostgreSQL server when DATABASE_URL is set. The
 * rest of the code gets a Drizzle `Database` and does not care.
 */
import { access, constants, mkdir } from "node:fs/promises";
import path from "node:path";

import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import { ConfigurationError, databasePoolSize, type Env, pgliteDirectory, readEnv } from "@/config/env";

import * as schema from "./schema";

export type Schema = typeof schema;
/**
 * Both drivers' databases, as one type. They differ only in the shape of a raw
 * `execute` result (PGlite: `{ rows }`, postgres.js: an array), which is why each
 * driver's handle is cast to it below; the query builder is the same.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DriverName = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  driver: DriverName;
  /** Runs the SQL migrations in ./drizzle; safe when several instances start at once. */
  migrate(): Promise<void>;
  /**
   * Runs SQL text outside Drizzle, for a library that brings its own SQL (the job
   * queue, server/jobs): with values, one statement; without, the text may hold
   * several (a migration, a `BEGIN; …; COMMIT;` block). Answers the rows of the
   * last statement.
   */
  runSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

/**
 * Planner settings for a catalogue that lives in memory (PGlite's pages, or a
 * server's cache): a random page read costs hardly more than a sequential one.
 * With PostgreSQL's default of 4 the planner reads all 50,000 products rather
 * than the 5,000 a search's GIN index points at (40 ms instead of 2 ms).
 * work_mem lets the facet counts hash every facet at once instead of sorting.
 */
export const PLANNER_SETTINGS = { random_page_cost: "1.1", work_mem: "16MB" } as const;

/** Opens a database: `:memory:` PGlite for tests, a folder, or a server URL. */
export async function openDatabase(env: Env): Promise<DatabaseHandle> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL, databasePoolSize(env)) : openPglite(pgliteDirectory(env), env.PGLITE_SHARED_BUFFERS);
}

export async function openPglite(directory: string | "memory://", sharedBuffers = "32MB"): Promise<DatabaseHandle> {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  if (directory !== "memory://") await ensureWritableDirectory(directory);
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create(directory === "memory://" ? undefined : directory, {
      extensions: { pg_trgm },
      postgresqlconf: [`shared_buffers = ${sharedBuffers}`, ...Object.entries(PLANNER_SETTINGS).map(([name, value]) => `${name} = ${value}`)],
    });
  } catch (error) {
    throw new ConfigurationError(
      `De ingebouwde database in ${directory} kan niet worden geopend (${describe(error)}); is hij beschadigd of in gebruik door een ander proces?`,
    );
  }
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    // PGlite has one connection and one process: no lock needed.
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // PGlite's `query` takes one statement with values, its `exec` several without.
    // Both wait for a transaction under way on the one connection, so SQL run here never lands inside one.
    async runSql(text, values) {
      if (values && values.length > 0) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const [{ default: postgres }, { drizzle }, { migrate }] = await Promise.all([
    import("postgres"),
    import("drizzle-orm/postgres-js"),
    import("drizzle-orm/postgres-js/migrator"),
  ]);
  const target = postgresTarget(url);
  const serverUrl = target.url;
  const options = { connect_timeout: 5, onnotice: () => undefined, connection: PLANNER_SETTINGS, ...target.options } as const;
  const unwrapped = postgres(serverUrl, { ...options, max: poolSize });
  const client = preparingEveryQuery(unwrapped);
  try {
    await client`select 1`;
  } catch (error) {
    await client.end({ timeout: 1 }).catch(() => undefined);
    throw new ConfigurationError(`De PostgreSQL-server uit DATABASE_URL (${redact(url)}) is niet bereikbaar: ${describe(error)}.`);
  }
  const db = drizzle({ client, schema }) as unknown as Database;
  // A small second pool for cart writes, whose commits do not wait for the disk (see cartWrites below).
  const cartClient = preparingEveryQuery(
    postgres(serverUrl, { ...options, max: Math.max(1, Math.ceil(poolSize / 2)), connection: { ...PLANNER_SETTINGS, synchronous_commit: "off" } }),
  );
  cartWriteTwins.set(db, drizzle({ client: cartClient, schema }) as unknown as Database);
  return {
    db,
    driver: "postgres",
    async migrate() {
      // Several app instances may start at once: one migrates, the others wait on
      // the advisory lock and then find nothing left to do. The lock belongs to a
      // session, so it needs a connection of its own.
      const lockClient = postgres(serverUrl, { ...options, max: 1 });
      try {
        await lockClient`select pg_advisory_lock(7316231)`;
        await migrate(drizzle({ client: lockClient }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lockClient`select pg_advisory_unlock(7316231)`.catch(() => undefined);
        await lockClient.end({ timeout: 5 });
      }
    },
    async runSql(text, values) {
      const several = text.trim().replace(/;$/, "").includes(";");
      if (!several) {
        // The extended protocol (`simple: false`), so that the answer's columns get their types as Drizzle's do.
        const options = { prepare: values !== undefined && values.length > 0, simple: false } as { prepare: boolean };
        return { rows: [...((await unwrapped.unsafe(text, (values ?? []).map(asNodePostgresValue) as never[], options)) as unknown as Record<string, unknown>[])] };
      }
      // Text of several statements (pg-boss's `BEGIN; …; COMMIT;`) goes as a simple query over a connection
      // of its own: postgres.js refuses a BEGIN on a shared one, where another query could land inside.
      const connection = await unwrapped.reserve();
      try {
        const result = (await connection.unsafe(text)) as unknown as Record<string, unknown>[] | Record<string, unknown>[][];
        const last = Array.isArray(result[0]) ? (result.at(-1) as Record<string, unknown>[]) : (result as Record<string, unknown>[]);
        return { rows: [...last] };
      } finally {
        connection.release();
      }
    },
    close: async () => {
      await Promise.all([client.end({ timeout: 5 }), cartClient.end({ timeout: 5 })]);
    },
  };
}

/** A value as node-postgres sends it, which is what libraries written for it expect: undefined as null, a plain object as its JSON. */
function asNodePostgresValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== "object" || value instanceof Date || Array.isArray(value) || Buffer.isBuffer(value)) return value;
  return JSON.stringify(value);
}

const cartWriteTwins = new WeakMap<Database, Database>();

/**
 * The database to write carts with. On a PostgreSQL server its commits do not
 * wait for the write-ahead log to reach the disk (`synchronous_commit = off`):
 * that wait is most of a cart change's time on the measured machine
 * (docs/PERFORMANCE.md). The price of it: should the database server itself
 * crash, the cart changes of its last fraction of a second are lost (the client
 * then gets 409 and reloads the cart as it was). Orders, payments and everything
 * else wait for the disk as before, and an order's own commit flushes every cart
 * change written before it, so no order ever rests on a lost change. PGlite:
 * the same database.
 */
export function cartWrites(db: Database): Database {
  return cartWriteTwins.get(db) ?? db;
}

/** At most this many query texts are kept prepared; any further text is parsed and planned each time. */
export const MAX_PREPARED_TEXTS = 500;

/**
 * Drizzle prepares only the statements given a name; every other query would be
 * parsed and planned anew on each call, which costs PostgreSQL more than running
 * it (the autocomplete: 1.4 of its 1.9 ms). postgres.js keeps one prepared
 * statement per query text and connection, so the texts are capped: a crawler
 * walking every filter combination cannot grow them without end.
 */
export function preparingEveryQuery<Client extends { unsafe: (query: string, params?: never[], options?: { prepare?: boolean }) => unknown }>(client: Client): Client {
  const unsafe = client.unsafe.bind(client);
  const texts = new Set<string>();
  client.unsafe = ((query: string, params?: never[], options?: { prepare?: boolean }) => {
    let prepare = options?.prepare ?? false;
    if (!prepare && (texts.has(query) || texts.size < MAX_PREPARED_TEXTS)) {
      texts.add(query);
      prepare = true;
    }
    return unsafe(query, params, { ...options, prepare });
  }) as Client["unsafe"];
  return client;
}

/**
 * A server on this machine can be reached through its Unix socket, named as
 * libpq does: `postgres://user@localhost/db?host=/var/run/postgresql`. A socket
 * costs less per query than TCP over loopback (docs/PERFORMANCE.md).
 */
export function postgresTarget(url: string): { url: string; options: { path?: string } } {
  const parsed = new URL(url);
  const socketDirectory = parsed.searchParams.get("host");
  if (!socketDirectory?.startsWith("/")) return { url, options: {} };
  parsed.searchParams.delete("host");
  return { url: parsed.toString(), options: { path: `${socketDirectory.replace(/\/$/, "")}/.s.PGSQL.${parsed.port || "5432"}` } };
}

async function ensureWritableDirectory(directory: string): Promise<void> {
  try {
    await mkdir(directory, { recursive: true });
    await access(directory, constants.W_OK);
  } catch (error) {
    throw new ConfigurationError(`De datamap ${directory} is niet schrijfbaar (${describe(error)}); kies een andere map met DATA_DIR.`);
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}

/** Hides the password of a connection URL in messages. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "ongeldige URL";
  }
}

// One handle per process. Next.js bundles route code separately from the start
// script and may evaluate this module more than once, so the handle lives on
// globalThis rather than in a module variable.
const globalForDb = globalThis as typeof globalThis & { __stekkerDatabase?: Promise<DatabaseHandle> };

/** The process's database, opened on first use with the configuration of the environment. */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  globalForDb.__stekkerDatabase ??= openDatabase(readEnv()).catch((error: unknown) => {
    globalForDb.__stekkerDatabase = undefined;
    throw error;
  });
  return globalForDb.__stekkerDatabase;
}

export async function getDatabase(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

/** Points the process's database at a given handle: for integration tests of route handlers and read functions. */
export function setDatabaseHandle(handle: DatabaseHandle): void {
  globalForDb.__stekkerDatabase = Promise.resolve(handle);
}
