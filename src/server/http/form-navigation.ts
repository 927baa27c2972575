/**
 * An HTML form sent by a browser without JavaScript (specification §7 accepts
 * form bodies): the browser shows whatever comes back, so a JSON answer would
 * leave the visitor looking at code. Such a request gets a 303 to a page that
 * says how it went instead; a fetch from a script (which does not ask for HTML)
 * keeps the JSON answer.
 */
import { assertSameOrigin } from "./csrf";
import { answerText, failureResponse } from "./responses";
import { errorResponse, type RouteHandler } from "./route-handler";

export function isFormNavigation(request: Request): boolean {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "application/x-www-form-urlencoded" && /\btext\/html\b/.test(request.headers.get("accept") ?? "");
}

export interface AnsweredCall {
  status: number;
  /** What a success answered (its `data`); undefined for a failure. */
  data: unknown;
  /** The fields a failure named (decisions §6); empty for a success. */
  fields: string[];
  /** The failure's messages per field, for a page that says which rule a field broke; empty for a success. */
  errors: { field: string; errorMessage: string }[];
}

/** Wraps a JSON handler: for a form navigation, `locate` turns its answer (and the request, for a page to return to) into the page to go to. */
export function redirectFormNavigation(handler: RouteHandler, locate: (answer: AnsweredCall, request: Request) => string): RouteHandler {
  return async (request, context) => {
    // A forged form post hears its 403 as such, not a friendly page saying "niet gelukt" (the wrapped handler refuses it too).
    try {
      assertSameOrigin(request);
    } catch (error) {
      return errorResponse(error, request);
    }
    const response = await handler(request, context);
    if (!isFormNavigation(request)) return response;
    const body = await answerBody(response);
    const errors: AnsweredCall["errors"] = response.ok || !Array.isArray(body?.data)
      ? []
      : body.data.map((error: { field?: unknown; errorMessage?: unknown }) => ({ field: String(error?.field ?? ""), errorMessage: String(error?.errorMessage ?? "") }));
    const location = locate({ status: response.status, data: response.ok ? body?.data : undefined, fields: errors.map((error) => error.field), errors }, request);
    const headers = new Headers({ location, "cache-control": "no-store" });
    // A cookie the call set (signing in) must reach the browser with the redirect.
    for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
    return new Response(null, { status: 303, headers });
  };
}

async function answerBody(response: Response): Promise<{ data?: unknown } | null> {
  try {
    // The lane's answers carry their text instead of a body (responses.ts).
    return JSON.parse(answerText(response) ?? (await response.text())) as { data?: unknown };
  } catch {
    return null;
  }
}

type OverridableMethod = "PUT" | "PATCH" | "DELETE";

/**
 * An HTML form can only POST: it asks for another method with `?_method=PUT`
 * (or PATCH, DELETE) in its address, known before the body is read. A POST
 * goes to the handler of the method it names, or to `post` when it names
 * none; anything else is a 405 naming what a form may ask for.
 */
export function formMethodOverride(handlers: Partial<Record<OverridableMethod, RouteHandler>>, post?: RouteHandler): RouteHandler {
  const methods = Object.keys(handlers) as OverridableMethod[];
  return async (request, context) => {
    const asked = new URL(request.url).searchParams.get("_method");
    const handler = asked === null ? post : Object.hasOwn(handlers, asked) ? handlers[asked as OverridableMethod] : undefined;
    if (handler) return handler(request, context);
    const allowed = [...(post ? ["POST"] : []), ...methods.map((method) => `POST ?_method=${method}`)].join(", ");
    return failureResponse(405, `Dit formulier kan hier alleen sturen: ${allowed}.`, [], {});
  };
}
