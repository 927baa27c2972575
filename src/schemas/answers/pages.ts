/** The answers of /api/pages/ (issue 23, point 1). */
import { z } from "zod";

import { pageFaqItemSchema, pageSectionSchema } from "../content/page";

/** A version as answered: the rich text sanitised again on read, placeholders as stored (a client fills nothing). */
export const pageVersionAnswerSchema = z.strictObject({
  title: z.string(),
  metaTitle: z.string(),
  description: z.string(),
  navLabel: z.string(),
  summary: z.string(),
  intro: z.string(),
  sections: z.array(pageSectionSchema),
  faq: z.array(pageFaqItemSchema),
});

/** GET /api/pages/{pageId}/ for a guest: the published version only. */
export const publishedPageAnswerSchema = z.strictObject({
  pageId: z.number().int(),
  path: z.string(),
  key: z.string(),
  publishedAt: z.string().nullable(),
  page: pageVersionAnswerSchema,
});

/** The back office's page: both versions and its state. */
export const adminPageAnswerSchema = z.strictObject({
  pageId: z.number().int(),
  path: z.string(),
  key: z.string(),
  draft: pageVersionAnswerSchema,
  published: pageVersionAnswerSchema.nullable(),
  /** `concept`: never published; `gepubliceerd`: as published; `gewijzigd`: published, with changes in the draft. */
  state: z.enum(["concept", "gepubliceerd", "gewijzigd"]),
  hasUnpublishedChanges: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});

export const adminPageListAnswerSchema = z.strictObject({
  items: z.array(adminPageAnswerSchema.omit({ draft: true, published: true }).extend({ title: z.string() })),
  total: z.number().int(),
});

export type PageVersionAnswer = z.infer<typeof pageVersionAnswerSchema>;
export type AdminPageAnswer = z.infer<typeof adminPageAnswerSchema>;
