/** The refusals of a cart write, in one place with their Dutch sentences. */
import { ApiError } from "@/server/http/api-error";

/**
 * 423 Locked, not 409: a 409 tells the client to reload and re-apply its change
 * (decisions §2), which can never succeed on a cart that became an order; the
 * client resets a locked cart instead (specification §4).
 */
export const cartLocked = () => new ApiError(423, "Deze winkelwagen is al besteld en kan niet meer worden gewijzigd.");

/** The current version travels with the 409, so the client can reload and re-apply without guessing. */
export const staleVersion = (current: number) =>
  new ApiError(
    409,
    "De winkelwagen is intussen gewijzigd; laad hem opnieuw en probeer het nog eens.",
    [{ field: "version", errorMessage: `De huidige versie is ${current}` }],
    {},
    { version: current },
  );
