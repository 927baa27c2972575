/**
 * Tells this app instance when the catalogue changed, so that it drops its
 * shared page copies: a price, stock, text, rewrite, special date or delivery
 * rule. The database says so itself: triggers on the catalogue tables call
 * `pg_notify('stekker_catalogue', <table>)` (drizzle/0008_catalogue_change_notices.sql),
 * which PostgreSQL delivers at commit to every instance that listens, and never
 * for a transaction that rolled back. Whoever writes (the back office, an
 * order's stock, a script with psql) needs to know nothing of the cache.
 *
 * PostgreSQL: postgres.js listens on a connection of its own and reconnects by
 * itself after the server restarts; a notification sent while it was away is
 * lost, so every (re)connection counts as a change. PGlite: one process, the
 * notification comes from the same in-process database.
 */
import type { DatabaseHandle } from "@/server/db/client";

export const CATALOGUE_CHANNEL = "stekker_catalogue";

export interface CatalogueListener {
  stop(): Promise<void>;
}

interface PgliteClient {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

interface PostgresClient {
  listen(channel: string, onNotify: (payload: string) => void, onListen?: () => void): Promise<{ unlisten(): Promise<void> }>;
}

/** Calls `onChange` after every committed catalogue change, on this instance, whichever instance made it. */
export async function listenForCatalogueChanges(handle: Pick<DatabaseHandle, "db" | "driver">, onChange: (table: string) => void): Promise<CatalogueListener> {
  const client = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.driver === "pglite") {
    const unlisten = await (client as PgliteClient).listen(CATALOGUE_CHANNEL, onChange);
    return { stop: () => unlisten() };
  }
  let connections = 0;
  const listening = await (client as PostgresClient).listen(CATALOGUE_CHANNEL, onChange, () => {
    // The first connection is the start; any later one follows a lost connection, during
    // which notifications may have been missed.
    if ((connections += 1) > 1) onChange("(opnieuw verbonden)");
  });
  return { stop: () => listening.unlisten() };
}
