/** The answers of a product's uploaded photos (issue 21, part D): GET/POST /api/catalogue/products/{productId}/images/ and its positions. */
import { z } from "zod";

export const productImageAnswerSchema = z.strictObject({
  /** 1 is the photo shown first (on cards too). */
  position: z.number().int().min(1),
  alt: z.string(),
  /** The original's type and size, as uploaded. */
  contentType: z.enum(["image/jpeg", "image/png", "image/webp", "image/avif"]),
  width: z.number().int(),
  height: z.number().int(),
  byteSize: z.number().int(),
  /** The 640-pixel copy; the same URL answers AVIF or WebP by the Accept header. */
  url: z.string(),
  /** Every width, for an img's srcset. */
  srcSet: z.string(),
  createdAt: z.string(),
});

export const productImagesAnswerSchema = z.strictObject({
  items: z.array(productImageAnswerSchema),
  total: z.number().int(),
  /** Whether the shop shows the demo's drawings for this product (it has no photos). */
  showsDrawings: z.boolean(),
});

export type ProductImageAnswer = z.infer<typeof productImageAnswerSchema>;
export type ProductImagesAnswer = z.infer<typeof productImagesAnswerSchema>;
