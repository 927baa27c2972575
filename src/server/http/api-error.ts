/**
 * A failure that a handler or use case may throw on purpose. The route wrapper
 * turns it into the failure shape of decisions §6; anything else thrown is a bug
 * and answers a bare 500.
 */
import { statusText } from "./status-text";

export interface FieldError {
  errorMessage: string;
  /** Dotted path of the offending input: `items.123.qty`, `pageSize`. */
  field: string;
}

export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly errors: readonly FieldError[];
  readonly headers: Readonly<Record<string, string>>;
  /** Facts the client needs to recover, beside the failure shape: a 409's current `version`. */
  readonly extra: Readonly<Record<string, unknown>>;

  /** Without a message the status text is used (specification §8). */
  constructor(
    status: number,
    message?: string,
    errors: readonly FieldError[] = [],
    headers: Record<string, string> = {},
    extra: Record<string, unknown> = {},
  ) {
    super(message ?? statusText(status));
    this.status = status;
    this.errors = errors;
    this.headers = headers;
    this.extra = extra;
  }
}

export const notFound = (message = "Niet gevonden") => new ApiError(404, message);
export const badRequest = (message?: string, errors: readonly FieldError[] = []) => new ApiError(400, message, errors);

/** The value, or a 404 with the message when there is none: `orNotFound(await loadX(id), "X niet gevonden")`. */
export function orNotFound<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}
