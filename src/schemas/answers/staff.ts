/** The answers of the staff's routes (decisions §5). Moments are ISO 8601 text. */
import { z } from "zod";

import { SHOP_IDS, SHOPS } from "@/domain/staff/shops";

import { permissionsSchema } from "./permissions";

const moment = z.iso.datetime();
const shopId = z.enum(SHOP_IDS);
const staffRole = z.enum(["staff", "admin"]);

export const staffSessionAnswerSchema = z.strictObject({
  name: z.string(),
  emailAddress: z.string(),
  role: staffRole,
  shop: shopId.nullable(),
  permissions: permissionsSchema,
});

export const shopModeAnswerSchema = z.strictObject({
  shop: shopId.nullable(),
  /** Only with GET: the shops there are. */
  shops: z.array(z.strictObject({ shopId, name: z.string() })).length(SHOPS.length).optional(),
});

export const staffApiTokensAnswerSchema = z.array(
  z.strictObject({ tokenId: z.number().int(), name: z.string(), prefix: z.string(), createdAt: moment, lastUsedAt: moment.nullable(), revokedAt: moment.nullable() }),
);

export const staffApiTokenIssuedSchema = z.strictObject({ tokenId: z.number().int(), name: z.string(), token: z.string(), prefix: z.string(), createdAt: moment });

export const staffApiTokenRevokedSchema = z.strictObject({ tokenId: z.number().int(), revokedAt: moment });

const staffMemberSummarySchema = z.strictObject({
  staffMemberId: z.number().int(),
  name: z.string(),
  emailAddress: z.string(),
  role: staffRole,
  active: z.boolean(),
  createdAt: moment,
});
export const staffMembersAnswerSchema = z.array(staffMemberSummarySchema);
export const staffMemberAnswerSchema = staffMemberSummarySchema;
export const staffMemberAddedSchema = z.strictObject({ staffMemberId: z.number().int(), emailAddress: z.string() });

/** A CSV file for a Dutch spreadsheet: semicolons, a header row. */
export const csvFileSchema = z.string();
