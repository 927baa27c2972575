import "server-only";

/** A staff write on a quote read at an older version. */
import { ApiError } from "@/server/http/api-error";

/** 409 with the current version, as the cart's stale write (the client reloads and tries again). */
export const staleQuote = (current: number) =>
  new ApiError(409, "Deze offerte is intussen door iemand anders gewijzigd; laad hem opnieuw en probeer het nog eens.", [{ field: "version", errorMessage: `De huidige versie is ${current}` }], {}, { version: current });
