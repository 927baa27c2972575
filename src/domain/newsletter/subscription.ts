/**
 * The newsletter's double opt-in (specification §6: guests POST and DELETE
 * newsletter-subscribers). A wish to subscribe makes an address `pending`; only
 * a click on the link mailed to it makes it `confirmed`, so nobody can put
 * someone else's address on the list. Unsubscribing always wins and needs no
 * confirmation.
 */

export type SubscriptionStatus = "pending" | "confirmed" | "unsubscribed";
export type SubscriptionSource = "website" | "checkout";

/**
 * A new confirmation mail for the same address at most this often: the form
 * can be sent again and again, a mailbox should not fill with the same mail.
 */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

/** How long a confirmation link works. */
export const CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60 * 1000;

export interface SubscriberState {
  status: SubscriptionStatus;
  confirmationSentAt: Date | null;
}

/**
 * What a sign-up does to an address, and which mail it gets:
 * - unknown or unsubscribed: pending, with a link to confirm;
 * - pending: still pending, with the link again (someone may have lost the first mail);
 * - confirmed: unchanged, with a mail saying so: the form answers every address
 *   the same, so it cannot tell a stranger who is on the list.
 * No mail when the last one went out less than RESEND_AFTER_MS ago, and no
 * "already subscribed" mail where another mail says enough (`tellAlreadySubscribed: false`,
 * the tick when ordering: the order's own mail goes out).
 */
export function afterSignUp(
  current: SubscriberState | null,
  now: Date,
  { tellAlreadySubscribed = true }: { tellAlreadySubscribed?: boolean } = {},
): { status: SubscriptionStatus; mail: "confirm" | "alreadySubscribed" | null } {
  const status: SubscriptionStatus = current?.status === "confirmed" ? "confirmed" : "pending";
  const recentlyMailed = current?.confirmationSentAt != null && now.getTime() - current.confirmationSentAt.getTime() < RESEND_AFTER_MS;
  // An address that unsubscribed may ask again at once: its last mail was the old list's.
  if (recentlyMailed && current?.status !== "unsubscribed") return { status, mail: null };
  if (status === "confirmed") return { status, mail: tellAlreadySubscribed ? "alreadySubscribed" : null };
  return { status, mail: "confirm" };
}
