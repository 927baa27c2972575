/** The permission table of the app state and of a staff sign-in (specification §3, §6): the API routes the role may call, and the seven staff-only flags. */
import { z } from "zod";

import { PERMISSION_FLAGS } from "@/domain/permissions";

export const apiRoutePermissionSchema = z.strictObject({
  allowedMethods: z.array(z.enum(["GET", "POST", "PUT", "PATCH", "DELETE"])),
  allowedOwnData: z.literal(true).optional(),
});

export const permissionsSchema = z.strictObject({
  apiRoutes: z.record(z.string().regex(/^\/api\/(.+\/)?$|^\/api\/openapi\.json$/), apiRoutePermissionSchema),
  ...Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, z.boolean()])),
} as { apiRoutes: z.ZodRecord<z.ZodString, typeof apiRoutePermissionSchema> } & Record<(typeof PERMISSION_FLAGS)[number], z.ZodBoolean>);
