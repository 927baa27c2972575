/**
 * The answer to a signed link of the shop's that has expired or been revoked
 * (decisions §14): 410, never the record and never another page's answer. Only a
 * link the shop signed for this very record hears it, so it tells a stranger
 * nothing the link did not already say; a forged link hears the record's 404.
 */
import { ApiError } from "@/server/http/api-error";

export const LINK_EXPIRED_MESSAGE = "Deze link is verlopen. Vraag een nieuwe link aan: we mailen hem naar het e-mailadres waar de oude naartoe ging.";

export const linkExpired = () => new ApiError(410, LINK_EXPIRED_MESSAGE);

/** An unsubscribe link past its life (decisions §14): 410, and the page offers a new one by mail. */
export const UNSUBSCRIBE_LINK_EXPIRED_MESSAGE = "Deze afmeldlink is verlopen. Vraag een nieuwe aan: we mailen hem naar het adres waar de oude naartoe ging.";

export const unsubscribeLinkExpired = () => new ApiError(410, UNSUBSCRIBE_LINK_EXPIRED_MESSAGE, [{ field: "token", errorMessage: UNSUBSCRIBE_LINK_EXPIRED_MESSAGE }]);
