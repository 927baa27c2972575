/**
 * A quote's life (decisions §11): a customer asks (`requested`), staff build the
 * offer (`draft`) and send it (`sent`); the customer orders it (`accepted`) or
 * declines it (`declined`), or its validity passes (`expired`). Staff may also
 * decline a request they will not quote. Every change is kept as history.
 */
export const QUOTE_STATUSES = ["requested", "draft", "sent", "accepted", "expired", "declined"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export type QuoteActor = "customer" | "staff" | "system";

/** Which status may follow which, and who may make the change. */
const ALLOWED: Record<QuoteStatus, Partial<Record<QuoteStatus, readonly QuoteActor[]>>> = {
  requested: { draft: ["staff"], declined: ["staff"] },
  // A sent quote that staff change goes back to draft and must be sent again.
  draft: { sent: ["staff"], declined: ["staff"] },
  sent: { draft: ["staff"], accepted: ["customer", "staff"], declined: ["customer", "staff"], expired: ["system", "staff"] },
  // Staff may revive an expired quote by editing it (it becomes a draft with a new validity).
  expired: { draft: ["staff"] },
  accepted: {},
  declined: {},
};

export function canChangeQuoteStatus(from: QuoteStatus, to: QuoteStatus, actor: QuoteActor): boolean {
  return ALLOWED[from][to]?.includes(actor) ?? false;
}

/** The statuses that may follow `from` for this actor (the back office's buttons). */
export function nextQuoteStatuses(from: QuoteStatus, actor: QuoteActor): QuoteStatus[] {
  return QUOTE_STATUSES.filter((to) => canChangeQuoteStatus(from, to, actor));
}

/** How long a sent quote stays valid unless staff set another day (decisions §11). */
export const QUOTE_VALIDITY_DAYS = 30;

/** Dutch names of the statuses, for the customer's and the staff's screens. */
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  requested: "Aangevraagd",
  draft: "In voorbereiding",
  sent: "Verstuurd",
  accepted: "Besteld",
  expired: "Verlopen",
  declined: "Afgewezen",
};

/**
 * Whether a quote can be ordered now: only a sent quote, on or before its last
 * valid day (`validUntil`, an ISO day, inclusive, in the shop's time zone as the
 * caller computes `today`).
 */
export function isQuoteOrderable(quote: { status: QuoteStatus; validUntil: string | null }, today: string): boolean {
  return quote.status === "sent" && quote.validUntil !== null && today <= quote.validUntil;
}
