import "server-only";

/**
 * A wish for the newsletter, from the form or from the tick when ordering
 * (specification §6: guests POST newsletter-subscribers). The address becomes
 * `pending` and gets a confirmation link (double opt-in); see
 * domain/newsletter/subscription.ts for who gets which mail.
 *
 * Every address gets the same answer, so the form cannot tell a stranger who is
 * on the list. The row is locked while the decision is made, so two sign-ups at
 * once send one mail; the mail goes out after the commit, and if it cannot be
 * sent the claim is undone, so that trying again sends it.
 */
import { and, eq } from "drizzle-orm";

import { normaliseEmailAddress } from "@/domain/email-address";
import { afterSignUp, type SubscriptionSource } from "@/domain/newsletter/subscription";
import type { Database } from "@/server/db/client";
import { newsletterSubscribers } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { sendMail } from "@/server/mail/mail-transport";
import { newsletterAlreadySubscribedMail, newsletterConfirmationMail } from "@/server/mail/newsletter-mails";
import { enforceRateLimit, isCountedClientAddress } from "@/server/rate-limit/rate-limit";
import { NEWSLETTER_SIGN_UP } from "@/server/rate-limit/rules";

import { newsletterConfirmUrl, newsletterUnsubscribeUrl } from "./newsletter-links";

export interface NewsletterSignUp {
  emailAddress: string;
  source: SubscriptionSource;
  /** The visitor's address, for the form's rate limit; the tick when ordering has none. */
  clientAddress?: string;
}

export interface NewsletterSignUpAnswer {
  emailAddress: string;
  /** Always true: whether a mail went out (or was sent shortly before) is not told. */
  confirmationRequired: true;
}

export type Claim = { mail: "confirm" | "alreadySubscribed" | null; previousSentAt: Date | null };

/** Decides under the row's lock; answers which mail to send. */
export async function claimSignUp(db: Database, emailAddress: string, source: SubscriptionSource, now: Date, options: { tellAlreadySubscribed?: boolean } = {}): Promise<Claim> {
  return db.transaction(async (tx) => {
    await tx.insert(newsletterSubscribers).values({ emailAddress, status: "pending", source, createdAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.emailAddress, emailAddress)).for("update");
    const decision = afterSignUp(row ?? null, now, options);
    await tx
      .update(newsletterSubscribers)
      .set({ status: decision.status, ...(decision.mail ? { confirmationSentAt: now } : {}) })
      .where(eq(newsletterSubscribers.emailAddress, emailAddress));
    return { mail: decision.mail, previousSentAt: row?.confirmationSentAt ?? null };
  });
}

/** A mail that was claimed but not sent: the next try may send it at once. Only this claim is undone: a later one may have been made meanwhile. */
export async function releaseSignUpClaim(db: Database, emailAddress: string, claim: Claim, claimedAt: Date): Promise<void> {
  if (!claim.mail) return;
  await db
    .update(newsletterSubscribers)
    .set({ confirmationSentAt: claim.previousSentAt })
    .where(and(eq(newsletterSubscribers.emailAddress, emailAddress), eq(newsletterSubscribers.confirmationSentAt, claimedAt)));
}

export async function signUpForNewsletter(db: Database, wish: NewsletterSignUp, now: Date): Promise<NewsletterSignUpAnswer> {
  if (wish.clientAddress !== undefined && isCountedClientAddress(wish.clientAddress)) await enforceRateLimit(NEWSLETTER_SIGN_UP, wish.clientAddress);
  const emailAddress = normaliseEmailAddress(wish.emailAddress);
  const claim = await claimSignUp(db, emailAddress, wish.source, now);
  if (claim.mail) {
    const unsubscribeUrl = newsletterUnsubscribeUrl(emailAddress, now);
    const content =
      claim.mail === "confirm"
        ? newsletterConfirmationMail({ confirmUrl: newsletterConfirmUrl(emailAddress, now), unsubscribeUrl })
        : newsletterAlreadySubscribedMail({ unsubscribeUrl });
    try {
      await sendMail({ to: emailAddress, ...content });
    } catch (error) {
      console.error("[mail] a newsletter confirmation could not be sent:", error);
      await releaseSignUpClaim(db, emailAddress, claim, now);
      throw new ApiError(503, "We konden je de bevestigingsmail nu niet sturen. Probeer het over een paar minuten opnieuw.");
    }
  }
  return { emailAddress, confirmationRequired: true };
}
