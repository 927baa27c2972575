import "server-only";

/** The absolute links of the newsletter's mails: confirm a sign-up, and leave the list. */
import { CONFIRMATION_VALID_MS } from "@/domain/newsletter/subscription";
import { readEnv, sessionSecret } from "@/config/env";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

import { signNewsletterToken } from "./newsletter-token";

export const CONFIRM_PAGE = "/nieuwsbrief/bevestigen/";
export const UNSUBSCRIBE_PAGE = "/nieuwsbrief/afmelden/";

export function newsletterConfirmUrl(emailAddress: string, now: Date): string {
  const token = signNewsletterToken("confirm", emailAddress, sessionSecret(readEnv()), new Date(now.getTime() + CONFIRMATION_VALID_MS));
  return absoluteUrl(publicBaseUrl(), `${CONFIRM_PAGE}?token=${token}`);
}

export function newsletterUnsubscribeUrl(emailAddress: string): string {
  return absoluteUrl(publicBaseUrl(), `${UNSUBSCRIBE_PAGE}?token=${signNewsletterToken("unsubscribe", emailAddress, sessionSecret(readEnv()))}`);
}
