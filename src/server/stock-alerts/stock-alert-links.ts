import "server-only";

/** The absolute links of the stock alert's mails: confirm a sign-up, stop waiting, and the product itself. */
import { readEnv, sessionSecret } from "@/config/env";
import { stockAlertConfirmPagePath, stockAlertUnsubscribePagePath } from "@/config/paths";
import { CONFIRMATION_VALID_MS } from "@/domain/stock-alerts/stock-alert";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

import { signStockAlertToken } from "./stock-alert-token";

export function stockAlertConfirmUrl(stockAlertId: number, now: Date): string {
  const token = signStockAlertToken("confirm", stockAlertId, sessionSecret(readEnv()), new Date(now.getTime() + CONFIRMATION_VALID_MS));
  return absoluteUrl(publicBaseUrl(), stockAlertConfirmPagePath(token));
}

export function stockAlertUnsubscribeUrl(stockAlertId: number): string {
  return absoluteUrl(publicBaseUrl(), stockAlertUnsubscribePagePath(signStockAlertToken("unsubscribe", stockAlertId, sessionSecret(readEnv()))));
}

export function absoluteProductUrl(path: string): string {
  return absoluteUrl(publicBaseUrl(), path);
}
