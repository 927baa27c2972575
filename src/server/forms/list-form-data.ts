import "server-only";

/** The staff's inbox of sent forms (GET /api/form-data/): filters kind, status and q (name, e-mail, order number), sort and paging, an exact count. */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";

import type { z } from "zod";
import type { formDataListAnswerSchema } from "@/schemas/answers/form-data";
import type { FormDataQuery } from "@/schemas/form-data";
import type { Database } from "@/server/db/client";
import { formData, formUploads } from "@/server/db/schema";

import { formDataSummary } from "./form-data-answer";

const SORT_COLUMNS = {
  receivedAt: formData.receivedAt,
  formDataId: formData.formDataId,
  status: formData.status,
  kind: formData.kind,
  name: formData.name,
} as const;

export async function listFormData(db: Database, query: FormDataQuery): Promise<z.infer<typeof formDataListAnswerSchema>> {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(formData.kind, query.kind));
  if (query.status) conditions.push(eq(formData.status, query.status));
  if (query.q) {
    const needle = `%${query.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(or(ilike(formData.name, needle), ilike(formData.emailAddress, needle), ilike(sql<string>`coalesce(${formData.fields}->>'orderNumber', '')`, needle))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = (query.order ?? (query.sort === "receivedAt" || query.sort === "formDataId" ? "desc" : "asc")) === "asc" ? asc : desc;
  const uploadCount = sql<number>`(select count(*) from ${formUploads} where ${formUploads.formDataId} = ${formData.formDataId})::int`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: formData, uploadCount })
      .from(formData)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort]), desc(formData.formDataId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(formData).where(where),
  ]);
  return { items: rows.map(({ row, uploadCount: uploads }) => formDataSummary(row, Number(uploads))), total: Number(total?.total ?? 0) };
}
