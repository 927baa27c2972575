import "server-only";

/** The absolute links of the stock alert's mails: confirm a sign-up, stop waiting, and the product itself. */
import { readEnv, sessionSecret } from "@/config/env";
import { stockAlertConfirmPagePath, stockAlertUnsubscribePagePath } from "@/config/paths";
import { linkExpiry } from "@/domain/links/link-lifetime";
import { CONFIRMATION_VALID_MS } from "@/domain/stock-alerts/stock-alert";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

import { signStockAlertToken } from "./stock-alert-token";

export function stockAlertConfirmUrl(stockAlertId: number, now: Date): string {
  const token = signStockAlertToken("confirm", stockAlertId, sessionSecret(readEnv()), new Date(now.getTime() + CONFIRMATION_VALID_MS));
  return absoluteUrl(publicBaseUrl(), stockAlertConfirmPagePath(token));
}

/** The link to stop waiting, in a mail sent at `sentAt`: it lives two years (decisions §14). */
export function stockAlertUnsubscribeUrl(stockAlertId: number, sentAt: Date): string {
  return absoluteUrl(publicBaseUrl(), stockAlertUnsubscribePagePath(signStockAlertToken("unsubscribe", stockAlertId, sessionSecret(readEnv()), linkExpiry(sentAt))));
}

export function absoluteProductUrl(path: string): string {
  return absoluteUrl(publicBaseUrl(), path);
}
