/**
 * The signed link in the quote's mails and PDF (decisions §11, §14): it opens
 * that one quote on any device, without the session that asked for it, until it
 * expires or staff revoke it. The token's rules are the shop's record links'
 * (link-tokens/record-link-token.ts) under the purpose `quote-link`, so it is
 * never valid as an order's link, or the other way round.
 */
import type { LinkState } from "@/domain/links/link-lifetime";
import { type LinkedRecord, type RecordLink, recordLinkState, signRecordLink } from "@/server/link-tokens/record-link-token";

export function signQuoteToken(quoteId: string, link: RecordLink, secret: string): string {
  return signRecordLink("quote-link", quoteId, link, secret);
}

export function quoteLinkState(quoteId: string, token: string | null | undefined, secret: string, quote: LinkedRecord, now: Date): LinkState {
  return recordLinkState("quote-link", quoteId, token, secret, quote, now);
}
