/**
 * The mails of "Mail me als hij er weer is" (issue 19): the link that confirms
 * a sign-up (double opt-in), and the one "weer op voorraad" mail when the
 * product is back. Both end with the way out. Pure functions of their input.
 */
import { SITE_NAME } from "@/config/site";

import { button, escapeHtml, euro, link, type MailContent, mailDocument, paragraph, SIGNATURE_TEXT, styles, title } from "./mail-html";

export interface StockAlertConfirmationMail {
  /** Brand and model: "Bosch WAU28P47NL". */
  productName: string;
  /** Absolute link that confirms (expires after a week). */
  confirmUrl: string;
  /** Absolute link that stops the address's alerts. */
  unsubscribeUrl: string;
}

export interface BackInStockMail {
  productName: string;
  /** What the shopper pays now, in cents. */
  priceCents: number;
  /** Absolute link to the product page. */
  productUrl: string;
  unsubscribeUrl: string;
}

export const STOCK_ALERT_CONFIRMATION_SUBJECT = (productName: string) => `Bevestig je melding voor de ${productName}`;
export const BACK_IN_STOCK_SUBJECT = (productName: string) => `De ${productName} is weer op voorraad`;
export const STOCK_ALERT_CONFIRM_BUTTON = "Ja, mail me als hij er weer is";

const NOT_YOU = "Heb je dit niet gevraagd? Dan hoef je niets te doen: zonder bevestiging mailen we je niet.";
const ONCE = "Je krijgt één mail, zodra hij weer op voorraad is. Daarna stopt de melding vanzelf.";

export function stockAlertConfirmationMail(mail: StockAlertConfirmationMail): MailContent {
  const subject = STOCK_ALERT_CONFIRMATION_SUBJECT(mail.productName);
  const asked = `Je wilt een mail van ${SITE_NAME} zodra de ${mail.productName} weer op voorraad is.`;
  const ask = "Klik op de knop om dat te bevestigen. De link werkt 7 dagen.";
  const text = ["Hallo,", "", asked, ONCE, "", ask, mail.confirmUrl, "", NOT_YOU, `Toch liever niet? Afmelden: ${mail.unsubscribeUrl}`, "", ...SIGNATURE_TEXT].join("\n");
  const content = [
    title("Bevestig je melding"),
    paragraph("Hallo,"),
    paragraph(`${escapeHtml(asked)} ${escapeHtml(ONCE)}`),
    paragraph(escapeHtml(ask)),
    button(mail.confirmUrl, STOCK_ALERT_CONFIRM_BUTTON),
    paragraph(escapeHtml(NOT_YOU), styles.muted),
    paragraph(`Toch liever niet? ${link(mail.unsubscribeUrl, "Afmelden")}`, styles.muted),
  ].join("\n");
  return { subject, text, html: mailDocument(subject, content) };
}

export function backInStockMail(mail: BackInStockMail): MailContent {
  const subject = BACK_IN_STOCK_SUBJECT(mail.productName);
  const news = `Goed nieuws: de ${mail.productName} is weer op voorraad, voor ${euro(mail.priceCents)}.`;
  const hurry = "Op is op: we houden hem niet voor je vast. Op de productpagina zie je wanneer we hem kunnen bezorgen.";
  const done = "Dit was de enige mail voor deze melding; je staat verder nergens voor op.";
  const off = "Wacht je nog op een ander apparaat en wil je daar toch geen mail over? Afmelden:";
  const text = ["Hallo,", "", news, hurry, "", `Bekijk hem hier: ${mail.productUrl}`, "", done, `${off} ${mail.unsubscribeUrl}`, "", ...SIGNATURE_TEXT].join("\n");
  const content = [
    title("Weer op voorraad"),
    paragraph("Hallo,"),
    paragraph(escapeHtml(news)),
    paragraph(escapeHtml(hurry)),
    button(mail.productUrl, "Bekijk en bestel"),
    paragraph(escapeHtml(done), styles.muted),
    paragraph(`${escapeHtml(off)} ${link(mail.unsubscribeUrl, "afmelden")}`, styles.muted),
  ].join("\n");
  return { subject, text, html: mailDocument(subject, content) };
}
