/**
 * The mails of a quote request (issue 22, point 1): the customer's
 * confirmation ("We hebben je offerteaanvraag ontvangen": the number, the
 * kind, when it came in, what happens next and when, and the link to their
 * quote's page), and the notice to the shop's own address with what they
 * asked. Pure functions of their input.
 *
 * The confirmation carries only the shop's words: anyone can type someone
 * else's address into the form, so a name or wishes repeated in it would be a
 * stranger's text mailed from the shop's address (a phishing relay).
 */
import { SITE_NAME } from "@/config/site";
import { formatShopMoment } from "@/domain/opening-hours";
import { QUOTE_ANSWER_WORKING_DAYS } from "@/domain/quotes/quote-request";

import { OWN_WORDS_ONLY } from "./form-data-mails";
import { button, escapeHtml, heading, link, type MailContent, mailDocument, paragraph, SIGNATURE_TEXT, styles, title } from "./mail-html";

/** One line of the summary: "Wat: Een nieuwe keuken". */
export interface QuoteSummaryLine {
  label: string;
  value: string;
}

export interface QuoteRequestMail {
  quoteId: string;
  /** The kind of request, in the shop's words: "Een nieuwe keuken". */
  kindLabel: string;
  /** The kitchen from the shop's range that the request came from, when it did: "Lumen (nr. 5001)". */
  kitchen: string | null;
  requestedAt: Date;
  /** Absolute, signed link to the quote's page: it works on any device. */
  quoteUrl: string;
}

export interface QuoteRequestNotice {
  quoteId: string;
  customerName: string;
  emailAddress: string;
  phoneNumber: string;
  summary: readonly QuoteSummaryLine[];
  /** Absolute link to the back office. */
  backOfficeUrl: string;
}

export const QUOTE_REQUEST_SUBJECT = (quoteId: string) => `We hebben je offerteaanvraag ${quoteId} ontvangen`;
export const QUOTE_REQUEST_NOTICE_SUBJECT = (quoteId: string, kind: string) => `Nieuwe offerteaanvraag ${quoteId}: ${kind}`;

const NEXT_STEPS = [
  `Binnen ${QUOTE_ANSWER_WORKING_DAYS} werkdagen neemt een van onze adviseurs contact met je op. We bellen of mailen je als we nog iets willen weten, bijvoorbeeld over de maten.`,
  "Daarna maken we je offerte. Je krijgt hem per e-mail, met een link om hem te bekijken en te bestellen. Een offerte is 30 dagen geldig.",
  "Je zit nergens aan vast: pas als je de offerte bestelt, is het een koop.",
];

function summaryText(summary: readonly QuoteSummaryLine[]): string[] {
  return summary.map((line) => `${line.label}: ${line.value.replace(/\s*\n\s*/g, " / ")}`);
}

function summaryHtml(summary: readonly QuoteSummaryLine[]): string {
  const rows = summary
    .map(
      (line) =>
        `<tr><td style="${styles.cell} width: 35%; padding-right: 12px; color: #555555;">${escapeHtml(line.label)}</td><td style="${styles.cell}">${escapeHtml(line.value).replace(/\n/g, "<br>")}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>`;
}

export function quoteRequestMail(mail: QuoteRequestMail): MailContent {
  const subject = QUOTE_REQUEST_SUBJECT(mail.quoteId);
  const thanks = `Bedankt voor je aanvraag bij ${SITE_NAME} (${mail.kindLabel.toLowerCase()}). We hebben hem op ${formatShopMoment(mail.requestedAt)} goed ontvangen onder offertenummer ${mail.quoteId}.`;
  const link_ = "Je aanvraag, en straks je offerte, staan op deze pagina:";
  const text = [
    "Hallo,",
    "",
    thanks,
    ...(mail.kitchen ? [`Keuken: ${mail.kitchen}`] : []),
    "",
    "Zo gaat het verder:",
    ...NEXT_STEPS.map((step, index) => `${index + 1}. ${step}`),
    "",
    link_,
    mail.quoteUrl,
    "",
    OWN_WORDS_ONLY,
    "",
    ...SIGNATURE_TEXT,
  ].join("\n");
  const content = [
    title("We hebben je offerteaanvraag ontvangen"),
    paragraph("Hallo,"),
    paragraph(escapeHtml(thanks)),
    mail.kitchen ? paragraph(`Keuken: ${escapeHtml(mail.kitchen)}`) : "",
    heading("Zo gaat het verder"),
    `<ol style="${styles.paragraph} padding-left: 20px;">${NEXT_STEPS.map((step) => `<li style="margin-bottom: 8px;">${escapeHtml(step)}</li>`).join("")}</ol>`,
    button(mail.quoteUrl, `Bekijk aanvraag ${mail.quoteId}`),
    paragraph(`Werkt de knop niet? ${link(mail.quoteUrl, "Open je aanvraag")}.`, styles.muted),
    paragraph(escapeHtml(OWN_WORDS_ONLY), styles.muted),
  ].join("\n");
  return { subject, text, html: mailDocument(subject, content) };
}

/** To the shop: a new request to pick up, with how to reach the customer. */
export function quoteRequestNotice(notice: QuoteRequestNotice, kindLabel: string): MailContent {
  const subject = QUOTE_REQUEST_NOTICE_SUBJECT(notice.quoteId, kindLabel);
  const who = `${notice.customerName}, ${notice.emailAddress}, ${notice.phoneNumber}`;
  const promise = `De klant heeft een reactie binnen ${QUOTE_ANSWER_WORKING_DAYS} werkdagen toegezegd gekregen.`;
  const text = [`Nieuwe offerteaanvraag ${notice.quoteId}`, "", `Van: ${who}`, promise, "", ...summaryText(notice.summary), "", `Oppakken in de beheeromgeving: ${notice.backOfficeUrl}`].join("\n");
  const content = [
    title(`Nieuwe offerteaanvraag ${notice.quoteId}`),
    paragraph(`Van: ${escapeHtml(who)}`),
    paragraph(escapeHtml(promise)),
    summaryHtml(notice.summary),
    button(notice.backOfficeUrl, "Open de beheeromgeving"),
  ].join("\n");
  return { subject, text, html: mailDocument(subject, content) };
}
