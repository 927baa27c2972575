/** The answers of the filters and the explanations of specifications. */
import { z } from "zod";

export const filterAnswerSchema = z.strictObject({
  filterId: z.number().int(),
  productType: z.string().nullable(),
  key: z.string(),
  label: z.string(),
  kind: z.enum(["values", "range"]),
  unit: z.string().nullable(),
  position: z.number().int(),
  staffOnly: z.boolean(),
});
export const filterDefinitionsAnswerSchema = z.array(filterAnswerSchema);

export const filterInformationAnswerSchema = z.array(
  z.strictObject({ filterId: z.number().int(), productType: z.string().nullable(), key: z.string(), label: z.string(), unit: z.string().nullable(), help: z.string().nullable() }),
);

export const specificationDefinitionsAnswerSchema = z.strictObject({
  productType: z.strictObject({ code: z.string(), name: z.string(), namePlural: z.string() }),
  specifications: z.array(
    z.strictObject({
      key: z.string(),
      label: z.string(),
      kind: z.enum(["number", "enum", "boolean"]),
      unit: z.string().optional(),
      filterable: z.boolean(),
      keySpec: z.number().int().optional(),
      help: z.string().optional(),
    }),
  ),
  filters: z.array(filterAnswerSchema),
});

export const productTypeFiltersAnswerSchema = z.array(z.strictObject({ productType: z.string().nullable(), name: z.string(), filters: z.array(filterAnswerSchema) }));
