/**
 * How long the shop's signed links live (decisions §14). One rule each, so the
 * mails, the pages and the checks agree:
 * - an order's or a quote's link: two years from the order or quote, or from
 *   the moment the customer (renewal) or staff (revocation) asked for a new one;
 * - an unsubscribe link (newsletter, stock alert): two years from its mail, so
 *   a person can still leave the list from an old mail (and its List-Unsubscribe
 *   header); an expired one offers a new one by mail;
 * - a review invitation's link lives REVIEW_LINK_DAYS (domain/ratings/rating.ts).
 */

/** The one lifetime of an order's or quote's link, and of an unsubscribe link: two calendar years. */
export const LINK_LIFETIME_YEARS = 2;

/** Rule: a link made (or whose order or quote was made) at `from` expires this instant: the same moment two years on (29 February: 1 March). */
export function linkExpiry(from: Date): Date {
  const expiry = new Date(from.getTime());
  expiry.setUTCFullYear(expiry.getUTCFullYear() + LINK_LIFETIME_YEARS);
  // Links carry whole seconds: the expiry is rounded down to the second it is signed with.
  return new Date(Math.floor(expiry.getTime() / 1000) * 1000);
}

/** Rule: a link is alive strictly before its expiry. */
export function linkIsAlive(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

/**
 * What a signed link is worth: it opens its order or quote (`valid`), it was the
 * shop's but has expired or been revoked (`expired`: the page says so and offers
 * a new one by mail), or it is no link of the shop's for this order (`invalid`:
 * treated as no link at all).
 */
export type LinkState = "valid" | "expired" | "invalid";

/**
 * Rule: a link signed for `generation`, expiring at `expiresAt`, seen at `now`
 * while its order or quote is at `currentGeneration`. A link of an earlier
 * generation was revoked by staff: dead, as an expired one. A later generation
 * cannot be signed by the shop: invalid.
 */
export function linkState(link: { expiresAt: Date; generation: number }, currentGeneration: number, now: Date): LinkState {
  if (link.generation > currentGeneration) return "invalid";
  if (link.generation < currentGeneration) return "expired";
  return linkIsAlive(link.expiresAt, now) ? "valid" : "expired";
}
