"use client";

/**
 * The button behind a stock-alert mail's link: confirm the alert, or stop the
 * address's alerts (components/forms/mail-link-action.tsx). An alert whose
 * mail already went out says so instead of "confirmed".
 */
import { MailLinkAction } from "@/components/forms/mail-link-action";

import { STOCK_ALERT_OUTCOMES } from "./copy";
import { STOCK_ALERT_ENDPOINT } from "./stock-alert-form";

export function StockAlertLinkAction({ action, token, label }: { action: "confirm" | "unsubscribe"; token: string; label: string }) {
  const unsubscribe = action === "unsubscribe";
  return (
    <MailLinkAction
      resource="stock-alerts"
      formAction={STOCK_ALERT_ENDPOINT}
      unsubscribe={unsubscribe}
      token={token}
      label={label}
      doneText={(status) => STOCK_ALERT_OUTCOMES[unsubscribe ? "afgemeld" : status === "sent" ? "al-verstuurd" : "bevestigd"].text}
      failedText={(tooOften) => STOCK_ALERT_OUTCOMES[tooOften ? "te-vaak" : "niet-gelukt"].text}
    />
  );
}
