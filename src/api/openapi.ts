/**
 * The OpenAPI 3.1 description of the route table (GET /api/openapi.json): each
 * declaration's method, path, input schemas, answers, the §6 failures it may
 * answer, and the role it needs, both as security schemes and as
 * `x-stekker-role`. Registered on the application's own registry, so the
 * document is made from the same declarations the application serves.
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";

import { failureAnswerSchema } from "@/schemas/answers/failure";
import { SESSION_COOKIE } from "@/server/session/session-cookie";
import { STAFF_COOKIE } from "@/server/staff/staff-cookie";
import { statusText } from "@/server/http/status-text";

import type { FailureStatus, RouteDeclaration } from "./declare";

export const DOCUMENT_CONFIG = {
  openapi: "3.1.0",
  info: {
    title: "Stekker API",
    version: "1",
    description:
      "The web shop's API (specification §6, §7). Every path ends with a slash. A success answers `{ data }`, a failure `{ failed, message, data: [{ errorMessage, field }] }`. Bodies may be JSON or an HTML form (application/x-www-form-urlencoded).",
  },
  servers: [{ url: "/" }],
};

// Every route may answer these: a method it does not accept, and a database that is away.
const ALWAYS: readonly FailureStatus[] = [405, 503];
const BODY_TYPES = ["application/json", "application/x-www-form-urlencoded"] as const;
const STAFF_SECURITY: Record<string, string[]>[] = [{ staffSession: [] }, { staffBearer: [] }, { staffBasic: [] }];
const VISITOR_SECURITY: Record<string, string[]>[] = [{ visitorSession: [] }];

export function registerOpenApi(app: OpenAPIHono, routes: readonly RouteDeclaration[]): void {
  const registry = app.openAPIRegistry;
  registry.registerComponent("securitySchemes", "visitorSession", {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description: "The visitor's session (GET /api/app-state/ starts it): carts and orders are served to their own session only.",
  });
  registry.registerComponent("securitySchemes", "staffSession", { type: "apiKey", in: "cookie", name: STAFF_COOKIE, description: "A signed-in member of staff (POST /api/staff-sessions/)." });
  registry.registerComponent("securitySchemes", "staffBearer", { type: "http", scheme: "bearer", description: "A member of staff's API token." });
  registry.registerComponent("securitySchemes", "staffBasic", { type: "http", scheme: "basic", description: "A member of staff's e-mail address and API token." });
  const failure = registry.register("Failure", failureAnswerSchema);

  for (const route of routes) {
    const responses: Record<string, { description: string; content?: Record<string, { schema: z.ZodType }> }> = {};
    for (const answer of route.answers) {
      const content = answer.content
        ? { [answer.content.type]: { schema: answer.content.schema } }
        : answer.data
          ? { "application/json": { schema: z.object({ data: answer.data }) } }
          : undefined;
      responses[String(answer.status)] = { description: answer.description, ...(content ? { content } : {}) };
    }
    for (const status of [...new Set([...route.failures, ...ALWAYS])].sort()) {
      responses[String(status)] = { description: statusText(status), content: { "application/json": { schema: failure } } };
    }
    const { params, query, body } = route.input;
    registry.registerPath({
      method: route.method.toLowerCase() as Lowercase<RouteDeclaration["method"]>,
      path: route.path,
      summary: route.summary,
      tags: [route.path.split("/")[2] || "api"],
      request: {
        ...(params ? { params: params as z.ZodObject } : {}),
        ...(query ? { query: query as z.ZodObject } : {}),
        ...(body ? { body: { content: Object.fromEntries(BODY_TYPES.map((type) => [type, { schema: body }])) } } : {}),
      },
      responses,
      ...(route.role === "guest" ? (route.ownData ? { security: VISITOR_SECURITY } : {}) : { security: STAFF_SECURITY }),
      "x-stekker-role": route.role,
      ...(route.ownData ? { "x-stekker-own-data": true } : {}),
    });
  }
}
