import "server-only";

/** Whether an unsubscribe link (newsletter, stock alert) is the shop's and alive, for its page: an expired one says so and offers a new one (decisions §14). */
import { readEnv, verifyWithAnyKey } from "@/config/env";
import { linkIsAlive, type LinkState } from "@/domain/links/link-lifetime";
import { readSignedNewsletterToken } from "@/server/newsletter/newsletter-token";
import { readSignedStockAlertToken } from "@/server/stock-alerts/stock-alert-token";

export function unsubscribeLinkState(list: "newsletter" | "stockAlert", token: string, now: Date): LinkState {
  const link = verifyWithAnyKey(readEnv(), (secret) => (list === "newsletter" ? readSignedNewsletterToken(token, "unsubscribe", secret) : readSignedStockAlertToken(token, "unsubscribe", secret)));
  if (!link) return "invalid";
  // The same moment the unsubscribe itself refuses it (newsletter-token.ts, stock-alert-token.ts).
  return link.expiresAt === null || linkIsAlive(link.expiresAt, now) ? "valid" : "expired";
}
