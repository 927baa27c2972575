/**
 * Tokens of the shop's signed links for tests that need a link that opens its
 * order or quote: signed with the shop's key for the first generation, living
 * until a named instant far beyond any test run.
 */
import { readEnv, sessionSecret } from "@/config/env";
import { signOrderToken } from "@/server/order-links/order-token";
import { signQuoteToken } from "@/server/quote-links/quote-token";

export const LIVE_LINK = { expiresAt: new Date("2099-01-01T00:00:00Z"), generation: 0 } as const;

export const liveOrderToken = (orderRef: string, secret: string = sessionSecret(readEnv())) => signOrderToken(orderRef, LIVE_LINK, secret);
export const liveQuoteToken = (quoteId: string, secret: string = sessionSecret(readEnv())) => signQuoteToken(quoteId, LIVE_LINK, secret);
