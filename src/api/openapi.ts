/**
 * The OpenAPI 3.1 description of the route table (GET /api/openapi.json): each
 * declaration's method, path, input schemas, answers, the §6 failures it may
 * answer, and the role it needs, both as security schemes and as
 * `x-stekker-role`. Registered on the application's own registry, so the
 * document is made from the same declarations the application serves.
 *
 * Schemas become JSON Schema (2020-12, as OpenAPI 3.1 uses) through zod's own
 * `z.toJSONSchema`: the input side for what a client sends (a path id is text
 * before it becomes a number), the output side for answers. zod-to-openapi's
 * converter knows fewer of zod 4's types (`.catch`, `z.preprocess`) than zod itself.
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
  registry.registerComponent("schemas", "Failure", jsonSchema(failureAnswerSchema, "output"));
  const failure = { $ref: "#/components/schemas/Failure" };

  for (const route of routes) {
    const responses: Record<string, { description: string; content?: Record<string, { schema: SchemaObject }> }> = {};
    for (const answer of route.answers) {
      const content = answer.content
        ? { [answer.content.type]: { schema: jsonSchema(answer.content.schema, "output") } }
        : answer.data
          ? { "application/json": { schema: jsonSchema(z.strictObject({ data: answer.data }), "output") } }
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
      parameters: [...parametersOf(params, "path"), ...parametersOf(query, "query")],
      ...(body ? { request: { body: { required: true, content: Object.fromEntries(BODY_TYPES.map((type) => [type, { schema: jsonSchema(body, "input") }])) } } } : {}),
      responses,
      ...(route.role === "guest" ? (route.ownData ? { security: VISITOR_SECURITY } : {}) : { security: STAFF_SECURITY }),
      "x-stekker-role": route.role,
      ...(route.ownData ? { "x-stekker-own-data": true } : {}),
    });
  }
}

type SchemaObject = Record<string, unknown>;

/** A zod schema as JSON Schema; what JSON Schema cannot say (a refinement's code) is left open rather than failing. */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): SchemaObject {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as SchemaObject;
  return rest;
}

/** Path or query parameters: one per property of the object schema. */
function parametersOf(schema: z.ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const object = jsonSchema(schema, "input") as { properties?: Record<string, SchemaObject>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (object.required ?? []).includes(name),
    schema: property,
  }));
}
