/**
 * What a guest may send to /api/newsletter-subscribers/ (specification §6: POST
 * and DELETE), as JSON or as a form. The footer's form checks an address with
 * the same schema before it sends it.
 */
import { z } from "zod";

import { NEWSLETTER_FIELD_MESSAGES } from "./newsletter-messages";

/** A newsletter call carries an address or a token, nothing large. */
export const NEWSLETTER_BODY_LIMIT = 4 * 1024;


export const newsletterEmailAddress = z
  .string(NEWSLETTER_FIELD_MESSAGES.emailMissing)
  .trim()
  .min(1, NEWSLETTER_FIELD_MESSAGES.emailMissing)
  .max(254, NEWSLETTER_FIELD_MESSAGES.emailInvalid)
  .pipe(z.email(NEWSLETTER_FIELD_MESSAGES.emailInvalid));

const token = z.string(NEWSLETTER_FIELD_MESSAGES.tokenMissing).trim().min(1, NEWSLETTER_FIELD_MESSAGES.tokenMissing).max(600, NEWSLETTER_FIELD_MESSAGES.tokenMissing);

/**
 * POST: `{ emailAddress }` asks for the newsletter (a confirmation mail follows);
 * `{ token }` is the click on that mail's link, which confirms. One of the two.
 */
export const newsletterPostSchema = z
  .object({ emailAddress: newsletterEmailAddress.optional(), token: token.optional() })
  .refine((body) => body.token !== undefined || body.emailAddress !== undefined, { path: ["emailAddress"], message: NEWSLETTER_FIELD_MESSAGES.emailMissing })
  .transform((body): { token: string } | { emailAddress: string } => (body.token !== undefined ? { token: body.token } : { emailAddress: body.emailAddress! }));

/** DELETE: the token of an unsubscribe link (every newsletter and confirmation mail has one). */
export const newsletterDeleteSchema = z.object({ token });

export type NewsletterPost = z.output<typeof newsletterPostSchema>;
