import "server-only";

/** The absolute links of the newsletter's mails: confirm a sign-up, and leave the list. */
import { newsletterConfirmPagePath, newsletterUnsubscribePagePath } from "@/config/paths";
import { linkExpiry } from "@/domain/links/link-lifetime";
import { CONFIRMATION_VALID_MS } from "@/domain/newsletter/subscription";
import { readEnv, sessionSecret } from "@/config/env";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

import { signNewsletterToken } from "./newsletter-token";

export function newsletterConfirmUrl(emailAddress: string, now: Date): string {
  const token = signNewsletterToken("confirm", emailAddress, sessionSecret(readEnv()), new Date(now.getTime() + CONFIRMATION_VALID_MS));
  return absoluteUrl(publicBaseUrl(), newsletterConfirmPagePath(token));
}

/** The link to leave the list, in a mail sent at `sentAt`: it lives two years (decisions §14). */
export function newsletterUnsubscribeUrl(emailAddress: string, sentAt: Date): string {
  return absoluteUrl(publicBaseUrl(), newsletterUnsubscribePagePath(signNewsletterToken("unsubscribe", emailAddress, sessionSecret(readEnv()), linkExpiry(sentAt))));
}
