/**
 * The reason phrases the API answers with (specification §8). The table itself
 * lives in src/domain/http, which the browser's HTTP client shares.
 */
import { httpStatusText } from "@/domain/http/status-text";

/** The reason phrase of a status; unlisted 4xx/5xx fall back to their class. */
export function statusText(status: number): string {
  return httpStatusText(status) ?? (status >= 500 ? "Internal Server Error" : status >= 400 ? "Bad Request" : "");
}
