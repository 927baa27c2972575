/** The API's own description: the index (GET /api/) and the OpenAPI document. */
import { z } from "zod";

import { apiRoutePermissionSchema } from "./permissions";

export const apiIndexAnswerSchema = z.strictObject({
  apiRoutes: z.record(z.string().regex(/^\/api\/(.+\/)?$|^\/api\/openapi\.json$/), apiRoutePermissionSchema.extend({ requiredRole: z.enum(["staff", "admin"]).optional() }).strict()),
});

/** The outline of an OpenAPI 3.1 document; the tests check the whole of it with a validator. */
export const openApiDocumentSchema = z.object({
  openapi: z.string().startsWith("3.1"),
  info: z.object({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.unknown()).optional(),
});
