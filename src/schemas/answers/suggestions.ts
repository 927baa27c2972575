/**
 * GET /api/suggestions/: what the header's search box suggests while typing,
 * with the query id and index name of §7 for search analytics. A suggested
 * product names its amounts as the product answer does (product.ts): `price`
 * the list price, `discounts` the amounts off it, `sellingPrice` what the
 * shopper pays.
 */
import { z } from "zod";

import { listedProductAmountsSchema } from "./product";

const link = z.strictObject({ slug: z.string(), name: z.string(), url: z.string() });

export const suggestedProductAnswerSchema = z.strictObject({
  productId: z.number().int(),
  /** Brand and model: "Miele WWD 320 WCS". */
  name: z.string(),
  url: z.string(),
  image: z.strictObject({ url: z.string(), alt: z.string() }),
  category: z.strictObject({ slug: z.string(), name: z.string() }),
  ...listedProductAmountsSchema.shape,
});

export const suggestionsAnswerSchema = z.strictObject({
  queryId: z.string(),
  indexName: z.string(),
  /** At most six. */
  products: z.array(suggestedProductAnswerSchema),
  categories: z.array(link),
  brands: z.array(link),
  /** Issue 22: kitchens the same words find (at most three), to their pages. */
  kitchens: z.array(link).optional(),
});

export type SuggestedProductAnswer = z.infer<typeof suggestedProductAnswerSchema>;
export type SuggestionsAnswer = z.infer<typeof suggestionsAnswerSchema>;
