import "server-only";

/**
 * Leaving the list (specification §6: guests DELETE newsletter-subscribers),
 * with the signed link every newsletter mail carries. It needs no confirmation
 * and works for two years after its mail (then it says so and offers a new
 * link by mail), also twice, also for an address that never confirmed. The
 * row stays, marked `unsubscribed`, as the record that the wish was honoured.
 */
import { eq } from "drizzle-orm";

import { readEnv, verifyWithAnyKey } from "@/config/env";
import type { Database } from "@/server/db/client";
import { newsletterSubscribers } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { unsubscribeLinkExpired } from "@/server/http/link-expired";

import { readNewsletterToken, readSignedNewsletterToken } from "./newsletter-token";

export const INVALID_UNSUBSCRIBE_LINK = "Deze afmeldlink klopt niet. Open de link uit de e-mail opnieuw, of bel de klantenservice: dan melden we je direct af.";

export async function unsubscribeFromNewsletter(db: Database, token: string, now: Date) {
  const emailAddress = verifyWithAnyKey(readEnv(), (secret) => readNewsletterToken(token, "unsubscribe", secret, now));
  // The shop's link, past its life: the page offers a new one by mail.
  if (!emailAddress && verifyWithAnyKey(readEnv(), (secret) => readSignedNewsletterToken(token, "unsubscribe", secret))) throw unsubscribeLinkExpired();
  if (!emailAddress) throw new ApiError(422, INVALID_UNSUBSCRIBE_LINK, [{ field: "token", errorMessage: INVALID_UNSUBSCRIBE_LINK }]);
  await db.update(newsletterSubscribers).set({ status: "unsubscribed", unsubscribedAt: now }).where(eq(newsletterSubscribers.emailAddress, emailAddress));
  return { emailAddress, status: "unsubscribed" as const };
}
