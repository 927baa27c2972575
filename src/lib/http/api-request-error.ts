/** One field's problem as the API names it: `{ errorMessage, field }` (decisions §6). */
export interface ApiFieldError {
  readonly field?: string;
  readonly errorMessage: string;
}

/**
 * Every failure of `request()`: an HTTP error answer, a timeout (504 "Gateway
 * Timeout"), a network failure (status 0) or a URL that was refused before
 * sending (status 0, `code` "URL_UNDEFINED" or "URL_NOT_API").
 */
export class ApiRequestError extends Error {
  override readonly name = "ApiRequestError";
  /** The HTTP status; 504 for a timeout; 0 when no answer came. */
  readonly status: number;
  /** Messages per field, from the body's `data` (`{ field, errorMessage }`) and `errors`. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** Every `{ errorMessage }` of the body's `data`, with or without a field, in order. */
  readonly errorMessages: readonly string[];
  /** The parsed body of the answer, when there was one. */
  readonly body: unknown;
  /** A machine-readable reason for errors that are not an HTTP answer. */
  readonly code: "HTTP" | "TIMEOUT" | "NETWORK" | "URL_UNDEFINED" | "URL_NOT_API";

  constructor(init: {
    status: number;
    message: string;
    fieldErrors?: Readonly<Record<string, string>>;
    errorMessages?: readonly string[];
    body?: unknown;
    code?: ApiRequestError["code"];
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.errorMessages = init.errorMessages ?? [];
    this.body = init.body;
    this.code = init.code ?? "HTTP";
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}
