/**
 * One API route, declared once: its method and path, what it is for, who may
 * call it, its input schemas, its answers, and the thin handler that calls one
 * use case. The Hono application (app.ts) serves it, the OpenAPI document
 * (openapi.ts) describes it, and the app state's permission table and the API
 * index (route-table.ts) list it, all from this one declaration.
 *
 * The handler is built by the shop's own route wrapper (src/server/http/route-handler.ts),
 * not by zod-openapi's validators: those skip a body of any other content type
 * than the one declared, and the API takes HTML form bodies as well as JSON
 * (specification §7); the wrapper also checks the origin and the caller before
 * any input is read, and answers every failure in the §6 shape. The same zod
 * schemas feed both, so the document cannot drift from what is checked.
 */
import type { z } from "zod";

import { handle, type HandleOptions, type HandlerInput, type RouteHandler } from "@/server/http/route-handler";

/** The methods a route declares; HEAD and OPTIONS follow from them (app.ts). */
export type DeclaredMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** Who may call: anyone, a signed-in member of staff (or their API token), or an admin (decisions §5). */
export type RequiredRole = "guest" | "staff" | "admin";

/** The failure statuses of decisions §6 a route may answer. */
export type FailureStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 502 | 503;

export interface SuccessAnswer {
  status: number;
  description: string;
  /** The schema of `data` in `{ data }`; omitted for an answer without a body (204, 303). */
  data?: z.ZodType;
  /** A body that is not the JSON `{ data }` shape (CSV, SVG). */
  content?: { type: string; schema: z.ZodType };
}

export interface RouteMeta {
  method: DeclaredMethod;
  /** The OpenAPI path with `{param}` segments and its trailing slash: /api/carts/{cartId}/. */
  path: string;
  summary: string;
  role: RequiredRole;
  /** Only the session (or link) that made it may use it: carts, orders (specification §6). */
  ownData?: boolean;
  /** A POST that an HTML form sends instead of PUT, PATCH or DELETE (`?_method=`): accepted, but no method of its own in the permission table. */
  formStandIn?: boolean;
  /** Served, but not part of the API's contract: the product drawings. */
  hidden?: boolean;
  answers: SuccessAnswer[];
  /** The §6 failures this route answers besides 405 and 503, which every route may. */
  failures: FailureStatus[];
}

export interface RouteDeclaration extends RouteMeta {
  /** The input schemas the handler parses; the document shows the same ones. */
  input: { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };
  /** The answer to this method, failures included. */
  handler: RouteHandler;
  /** The handler before `wrap` (a form's redirect): another route's form stand-in calls it. */
  inner: RouteHandler;
}

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * Declares a route handled by the shop's wrapper: `options` are the wrapper's
 * (authorize, params, query, body, limits, cache), `run` calls the use case,
 * and `wrap` adds what plain HTML forms need (a 303 back to a page).
 */
export function endpoint<P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined, A = undefined>(
  meta: RouteMeta,
  options: HandleOptions<P, Q, B, A>,
  run: (input: HandlerInput<Parsed<P>, Parsed<Q>, Parsed<B>, A>) => unknown,
  wrap?: (handler: RouteHandler) => RouteHandler,
): RouteDeclaration {
  const inner = handle(options, run);
  return { ...meta, input: { params: options.params, query: options.query, body: options.body }, inner, handler: wrap ? wrap(inner) : inner };
}

/** A route whose answer is not made by the wrapper (an image): the handler as it is. */
export function rawEndpoint(meta: RouteMeta, handler: RouteHandler, input: RouteDeclaration["input"] = {}): RouteDeclaration {
  return { ...meta, input, inner: handler, handler };
}

/** `/api/carts/{cartId}/` as Hono writes it: `/api/carts/:cartId/`. */
export function honoPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ":$1");
}
