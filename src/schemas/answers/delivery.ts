/** The answers of the delivery rules and special dates. */
import { z } from "zod";

const country = z.enum(["NL", "BE"]);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const deliveryRuleAnswerSchema = z.strictObject({
  deliveryRuleId: z.number().int(),
  country,
  postalCodeFrom: z.number().int().nullable(),
  postalCodeTo: z.number().int().nullable(),
  /** ISO weekdays, 1 (Monday) to 7. */
  weekdays: z.array(z.number().int().min(1).max(7)),
  description: z.string(),
});
export const deliveryRulesAnswerSchema = z.array(deliveryRuleAnswerSchema);

export const specialDateAnswerSchema = z.strictObject({ specialDateId: z.number().int(), date: isoDate, country: country.nullable(), name: z.string() });
export const specialDatesAnswerSchema = z.array(specialDateAnswerSchema);
