/** Subscribers and campaigns for the newsletter campaign tests (issue 23, point 5). */
import { sql } from "drizzle-orm";

import type { Database } from "@/server/db/client";

/** `count` confirmed subscribers `lezer<n>@example.nl` (n from 1), plus a few pending and unsubscribed ones who must get nothing. */
export async function addSubscribers(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    insert into newsletter_subscribers (email_address, status, source, created_at, confirmed_at)
    select 'lezer' || g || '@example.nl', 'confirmed', 'website', now(), now() from generate_series(1, ${count}::int) g`);
  await db.execute(sql`
    insert into newsletter_subscribers (email_address, status, source, created_at, unsubscribed_at)
    select 'weg' || g || '@example.nl', 'unsubscribed', 'website', now(), now() from generate_series(1, 3) g`);
  await db.execute(sql`
    insert into newsletter_subscribers (email_address, status, source, created_at)
    select 'wacht' || g || '@example.nl', 'pending', 'checkout', now() from generate_series(1, 5) g`);
}

export const readerAddress = (n: number) => `lezer${n}@example.nl`;
