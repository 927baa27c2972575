import "server-only";

/**
 * A quote's addresses in its mails and PDF: its page with the signed token,
 * absolute (as order-links.ts for an order). The link lives two years from the
 * quote; a renewed one two years from the renewal (`from`).
 */
import { readEnv, sessionSecret } from "@/config/env";
import { quotePagePath } from "@/config/paths";
import { linkExpiry } from "@/domain/links/link-lifetime";
import type { QuoteRow } from "@/server/db/schema";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

import { signQuoteToken } from "./quote-token";

export type LinkedQuote = Pick<QuoteRow, "quoteId" | "createdAt" | "linkGeneration">;

export function quoteToken(quote: LinkedQuote, from: Date = quote.createdAt): string {
  return signQuoteToken(quote.quoteId, { expiresAt: linkExpiry(from), generation: quote.linkGeneration }, sessionSecret(readEnv()));
}

/** The absolute, signed link to the quote's page: it opens on any device. */
export function absoluteQuoteUrl(quote: LinkedQuote, from?: Date): string {
  return absoluteUrl(publicBaseUrl(), quotePagePath(quote.quoteId, quoteToken(quote, from)));
}
