/**
 * The mail with a new signed link to an order or a quote (decisions §14): sent
 * when the customer asks for one from an expired link, or when staff revoke
 * the old link. It carries only the shop's words and the new link, to the
 * address of the order or quote itself: no name from the order or quote, which
 * whoever placed it chose (a stranger may place one with someone else's address
 * and have renewals mailed there), so it greets with "Hallo," as the form mails
 * do. A pure function of its input.
 */
import { formatShopMoment } from "@/domain/opening-hours";

import { button, escapeHtml, type MailContent, mailDocument, paragraph, SIGNATURE_TEXT, title } from "./mail-html";

export interface NewLinkMail {
  kind: "order" | "quote";
  /** The order's or quote's number. */
  number: string;
  /** Absolute, signed link to the order or quote. */
  url: string;
  expiresAt: Date;
  /** Staff revoked the old link (it no longer works), or the customer asked for a new one. */
  reason: "renewal" | "revocation";
}

const NOUN = { order: "bestelling", quote: "offerte" } as const;

export interface NewUnsubscribeLinkMail {
  list: "newsletter" | "stockAlert";
  /** Absolute, signed unsubscribe link. */
  url: string;
  expiresAt: Date;
}

const LIST = { newsletter: "onze nieuwsbrief", stockAlert: "meldingen als een apparaat weer op voorraad is" } as const;

/** A new link to leave a list, asked for from an expired one: only the shop's words and the link. */
export function newUnsubscribeLinkMail(mail: NewUnsubscribeLinkMail): MailContent {
  const subject = "Je nieuwe afmeldlink";
  const why = `Je vroeg om een nieuwe link om je af te melden voor ${LIST[mail.list]}. Klik op de knop en bevestig op de pagina die opent.`;
  const valid = `De link werkt tot ${formatShopMoment(mail.expiresAt)}.`;
  const didNotAsk = "Heb je hier niet om gevraagd? Dan hoef je niets te doen; er verandert niets.";
  const text = ["Hallo,", "", why, "", `Afmelden: ${mail.url}`, "", valid, "", didNotAsk, "", ...SIGNATURE_TEXT].join("\n");
  const content = [title(subject), paragraph("Hallo,"), paragraph(escapeHtml(why)), button(mail.url, "Afmelden"), paragraph(escapeHtml(valid)), paragraph(escapeHtml(didNotAsk))].join("\n");
  return { subject, text, html: mailDocument(subject, content) };
}

export function newLinkSubject(mail: Pick<NewLinkMail, "kind" | "number">): string {
  return `Je nieuwe link voor ${NOUN[mail.kind]} ${mail.number}`;
}

export function newLinkMail(mail: NewLinkMail): MailContent {
  const subject = newLinkSubject(mail);
  const noun = NOUN[mail.kind];
  const why =
    mail.reason === "revocation"
      ? `We hebben de vorige link naar je ${noun} ${mail.number} uitgezet; die werkt niet meer. Hieronder staat je nieuwe link.`
      : `Je vroeg om een nieuwe link naar je ${noun} ${mail.number}. Hieronder staat hij.`;
  const valid = `De link werkt tot ${formatShopMoment(mail.expiresAt)}. Deel hem niet: wie hem heeft, kan je ${noun} openen.`;
  const didNotAsk = "Heb je hier niet om gevraagd? Dan hoef je niets te doen.";
  const action = mail.kind === "order" ? "Bekijk je bestelling" : "Bekijk je offerte";

  const text = ["Hallo,", "", why, "", `${action}: ${mail.url}`, "", valid, ...(mail.reason === "renewal" ? ["", didNotAsk] : []), "", ...SIGNATURE_TEXT].join("\n");
  const content = [
    title(`Je nieuwe link voor ${noun} ${escapeHtml(mail.number)}`),
    paragraph("Hallo,"),
    paragraph(escapeHtml(why)),
    button(mail.url, action),
    paragraph(escapeHtml(valid)),
    mail.reason === "renewal" ? paragraph(escapeHtml(didNotAsk)) : "",
  ]
    .filter(Boolean)
    .join("\n");
  return { subject, text, html: mailDocument(subject, content) };
}
