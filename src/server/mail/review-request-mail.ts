/**
 * The review mail (issue 23): a week after an order was completed, one mail
 * asks what the customer thinks of each appliance in it, with a signed link
 * per product that opens the review form (and makes the review a verified
 * purchase). A pure function of its input.
 */
import { SITE_NAME } from "@/config/site";

import { button, escapeHtml, type MailContent, mailDocument, paragraph, SIGNATURE_TEXT, styles, title } from "./mail-html";

export interface ReviewRequestMail {
  firstName: string;
  orderRef: string;
  /** Each product of the order not reviewed yet: its name and the absolute link to its review form. */
  products: { name: string; reviewUrl: string }[];
  /** How many days the links work. */
  linkDays: number;
}

export const REVIEW_REQUEST_SUBJECT = (orderRef: string) => `Wat vind je van je aankoop? (bestelling ${orderRef})`;

export function reviewRequestMail(mail: ReviewRequestMail): MailContent {
  const subject = REVIEW_REQUEST_SUBJECT(mail.orderRef);
  const greeting = mail.firstName ? `Hallo ${mail.firstName},` : "Hallo,";
  const ask = `Je hebt je bestelling ${mail.orderRef} bij ${SITE_NAME} nu een week. Wil je andere klanten vertellen wat je ervan vindt? Een review schrijven kost een paar minuten.`;
  const how = "Je review verschijnt met het label “Geverifieerde aankoop” zodra we hem hebben gelezen. We tonen alleen de naam die je zelf invult, nooit je e-mailadres.";
  const valid = `De links werken ${mail.linkDays} dagen.`;
  const text = [
    greeting,
    "",
    ask,
    "",
    ...mail.products.flatMap((product) => [`${product.name}: ${product.reviewUrl}`]),
    "",
    how,
    valid,
    "",
    ...SIGNATURE_TEXT,
  ].join("\n");
  const content = [
    title("Wat vind je van je aankoop?"),
    paragraph(escapeHtml(greeting)),
    paragraph(escapeHtml(ask)),
    ...mail.products.flatMap((product) => [paragraph(`<strong>${escapeHtml(product.name)}</strong>`), button(product.reviewUrl, "Schrijf een review")]),
    paragraph(escapeHtml(how), styles.muted),
    paragraph(escapeHtml(valid), styles.muted),
  ].join("\n");
  return { subject, text, html: mailDocument(subject, content) };
}
