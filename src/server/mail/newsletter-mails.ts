/**
 * The newsletter's own mails (double opt-in): the link that confirms a sign-up,
 * and, for an address already on the list, a note that says so. Both end with
 * the way off the list. Pure functions of their input.
 */
import { SITE_NAME } from "@/config/site";

import { button, escapeHtml, link, type MailContent, mailDocument, paragraph, SIGNATURE_TEXT, styles, title } from "./mail-html";

export interface NewsletterConfirmationMail {
  /** Absolute link that confirms (expires after a week). */
  confirmUrl: string;
  /** Absolute link that takes the address off the list. */
  unsubscribeUrl: string;
}

export interface NewsletterAlreadySubscribedMail {
  unsubscribeUrl: string;
}

export const NEWSLETTER_CONFIRMATION_SUBJECT = `Bevestig je aanmelding voor de nieuwsbrief van ${SITE_NAME}`;
export const NEWSLETTER_ALREADY_SUBSCRIBED_SUBJECT = `Je bent al aangemeld voor de nieuwsbrief van ${SITE_NAME}`;

/** The button that confirms, here and in the order's mail when the customer ticked the newsletter. */
export const NEWSLETTER_CONFIRM_BUTTON = "Ja, ik wil de nieuwsbrief";

const WHAT_YOU_GET = "Aanbiedingen, nieuwe apparaten en tips voor gebruik en onderhoud, hoogstens één keer per week.";
const NOT_YOU = "Heb je je niet aangemeld? Dan hoef je niets te doen: zonder bevestiging sturen we je geen nieuwsbrief.";

export function newsletterConfirmationMail(mail: NewsletterConfirmationMail): MailContent {
  const subject = NEWSLETTER_CONFIRMATION_SUBJECT;
  const ask = "Klik op de knop om je aanmelding te bevestigen. De link werkt 7 dagen.";
  const text = [
    "Hallo,",
    "",
    `Je hebt je aangemeld voor de nieuwsbrief van ${SITE_NAME}. ${WHAT_YOU_GET}`,
    "",
    ask,
    mail.confirmUrl,
    "",
    NOT_YOU,
    `Toch liever niet? Afmelden: ${mail.unsubscribeUrl}`,
    "",
    ...SIGNATURE_TEXT,
  ].join("\n");
  const content = [
    title("Bevestig je aanmelding"),
    paragraph("Hallo,"),
    paragraph(`Je hebt je aangemeld voor de nieuwsbrief van ${escapeHtml(SITE_NAME)}. ${escapeHtml(WHAT_YOU_GET)}`),
    paragraph(escapeHtml(ask)),
    button(mail.confirmUrl, NEWSLETTER_CONFIRM_BUTTON),
    paragraph(escapeHtml(NOT_YOU), styles.muted),
    paragraph(`Toch liever niet? ${link(mail.unsubscribeUrl, "Afmelden")}`, styles.muted),
  ].join("\n");
  return { subject, text, html: mailDocument(subject, content) };
}

export function newsletterAlreadySubscribedMail(mail: NewsletterAlreadySubscribedMail): MailContent {
  const subject = NEWSLETTER_ALREADY_SUBSCRIBED_SUBJECT;
  const said = `Iemand heeft dit e-mailadres opnieuw aangemeld voor de nieuwsbrief van ${SITE_NAME}, maar je bent al aangemeld. Je hoeft niets te doen.`;
  const off = "Wil je de nieuwsbrief niet meer ontvangen? Meld je af:";
  const text = ["Hallo,", "", said, "", off, mail.unsubscribeUrl, "", ...SIGNATURE_TEXT].join("\n");
  const content = [
    title("Je bent al aangemeld"),
    paragraph("Hallo,"),
    paragraph(escapeHtml(said)),
    paragraph(`${escapeHtml(off)} ${link(mail.unsubscribeUrl, "afmelden")}`),
  ].join("\n");
  return { subject, text, html: mailDocument(subject, content) };
}
