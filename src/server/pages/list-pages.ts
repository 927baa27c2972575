import "server-only";

/** GET /api/pages/ (staff): every page with its state, drafts included, for the back office's list. */
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";

import type { adminPageListAnswerSchema } from "@/schemas/answers/pages";
import type { Database } from "@/server/db/client";
import { pages, staffMembers } from "@/server/db/schema";

import { adminAnswer } from "./page-version";

export async function listPages(db: Database): Promise<z.infer<typeof adminPageListAnswerSchema>> {
  const rows = await db.select({ row: pages, updatedBy: staffMembers.name }).from(pages).leftJoin(staffMembers, eq(staffMembers.staffMemberId, pages.updatedBy)).orderBy(asc(pages.path));
  const items = rows.map(({ row, updatedBy }) => {
    const { draft, published: _published, ...rest } = adminAnswer(row, updatedBy);
    return { ...rest, title: draft.title };
  });
  return { items, total: items.length };
}
