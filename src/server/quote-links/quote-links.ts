import "server-only";

/** A quote's addresses in its mails and PDF: its page with the signed token, absolute (as order-links.ts for an order). */
import { readEnv, sessionSecret } from "@/config/env";
import { quotePagePath } from "@/config/paths";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

import { signQuoteToken } from "./quote-token";

export function quoteToken(quoteId: string): string {
  return signQuoteToken(quoteId, sessionSecret(readEnv()));
}

/** The absolute, signed link to the quote's page: it opens on any device. */
export function absoluteQuoteUrl(quoteId: string): string {
  return absoluteUrl(publicBaseUrl(), quotePagePath(quoteId, quoteToken(quoteId)));
}
