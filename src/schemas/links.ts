/**
 * Signed links' input and answers (decisions §14): the customer's request for a
 * new link from an expired one, and what staff hear when they revoke a link.
 */
import { z } from "zod";

import { RENEWABLE_LINKS } from "@/domain/links/renewable-links";

export const LINK_RENEWAL_BODY_LIMIT = 1024;

export const linkRenewalSchema = z.strictObject({
  kind: z.enum(RENEWABLE_LINKS, "Kies order, quote, newsletter, stockAlert of review."),
  id: z.string().min(1, "Geef het nummer van de bestelling of offerte.").max(20, "Dat is geen nummer van een bestelling of offerte.").optional(),
  // A newsletter's unsubscribe token carries the address (up to about 400 characters).
  token: z.string().min(1, "De link ontbreekt.").max(600, "Dat is geen link van ons."),
});

export const linkRenewalAnswerSchema = z.strictObject({ message: z.string() });

export const linkRevocationAnswerSchema = z.strictObject({
  linkGeneration: z.number().int(),
  mail: z.strictObject({ sent: z.boolean(), to: z.string() }),
});
