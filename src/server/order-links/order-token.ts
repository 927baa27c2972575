/**
 * The signed link in the order's mails (decisions §5, §14): it grants that one
 * order, on any device, without the session that placed it, until it expires or
 * staff revoke it. The token's rules are the shop's record links'
 * (link-tokens/record-link-token.ts) under the purpose `order-link`.
 */
import type { LinkState } from "@/domain/links/link-lifetime";
import { type LinkedRecord, type RecordLink, recordLinkState, signRecordLink } from "@/server/link-tokens/record-link-token";

export function signOrderToken(orderRef: string, link: RecordLink, secret: string): string {
  return signRecordLink("order-link", orderRef, link, secret);
}

export function orderLinkState(orderRef: string, token: string | null | undefined, secret: string, order: LinkedRecord, now: Date): LinkState {
  return recordLinkState("order-link", orderRef, token, secret, order, now);
}
