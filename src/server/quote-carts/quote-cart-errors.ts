/** The refusals of ordering a quote, with their Dutch sentences, in one place. */
import type { QuoteRow } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

/** Why a quote cannot be ordered now, as the customer should hear it; null when it can. */
export function notOrderableReason(quote: Pick<QuoteRow, "quoteId" | "status" | "orderRef">, orderable: boolean): string | null {
  if (orderable) return null;
  switch (quote.status) {
    case "accepted":
      return `Offerte ${quote.quoteId} is al besteld${quote.orderRef ? ` (bestelling ${quote.orderRef})` : ""}.`;
    case "declined":
      return `Offerte ${quote.quoteId} is afgewezen en kan niet meer worden besteld. Neem contact met ons op voor een nieuwe offerte.`;
    case "requested":
    case "draft":
      return `Offerte ${quote.quoteId} is nog niet klaar; we sturen je een e-mail zodra je haar kunt bestellen.`;
    default:
      return `Offerte ${quote.quoteId} is verlopen en kan niet meer worden besteld. Neem contact met ons op; we maken graag een nieuwe offerte.`;
  }
}

/** Turning a quote into a cart that cannot be ordered: 409, the quote's state is the conflict. */
export const quoteNotOrderable = (message: string) => new ApiError(409, message, [{ field: "quoteRef", errorMessage: message }]);
