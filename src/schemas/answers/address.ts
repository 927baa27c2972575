/** The answer of the address lookup: the address found, or why there is none (the form then asks for it). */
import { z } from "zod";

export const addressLookupAnswerSchema = z.discriminatedUnion("status", [
  z.strictObject({
    status: z.literal("found"),
    street: z.string(),
    city: z.string(),
    postalCode: z.string(),
    houseNumber: z.string(),
    houseNumberAddition: z.string().nullable(),
    additions: z.array(z.string()),
  }),
  z.strictObject({ status: z.literal("notFound") }),
  z.strictObject({ status: z.literal("unavailable") }),
  z.strictObject({ status: z.literal("manual") }),
]);
