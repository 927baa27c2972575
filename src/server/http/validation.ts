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

export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[], fallbackField: string): FieldError[] {
  return issues.map((issue) => ({
    errorMessage: issue.message,
    field: issue.path.length > 0 ? issue.path.map(String).join(".") : fallbackField,
  }));
}

/**
 * Parses input or throws an ApiError: 400 for a bad address or query string, 422
 * for a well-formed body with wrong fields (decisions §6), unless told otherwise.
 */
export async function parseInput<S extends z.ZodType>(schema: S, input: unknown, source: InputSource, status = source === "body" ? 422 : 400): Promise<z.output<S>> {
  const result = await schema.safeParseAsync(input, { error: dutch });
  if (result.success) return result.data;
  throw new ApiError(status, SOURCE_MESSAGES[source], issuesToFieldErrors(result.error.issues, source));
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
