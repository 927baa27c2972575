import "server-only";

/** The quote's addresses in the mail and the PDF: its page and PDF with the signed token, absolute. */
import { readEnv, sessionSecret } from "@/config/env";
import { quotePagePath, quotePdfPath } from "@/config/paths";
import { signQuoteToken } from "@/server/quote-links/quote-token";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

export function quoteToken(quoteId: string): string {
  return signQuoteToken(quoteId, sessionSecret(readEnv()));
}

export function absoluteQuoteUrl(quoteId: string): string {
  return absoluteUrl(publicBaseUrl(), quotePagePath(quoteId, quoteToken(quoteId)));
}

export function absoluteQuotePdfUrl(quoteId: string): string {
  return absoluteUrl(publicBaseUrl(), quotePdfPath(quoteId, quoteToken(quoteId)));
}
