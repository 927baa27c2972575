/** The answers of the shop's texts and small tables: the cookie statement, information, product questions and tags, rewrites, robots. */
import { z } from "zod";

export const browserStorageEntrySchema = z.strictObject({
  cookieId: z.string(),
  name: z.string(),
  prefix: z.boolean(),
  storage: z.enum(["cookie", "localStorage", "sessionStorage"]),
  category: z.enum(["necessary", "functional", "analytics"]),
  purpose: z.string(),
  lifetime: z.string(),
  firstParty: z.boolean(),
  categoryLabel: z.string(),
  storageLabel: z.string(),
});
export const browserStorageListSchema = z.array(browserStorageEntrySchema);

export const informationAnswerSchema = z.strictObject({ informationId: z.number().int(), key: z.string(), title: z.string(), body: z.string() });

export const productFaqAnswerSchema = z.strictObject({
  productFaqId: z.number().int(),
  question: z.string(),
  answer: z.string(),
  productType: z.string().nullable(),
  productId: z.number().int().nullable(),
  position: z.number().int(),
});

export const productTagAnswerSchema = z.strictObject({ productTagId: z.number().int(), slug: z.string(), name: z.string(), position: z.number().int(), productCount: z.number().int() });

export const rewriteAnswerSchema = z.strictObject({ rewriteId: z.number().int(), fromPath: z.string(), toPath: z.string() });

export const robotsAnswerSchema = z.strictObject({
  rules: z.array(z.strictObject({ userAgent: z.string(), allow: z.array(z.string()), disallow: z.array(z.string()) })),
  sitemap: z.string(),
});
