/**
 * GET /api/app-state/ (specification §3, §7): the visitor's country, role, shop
 * and permissions. `permissions.apiRoutes` maps an API path (leading /api,
 * trailing slash) to the methods the role may use there, and `allowedOwnData`
 * where only the session that made the resource may use it (decisions §5).
 */
import { z } from "zod";

import { SHOP_IDS } from "@/domain/staff/shops";
import { ROLES } from "@/domain/staff/roles";

export const apiRoutePermissionSchema = z.strictObject({
  allowedMethods: z.array(z.string()),
  allowedOwnData: z.boolean().optional(),
});

export const permissionsAnswerSchema = z.strictObject({
  apiRoutes: z.record(z.string(), apiRoutePermissionSchema),
  filtersShopOnlyShow: z.boolean(),
  marginCodeShow: z.boolean(),
  pricesShopOnlyShow: z.boolean(),
  shopIconsShow: z.boolean(),
  stockEstimatedDateShopShow: z.boolean(),
  shopOptionsShow: z.boolean(),
  quoteRequestAdminOptionsShow: z.boolean(),
});

export const appStateAnswerSchema = z.strictObject({
  ipCountry: z.string().nullable(),
  permissions: permissionsAnswerSchema,
  ratings: z.array(z.strictObject({ site: z.string(), score: z.number(), reviews: z.number().int() })),
  role: z.enum(ROLES),
  shop: z.enum(SHOP_IDS).nullable(),
  /** Made by the browser (§3); the server answers null. */
  userFingerprint: z.string().nullable(),
});

export type ApiRoutePermissionAnswer = z.infer<typeof apiRoutePermissionSchema>;
export type PermissionsAnswer = z.infer<typeof permissionsAnswerSchema>;
export type AppStateAnswer = z.infer<typeof appStateAnswerSchema>;
