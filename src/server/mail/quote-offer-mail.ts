/**
 * The "offerte" mail (issue 22, point 2): the customer's quote is ready, with
 * the signed link that opens it on any device (and orders it), the last valid
 * day and the total; the PDF travels as an attachment. A pure function of its input.
 */
import { dateTimeFormat } from "@/domain/format";

import { button, escapeHtml, euro, type MailContent, mailDocument, paragraph, SIGNATURE_TEXT, styles, title } from "./mail-html";

export interface QuoteOfferMail {
  quoteId: string;
  firstName: string;
  /** The last valid day, ISO (inclusive). */
  validUntil: string;
  totalCents: number;
  customerNote: string | null;
  /** Absolute: the quote's page with the signed token. */
  quoteUrl: string;
}

export const QUOTE_OFFER_SUBJECT = (quoteId: string) => `Je offerte ${quoteId} van Stekker`;
export const QUOTE_OFFER_BUTTON = "Bekijk en bestel je offerte";

const longDay = (isoDay: string) => dateTimeFormat({ timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${isoDay}T00:00:00Z`));

export function quoteOfferMail(mail: QuoteOfferMail): MailContent {
  const subject = QUOTE_OFFER_SUBJECT(mail.quoteId);
  const greeting = mail.firstName ? `Hallo ${mail.firstName},` : "Hallo,";
  const ready = `Je offerte ${mail.quoteId} staat klaar: samen ${euro(mail.totalCents)} inclusief btw. Je vindt hem ook als PDF in de bijlage.`;
  const valid = `De offerte is geldig tot en met ${longDay(mail.validUntil)}.`;
  const how = "Via de knop bekijk je de offerte en bestel je hem in één keer: je winkelwagen wordt precies deze offerte, met de kortingen erin.";
  const own = "Deze link is persoonlijk: deel hem niet met anderen.";
  const text = [greeting, "", ready, valid, "", ...(mail.customerNote ? [mail.customerNote, ""] : []), how, mail.quoteUrl, "", own, "", ...SIGNATURE_TEXT].join("\n");
  const content = [
    title("Je offerte staat klaar"),
    paragraph(escapeHtml(greeting)),
    paragraph(`${escapeHtml(ready)} ${escapeHtml(valid)}`),
    ...(mail.customerNote ? [paragraph(escapeHtml(mail.customerNote).replace(/\n/g, "<br>"))] : []),
    paragraph(escapeHtml(how)),
    button(mail.quoteUrl, QUOTE_OFFER_BUTTON),
    paragraph(escapeHtml(own), styles.muted),
  ].join("\n");
  return { subject, text, html: mailDocument(subject, content) };
}
