/**
 * A support location's version (issue 23, decisions §13): a place customers can
 * reach the shop, with its week's hours. The same schema checks the editor's
 * input and the stored row on read.
 */
import { z } from "zod";

import { formNumber } from "./form-text";

export const SUPPORT_BODY_LIMIT = 8 * 1024;

const text = (label: string, max: number) =>
  z.string(`${label} is verplicht`).trim().min(1, `${label} is verplicht`).max(max, `${label} mag hoogstens ${max} tekens lang zijn`);
const minute = (label: string) =>
  z.preprocess(formNumber, z.number(`${label} is verplicht`).int(`${label} is een minuut van de dag`).min(0, `${label} ligt tussen 0 en 1440`).max(24 * 60, `${label} ligt tussen 0 en 1440`));

export const openingSpanSchema = z
  .strictObject({ opens: minute("opens"), closes: minute("closes") })
  .refine((span) => span.closes > span.opens, { error: "closes moet na opens liggen", path: ["closes"] });

export const supportLocationVersionSchema = z.strictObject({
  name: text("name", 80),
  street: text("street", 100),
  postalCode: text("postalCode", 10),
  city: text("city", 60),
  /** As people write it ("071 - 760 00 00"); the link is made from its digits. */
  phone: z
    .string("phone is een telefoonnummer")
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,20}$/, "phone is een telefoonnummer, zoals 071 - 760 00 00")
    .nullable(),
  emailAddress: z.email("emailAddress is geen geldig e-mailadres").max(254, "emailAddress is te lang").nullable(),
  /** International, digits only, as wa.me takes it: 31612345678. */
  whatsApp: z
    .string("whatsApp is een nummer")
    .regex(/^[1-9][0-9]{7,14}$/, "whatsApp is een internationaal nummer in cijfers, zonder + of 00, zoals 31612345678")
    .nullable(),
  /** Sunday first, as Date#getDay; null is closed all day. */
  hours: z.tuple([openingSpanSchema.nullable(), openingSpanSchema.nullable(), openingSpanSchema.nullable(), openingSpanSchema.nullable(), openingSpanSchema.nullable(), openingSpanSchema.nullable(), openingSpanSchema.nullable()], {
    error: "hours zijn zeven dagen, zondag eerst",
  }),
});

export type SupportLocationVersion = z.output<typeof supportLocationVersionSchema>;

export const supportLocationInputSchema = z.strictObject({
  key: z
    .string("key is verplicht")
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "key bestaat uit kleine letters, cijfers en streepjes")
    .max(60, "key mag hoogstens 60 tekens lang zijn"),
  version: supportLocationVersionSchema,
});

// ── answers ──

export const publicSupportLocationSchema = supportLocationVersionSchema.extend({
  supportId: z.number().int(),
  key: z.string(),
  publishedAt: z.iso.datetime(),
});
export type PublicSupportLocation = z.output<typeof publicSupportLocationSchema>;

export const adminSupportLocationSchema = z.strictObject({
  supportId: z.number().int(),
  key: z.string(),
  draft: supportLocationVersionSchema,
  published: supportLocationVersionSchema.nullable(),
  publishedAt: z.iso.datetime().nullable(),
  hasUnpublishedChanges: z.boolean(),
  updatedAt: z.iso.datetime(),
  updatedBy: z.number().int().nullable(),
});
export type AdminSupportLocation = z.output<typeof adminSupportLocationSchema>;
