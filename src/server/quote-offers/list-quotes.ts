import "server-only";

/**
 * The back office's quote list, GET /api/quotes/ (issue 22): search on the
 * quote number, the customer's name, e-mail address and postal code; filters on
 * status and who handles it; sort and paging as the order list's
 * (list-orders.ts), with an exact count. Passed quotes expire first.
 */
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";

import { QUOTE_KINDS } from "@/domain/quotes/quote-request";
import { QUOTE_STATUS_LABELS } from "@/domain/quotes/quote-status";
import type { QuoteListAnswer } from "@/schemas/answers/quote-offers";
import type { QuotesQuery } from "@/schemas/quote-offers";
import type { Database } from "@/server/db/client";
import { quotes, staffMembers } from "@/server/db/schema";

import { expirePassedQuotes } from "./expire-quotes";

/** `like` takes % and _ as wildcards: a typed one is meant literally. */
const likeLiteral = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

const field = (name: string) => sql`coalesce(${quotes.request}->>${name}, '')`;
const customerName = sql`(${field("firstName")} || ' ' || ${field("lastName")})`;
/** Everything the search looks in, lower case; postal codes also without their space ("2311GJ"). */
const searchText = sql`lower(${quotes.quoteId} || ' ' || ${customerName} || ' ' || ${field("companyName")} || ' ' || ${field("emailAddress")} || ' ' || ${field("postalCode")} || ' ' || replace(${field("postalCode")}, ' ', ''))`;

export function quoteListConditions(query: Pick<QuotesQuery, "q" | "status" | "assignedTo">, staffMemberId: number): SQL[] {
  const conditions: SQL[] = [];
  const words = (query.q ?? "").toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) conditions.push(sql`${searchText} like ${`%${likeLiteral(word)}%`}`);
  if (query.status && query.status.length > 0) conditions.push(inArray(quotes.status, query.status));
  if (query.assignedTo === "me") conditions.push(eq(quotes.assignedTo, staffMemberId));
  else if (query.assignedTo === "nobody") conditions.push(isNull(quotes.assignedTo));
  else if (typeof query.assignedTo === "number") conditions.push(eq(quotes.assignedTo, query.assignedTo));
  return conditions;
}

const SORT_COLUMNS = {
  createdAt: quotes.createdAt,
  quoteId: quotes.quoteId,
  updatedAt: quotes.updatedAt,
  validUntil: quotes.validUntil,
} as const;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

export async function listQuotes(db: Database, query: QuotesQuery, staffMemberId: number, now: Date): Promise<QuoteListAnswer> {
  await expirePassedQuotes(db, now);
  const where = and(...quoteListConditions(query, staffMemberId));
  const direction = query.order ?? (query.sort === "createdAt" || query.sort === "updatedAt" ? "desc" : "asc");
  const by = direction === "asc" ? asc : desc;
  const sortBy =
    query.sort === "customerName"
      ? sql`lower(${customerName}) ${sql.raw(direction)}`
      : query.sort === "validUntil"
        ? sql`${quotes.validUntil} ${sql.raw(direction)} nulls last`
        : by(SORT_COLUMNS[query.sort]);
  const [rows, counted] = await Promise.all([
    db
      .select({
        quoteId: quotes.quoteId,
        status: quotes.status,
        kind: sql<unknown>`${quotes.request}->'kind'`,
        firstName: sql<unknown>`${quotes.request}->'firstName'`,
        lastName: sql<unknown>`${quotes.request}->'lastName'`,
        companyName: sql<unknown>`${quotes.request}->'companyName'`,
        emailAddress: sql<unknown>`${quotes.request}->'emailAddress'`,
        postalCode: sql<unknown>`${quotes.request}->'postalCode'`,
        city: sql<unknown>`${quotes.request}->'city'`,
        lineCount: sql<number>`jsonb_array_length(${quotes.items})::int`,
        createdAt: quotes.createdAt,
        updatedAt: quotes.updatedAt,
        sentAt: quotes.sentAt,
        validUntil: quotes.validUntil,
        assignedId: quotes.assignedTo,
        assignedName: staffMembers.name,
      })
      .from(quotes)
      .leftJoin(staffMembers, eq(staffMembers.staffMemberId, quotes.assignedTo))
      .where(where)
      // The number breaks ties, so that paging never skips or repeats a quote.
      .orderBy(sortBy, by(quotes.quoteId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(quotes).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      quoteId: row.quoteId,
      status: row.status,
      statusLabel: QUOTE_STATUS_LABELS[row.status],
      kind: QUOTE_KINDS.find((kind) => kind === row.kind) ?? "kitchen",
      customerName: `${text(row.firstName)} ${text(row.lastName)}`.trim(),
      companyName: text(row.companyName) || null,
      emailAddress: text(row.emailAddress),
      postalCode: text(row.postalCode),
      city: text(row.city),
      lineCount: Number(row.lineCount),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      validUntil: row.validUntil,
      assignedTo: row.assignedId !== null && row.assignedName !== null ? { staffMemberId: row.assignedId, name: row.assignedName } : null,
    })),
    total: Number(counted[0]?.total ?? 0),
  };
}
