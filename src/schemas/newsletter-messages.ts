/**
 * The newsletter fields' messages, apart from their zod schemas
 * (newsletter.ts): the footer's form shows them on every page, and zod loads
 * only when the form is sent.
 */
export const NEWSLETTER_FIELD_MESSAGES = {
  emailMissing: "Vul je e-mailadres in",
  emailInvalid: "Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl",
  tokenMissing: "De link uit de e-mail ontbreekt; open de link uit de e-mail opnieuw",
} as const;
