/**
 * The one wrapper around every API route handler. A route stays thin: it names
 * its input schemas and calls one use case; this file refuses a request that
 * changes state from another site (csrf.ts), parses the input, shapes the answer
 * (decisions §6), sets caching, and turns every failure into JSON, so that no
 * handler repeats it and no input can produce a 500.
 *
 * The API's routes are declared in src/api (declare.ts builds each handler with
 * `handle`; app.ts gives each path its methods with `defineRoute`):
 *
 *   handle({ params: z.object({ productId: idParam("productId") }), cache: "public" }, async ({ params }) => …)
 */
import { randomUUID } from "node:crypto";

import type { z } from "zod";


import { ApiError } from "./api-error";
import { databaseUnavailable, isDatabaseUnavailable } from "./database-unavailable";
import { readBody } from "./body";
import { assertSameOrigin } from "./csrf";
import { dataResponse, failureResponse, isDirectRequest, NO_STORE, PUBLIC_CACHE } from "./responses";
import { parseInput, searchParamsToObject } from "./validation";

export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type Method = (typeof METHODS)[number];

/** The path parameters, as the API's application passes them (src/api/app.ts); routes without segments may get none. */
export interface RouteContext {
  params: Promise<unknown>;
}
export type RouteHandler = (request: Request, context?: RouteContext) => Promise<Response>;

type Schema = z.ZodType | undefined;
/** Who may call: a session id, a token checked, a member of staff looked up; throws an ApiError (401, 403) to refuse. */
type Authorize<A> = (request: Request) => A | Promise<A>;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandleOptions<P extends Schema, Q extends Schema, B extends Schema, A> {
  /**
   * Runs before any input is read, so that a caller without the right session or
   * token hears 401 or 403 whatever it sent (the client resets its cart on 401
   * only), and no body is read for someone who may not send one.
   */
  authorize?: Authorize<A>;
  /** Path segments; a mismatch answers 400 with the field. */
  params?: P;
  /** The query string as an object (repeated keys become arrays); a mismatch answers 400, or `queryFailureStatus`. */
  query?: Q;
  /** 422 for a list whose filters are values to check, not an address (GET /api/orders/). */
  queryFailureStatus?: 400 | 422;
  /** The body, JSON or form; a mismatch answers 422. */
  body?: B;
  bodyLimitBytes?: number;
  /**
   * "public" for catalogue data anyone may cache; everything else is not stored.
   * A function decides per caller: a member of staff's answer holds staff-only
   * data and is never public.
   */
  cache?: "public" | "no-store" | ((auth: A) => "public" | "no-store");
  /** Status of a successful answer: 201 for a creation. */
  status?: number;
}

export interface HandlerInput<P, Q, B, A = undefined> {
  request: Request;
  /** What `authorize` returned. */
  auth: A;
  url: URL;
  params: P;
  query: Q;
  body: B;
}

/**
 * Wraps one method's use case. It may return data (answered as `{ data }`), a
 * ready Response (a redirect, XML), or throw an ApiError.
 */
export function handle<P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined, A = undefined>(
  options: HandleOptions<P, Q, B, A>,
  run: (input: HandlerInput<Parsed<P>, Parsed<Q>, Parsed<B>, A>) => unknown,
): RouteHandler {
  return async (request, context) => {
    try {
      // Before authorize: a forged request must not even learn whether its cookie would have been accepted.
      assertSameOrigin(request);
      const auth = options.authorize ? await options.authorize(request) : undefined;
      const url = new URL(request.url);
      const params = options.params ? await parseInput(options.params, (await context?.params) ?? {}, "params") : undefined;
      const query = options.query ? await parseInput(options.query, searchParamsToObject(url.searchParams), "query", options.queryFailureStatus) : undefined;
      // An empty body counts as an empty object, so a schema with defaults accepts it.
      const body = options.body ? await parseInput(options.body, (await readBody(request, { limitBytes: options.bodyLimitBytes })) ?? {}, "body") : undefined;
      const result = await run({ request, auth, url, params, query, body } as HandlerInput<Parsed<P>, Parsed<Q>, Parsed<B>, A>);
      if (result instanceof Response) return result;
      if (result === undefined) return new Response(null, { status: 204, headers: { "cache-control": NO_STORE } });
      const cachePolicy = typeof options.cache === "function" ? options.cache(auth as A) : options.cache;
      const cache = cachePolicy === "public" ? PUBLIC_CACHE : NO_STORE;
      return dataResponse(result, { status: options.status ?? 200, headers: { "cache-control": cache }, textOnly: isDirectRequest(request) });
    } catch (error) {
      return errorResponse(error, request);
    }
  };
}

/** An ApiError as its failure shape; anything else is logged and answered as a bare 500. */
export function errorResponse(error: unknown, request: Request): Response {
  const textOnly = isDirectRequest(request);
  if (isDatabaseUnavailable(error)) {
    // Not a bug: the database is restarting or unreachable. One line in the log, and a 503 that clients and load balancers retry.
    console.warn(`[api] ${request.method} ${safePath(request)}: de database is niet bereikbaar (503)`);
    error = databaseUnavailable();
  }
  if (error instanceof ApiError) return failureResponse(error.status, error.message, error.errors, error.headers, error.extra, textOnly);
  const errorId = randomUUID();
  // The details go to the log only: a stack trace or SQL in an answer helps an attacker, not a shopper.
  console.error(`[api] ${request.method} ${safePath(request)} failed (${errorId}):`, error);
  return failureResponse(500, undefined, [], { "x-error-id": errorId }, {}, textOnly);
}

function safePath(request: Request): string {
  try {
    return new URL(request.url).pathname;
  } catch {
    return "?";
  }
}

export type RouteModule = Record<Method, RouteHandler>;

/**
 * All seven methods of a route module. HEAD answers GET's status and headers
 * without the body; OPTIONS and every method not given answer with `Allow`
 * (405 as JSON for the latter; Next.js's own 405 has neither body nor header).
 */
export function defineRoute(handlers: Partial<Record<Exclude<Method, "HEAD" | "OPTIONS">, RouteHandler>>): RouteModule {
  const get = handlers.GET;
  const allowed = METHODS.filter((method) => handlers[method as keyof typeof handlers] || (get && method === "HEAD") || method === "OPTIONS");
  const allow = allowed.join(", ");
  const notAllowed: RouteHandler = async (request) =>
    failureResponse(405, `De methode ${request.method} is hier niet toegestaan; toegestaan: ${allow}.`, [], { allow });
  const head: RouteHandler = async (request, context) => {
    const response = await get!(request, context);
    return new Response(null, { status: response.status, headers: response.headers });
  };
  return {
    GET: get ?? notAllowed,
    HEAD: get ? head : notAllowed,
    POST: handlers.POST ?? notAllowed,
    PUT: handlers.PUT ?? notAllowed,
    PATCH: handlers.PATCH ?? notAllowed,
    DELETE: handlers.DELETE ?? notAllowed,
    OPTIONS: async () => new Response(null, { status: 204, headers: { allow } }),
  };
}
