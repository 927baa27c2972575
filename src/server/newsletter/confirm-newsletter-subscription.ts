import "server-only";

/**
 * The click on the confirmation link: the owner of the mailbox has said yes,
 * so the address is `confirmed` (double opt-in). Clicking twice, or after
 * unsubscribing (within the link's week), confirms again: the owner asked for it.
 */
import { readEnv, verifyWithAnyKey } from "@/config/env";
import type { Database } from "@/server/db/client";
import { newsletterSubscribers } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { readNewsletterToken } from "./newsletter-token";

export const EXPIRED_CONFIRMATION = "Deze bevestigingslink is verlopen of klopt niet. Meld je opnieuw aan, dan sturen we je een nieuwe link.";

export async function confirmNewsletterSubscription(db: Database, token: string, now: Date) {
  const emailAddress = verifyWithAnyKey(readEnv(), (secret) => readNewsletterToken(token, "confirm", secret, now));
  if (!emailAddress) throw new ApiError(422, EXPIRED_CONFIRMATION, [{ field: "token", errorMessage: EXPIRED_CONFIRMATION }]);
  await db
    .insert(newsletterSubscribers)
    .values({ emailAddress, status: "confirmed", source: "website", createdAt: now, confirmedAt: now })
    .onConflictDoUpdate({ target: newsletterSubscribers.emailAddress, set: { status: "confirmed", confirmedAt: now } });
  return { emailAddress, status: "confirmed" as const };
}
