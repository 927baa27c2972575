/** The answers of /api/banners/, /api/blocks/, /api/messages/ and their back-office twins under /api/content/ (issue 23). */
import { z } from "zod";

import { bannerVersionSchema, blockVersionSchema, contentImageSchema, MESSAGE_TONES, messageVersionSchema } from "@/schemas/front-content";

const period = z.strictObject({ from: z.string().nullable(), until: z.string().nullable() }).describe("ISO moments; an open end is null, until is exclusive");

export const bannerAnswerSchema = z.strictObject({
  bannerId: z.number().int(),
  title: z.string(),
  text: z.string(),
  link: z.string(),
  where: z.string(),
  image: contentImageSchema,
  period,
  order: z.number().int(),
});
export const bannerListAnswerSchema = z.strictObject({ items: z.array(bannerAnswerSchema), total: z.number().int() });

export const blockAnswerSchema = z.strictObject({ blockId: z.number().int(), key: z.string(), content: blockVersionSchema });

export const messageAnswerSchema = z.strictObject({
  messageId: z.number().int(),
  html: z.string().describe("Sanitised rich text"),
  text: z.string().describe("The same as plain text"),
  tone: z.enum(MESSAGE_TONES),
  link: z.strictObject({ label: z.string(), href: z.string() }).nullable(),
  period,
});
export const messageListAnswerSchema = z.strictObject({ items: z.array(messageAnswerSchema), total: z.number().int() });

const adminFields = {
  id: z.number().int().describe("The row's id (react-admin's id)"),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.number().int().nullable(),
  state: z.enum(["concept", "gepubliceerd", "concept gewijzigd"]),
  hasUnpublishedChanges: z.boolean(),
};

export const bannerRecordSchema = z.strictObject({ ...adminFields, draft: bannerVersionSchema, published: bannerVersionSchema.nullable() });
export const blockRecordSchema = z.strictObject({ ...adminFields, key: z.string(), draft: blockVersionSchema, published: blockVersionSchema.nullable() });
export const messageRecordSchema = z.strictObject({ ...adminFields, draft: messageVersionSchema, published: messageVersionSchema.nullable() });

export const bannerRecordListSchema = z.strictObject({ items: z.array(bannerRecordSchema), total: z.number().int() });
export const blockRecordListSchema = z.strictObject({ items: z.array(blockRecordSchema), total: z.number().int() });
export const messageRecordListSchema = z.strictObject({ items: z.array(messageRecordSchema), total: z.number().int() });

export const contentImageAnswerSchema = z.strictObject({ src: z.string(), width: z.number().int(), height: z.number().int() });
