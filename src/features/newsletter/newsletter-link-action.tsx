"use client";

/** The button behind a newsletter mail's link: confirm the sign-up, or leave the list (components/forms/mail-link-action.tsx). */
import { MailLinkAction } from "@/components/forms/mail-link-action";

import { NEWSLETTER_OUTCOMES } from "./copy";
import { NEWSLETTER_ENDPOINT } from "./newsletter-sign-up";

export function NewsletterLinkAction({ action, token, label }: { action: "confirm" | "unsubscribe"; token: string; label: string }) {
  const unsubscribe = action === "unsubscribe";
  return (
    <MailLinkAction
      resource="newsletter-subscribers"
      formAction={NEWSLETTER_ENDPOINT}
      unsubscribe={unsubscribe}
      token={token}
      label={label}
      doneText={() => NEWSLETTER_OUTCOMES[unsubscribe ? "afgemeld" : "bevestigd"].text}
      failedText={(tooOften) => NEWSLETTER_OUTCOMES[tooOften ? "te-vaak" : "niet-gelukt"].text}
    />
  );
}
