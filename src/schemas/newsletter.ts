/**
 * What a guest may send to /api/newsletter-subscribers/ (specification §6: POST
 * and DELETE), as JSON or as a form. The footer's form checks an address with
 * the same schema before it sends it.
 */
import { z } from "zod";

/** A newsletter call carries an address or a token, nothing large. */
export const NEWSLETTER_BODY_LIMIT = 4 * 1024;

export const NEWSLETTER_COPY = {
  emailMissing: "Vul je e-mailadres in",
  emailInvalid: "Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl",
  tokenMissing: "De link uit de e-mail ontbreekt; open de link uit de e-mail opnieuw",
} as const;

export const newsletterEmailAddress = z
  .string(NEWSLETTER_COPY.emailMissing)
  .trim()
  .min(1, NEWSLETTER_COPY.emailMissing)
  .max(254, NEWSLETTER_COPY.emailInvalid)
  .pipe(z.email(NEWSLETTER_COPY.emailInvalid));

const token = z.string(NEWSLETTER_COPY.tokenMissing).trim().min(1, NEWSLETTER_COPY.tokenMissing).max(600, NEWSLETTER_COPY.tokenMissing);

/**
 * POST: `{ emailAddress }` asks for the newsletter (a confirmation mail follows);
 * `{ token }` is the click on that mail's link, which confirms. One of the two.
 */
export const newsletterPostSchema = z
  .object({ emailAddress: newsletterEmailAddress.optional(), token: token.optional() })
  .refine((body) => body.token !== undefined || body.emailAddress !== undefined, { path: ["emailAddress"], message: NEWSLETTER_COPY.emailMissing })
  .transform((body): { token: string } | { emailAddress: string } => (body.token !== undefined ? { token: body.token } : { emailAddress: body.emailAddress! }));

/** DELETE: the token of an unsubscribe link (every newsletter and confirmation mail has one). */
export const newsletterDeleteSchema = z.object({ token });

export type NewsletterPost = z.output<typeof newsletterPostSchema>;
