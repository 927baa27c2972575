/**
 * What an admin sends about a product's photos (issue 21, part D): the alt
 * text with an upload (a form field or `?alt=`), and a photo's new alt text and
 * place (PUT …/images/{position}/).
 */
import { z } from "zod";

import { MAX_ALT_LENGTH, MAX_IMAGES_PER_PRODUCT } from "@/domain/catalogue/uploaded-images";

export const PRODUCT_IMAGE_BODY_LIMIT = 4096;

/** The text a screen reader reads for the photo; empty: the product's brand and name. */
export const altField = z.preprocess(
  (value) => (value === undefined || value === null ? "" : value),
  z.string("alt moet tekst zijn").trim().max(MAX_ALT_LENGTH, `alt mag hoogstens ${MAX_ALT_LENGTH} tekens lang zijn`),
);

export const imagePositionParam = z
  .string()
  .regex(/^[1-9]\d?$/, "position moet een positief geheel getal zijn")
  .transform(Number);

export const uploadImageQuerySchema = z.object({ alt: altField.optional() });

export const productImageChangeSchema = z
  .object({
    alt: altField.optional(),
    position: z.preprocess(
      (value) => (typeof value === "string" && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value),
      z
        .number("position moet een heel getal zijn")
        .int("position moet een heel getal zijn")
        .min(1, "position begint bij 1")
        .max(MAX_IMAGES_PER_PRODUCT, `position is hoogstens ${MAX_IMAGES_PER_PRODUCT}`)
        .optional(),
    ),
  })
  .refine((value) => value.alt !== undefined || value.position !== undefined, { error: "Geef alt, position of allebei", path: ["alt"] });

export type ProductImageChange = z.output<typeof productImageChangeSchema>;
