/**
 * What may be sent to staff calls (decisions §5), as JSON or as a form: signing
 * in, shop mode, API tokens, and a new member (the `npm run staff` script).
 * The sign-in page checks its fields with the same schema.
 */
import { z } from "zod";

import { parseIsoDay } from "@/domain/delivery/days";
import { PASSWORD_MAX_LENGTH } from "@/domain/staff/password-policy";
import { STAFF_ROLES } from "@/domain/staff/roles";
import { SHOP_IDS } from "@/domain/staff/shops";

import { formFlag } from "./form-text";

export const STAFF_BODY_LIMIT = 4 * 1024;

export const STAFF_FIELD_MESSAGES = {
  emailMissing: "Vul je e-mailadres in.",
  emailInvalid: "Vul een geldig e-mailadres in, zoals naam@stekker.nl.",
  passwordMissing: "Vul je wachtwoord in.",
  passwordTooLong: "Dit wachtwoord is te lang.",
  shopUnknown: "Kies een van de winkels, of geen.",
  tokenNameMissing: "Geef de token een naam, zodat je hem later herkent.",
  nameMissing: "Vul een naam in.",
} as const;

const emailAddress = z
  .string(STAFF_FIELD_MESSAGES.emailMissing)
  .trim()
  .min(1, STAFF_FIELD_MESSAGES.emailMissing)
  .max(254, STAFF_FIELD_MESSAGES.emailInvalid)
  .pipe(z.email(STAFF_FIELD_MESSAGES.emailInvalid));

/** Not trimmed: a password is what was typed. The length bound keeps hashing cheap to refuse. */
const password = z.string(STAFF_FIELD_MESSAGES.passwordMissing).min(1, STAFF_FIELD_MESSAGES.passwordMissing).max(PASSWORD_MAX_LENGTH, STAFF_FIELD_MESSAGES.passwordTooLong);

export const staffSignInSchema = z.object({ emailAddress, password });
export type StaffSignInInput = z.output<typeof staffSignInSchema>;

/** `{ shop: "zoeterwoude" }` or `{ shop: null }`; a form's empty choice means none. */
export const shopModeSchema = z.object({
  shop: z.preprocess((value) => (value === "" ? null : value), z.enum(SHOP_IDS, STAFF_FIELD_MESSAGES.shopUnknown).nullable()),
});

export const staffApiTokenSchema = z.object({
  name: z.string(STAFF_FIELD_MESSAGES.tokenNameMissing).trim().min(1, STAFF_FIELD_MESSAGES.tokenNameMissing).max(60, "Houd de naam korter dan 60 tekens."),
});

export const newStaffMemberSchema = z.object({
  emailAddress,
  name: z.string(STAFF_FIELD_MESSAGES.nameMissing).trim().min(1, STAFF_FIELD_MESSAGES.nameMissing).max(100),
  role: z.enum(STAFF_ROLES),
  password: z.string().max(PASSWORD_MAX_LENGTH),
});

/** PATCH /api/staff-members/{id}/: a new role, or `active` false (disable) or true (enable); a form sends "true"/"false". */
export const staffMemberChangeSchema = z
  .object({
    role: z.enum(STAFF_ROLES, "Kies de rol staff of admin.").optional(),
    active: z.preprocess(formFlag, z.boolean("Kies true of false.")).optional(),
  })
  .refine((change) => change.role !== undefined || change.active !== undefined, { path: ["role"], message: "Geef een nieuwe rol of active." });

const isoDay = z.string().refine((value) => parseIsoDay(value) !== null, "Gebruik een bestaande datum als 2026-11-22.");

/**
 * GET /api/shop/export/: `dataset` newsletter-subscribers or orders; for orders
 * the days `from` and `to` (both included, at most a year apart; by default the
 * last 31 days up to today, worked out by the route).
 */
export const shopExportQuerySchema = z.object({
  dataset: z.enum(["newsletter-subscribers", "orders"], "Kies dataset newsletter-subscribers of orders."),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
