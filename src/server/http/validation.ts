/**
 * Input checked with zod becomes one `{ errorMessage, field }` per problem, so a
 * client can put each message next to its field. Default messages are Dutch
 * (zod's `nl` locale); a schema's own messages win over them.
 */
import { z } from "zod";

import { ApiError, type FieldError } from "./api-error";

const dutch = z.locales.nl().localeError;

/** Where the input came from; named in the message and used as field when a problem has no path. */
export type InputSource = "params" | "query" | "body";

// The client appends every errorMessage to the message (specification §8), so the
// message itself stays one short sentence.
const SOURCE_MESSAGES: Record<InputSource, string> = {
  params: "Het adres bevat een ongeldige waarde.",
  query: "De zoekparameters kloppen niet.",
  body: "De ingestuurde gegevens kloppen niet.",
};

// zod's wording for a whole input of the wrong kind ("verwacht object, ontving array") speaks of types, not of what to send.
const WHOLE_INPUT_MESSAGES: Record<string, string> = {
  params: "Het adres heeft niet de verwachte onderdelen.",
  query: "De zoekparameters hebben niet de verwachte vorm.",
  body: "Stuur de gegevens als één object met velden, als JSON of als formulier.",
};

export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[], fallbackField: string): FieldError[] {
  return issues.map((issue) => {
    const wholeInput = issue.path.length === 0 && issue.code === "invalid_type" && issue.expected === "object";
    return {
      errorMessage: wholeInput ? (WHOLE_INPUT_MESSAGES[fallbackField] ?? issue.message) : issue.message,
      field: issue.path.length > 0 ? issue.path.map(String).join(".") : fallbackField,
    };
  });
}

/**
 * Parses input or throws an ApiError: 400 for a bad address or query string, 422
 * for a well-formed body with wrong fields (decisions §6), unless told otherwise.
 */
export async function parseInput<S extends z.ZodType>(schema: S, input: unknown, source: InputSource, status = source === "body" ? 422 : 400): Promise<z.output<S>> {
  const unstorable = findUnstorableInput(input, source);
  if (unstorable) throw new ApiError(status, SOURCE_MESSAGES[source], [unstorable]);
  const result = await schema.safeParseAsync(input, { error: dutch });
  if (result.success) return result.data;
  const errors = issuesToFieldErrors(result.error.issues, source).map((error, index) =>
    source === "query" && isRepeatedParameter(result.error.issues[index]!, input) ? { ...error, errorMessage: `${error.field} mag maar één keer in het adres staan` } : error,
  );
  throw new ApiError(status, SOURCE_MESSAGES[source], errors);
}

/** `?q=a&q=b` for a parameter that takes one value: zod only says it expected text and got a list. */
function isRepeatedParameter(issue: z.core.$ZodIssue, input: unknown): boolean {
  if (issue.code !== "invalid_type" || issue.path.length !== 1 || typeof input !== "object" || input === null) return false;
  return Array.isArray((input as Record<PropertyKey, unknown>)[issue.path[0]!]);
}

/** Deeper than any input of the shop (a log entry's debug payload included); a bound on the work one request causes. */
export const MAX_INPUT_DEPTH = 32;
// U+0000 and a half of a surrogate pair are valid in JavaScript text and in JSON,
// but PostgreSQL's text and jsonb refuse them: stored, they would fail as a 500.
const UNSTORABLE_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What no schema of the shop may take in, whatever its fields: text PostgreSQL
 * cannot store, nesting without bound, and the key `__proto__`. JSON.parse makes
 * `__proto__` an own key; a schema copying keys onto an object would set the
 * object's prototype instead, and the entry would silently vanish (an items map
 * with only that key would empty the cart).
 */
export function findUnstorableInput(input: unknown, fallbackField: string): FieldError | null {
  const walk = (value: unknown, path: string[], depth: number): FieldError | null => {
    const field = path.length > 0 ? path.join(".") : fallbackField;
    if (typeof value === "string") {
      return UNSTORABLE_CHARACTER.test(value) ? { field, errorMessage: `${field} bevat een teken dat niet is toegestaan` } : null;
    }
    if (typeof value !== "object" || value === null) return null;
    if (depth >= MAX_INPUT_DEPTH) return { field, errorMessage: `${field} is te diep genest (hoogstens ${MAX_INPUT_DEPTH} niveaus)` };
    for (const [key, child] of Object.entries(value)) {
      if (key === "__proto__" || UNSTORABLE_CHARACTER.test(key)) return { field, errorMessage: `${field} bevat een sleutel die niet is toegestaan` };
      const problem = walk(child, [...path, key], depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  return walk(input, [], 0);
}

/**
 * The query string as an object for zod: a key given once is a string, a key
 * given more than once (`merk=aeg&merk=bosch`) an array.
 */
export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of params) {
    const existing = result[key];
    if (existing === undefined) result[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else result[key] = [existing, value];
  }
  return { ...result };
}
