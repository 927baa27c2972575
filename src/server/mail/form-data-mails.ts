/**
 * The mails of a sent form (issue 23, point 4): the customer's confirmation
 * ("We hebben je vraag ontvangen") and the notice to the shop's own address
 * with what was sent and a link to the form in the back office, where staff
 * (and only staff) open the uploads. Pure functions of their input.
 *
 * The confirmation carries only the shop's words: the kind of form, its number
 * and when it came in. Anyone can type someone else's address into a form, so
 * a name, a message or a file name repeated in it would be a stranger's text
 * mailed from the shop's address (a phishing relay).
 */
import { SITE_NAME } from "@/config/site";
import { FORM_KIND_LABELS, type FormKind } from "@/domain/forms/form-kinds";
import { formatShopMoment } from "@/domain/opening-hours";

import { button, escapeHtml, type MailContent, mailDocument, paragraph, SIGNATURE_TEXT, styles, title } from "./mail-html";

export interface FormSummaryLine {
  label: string;
  value: string;
}

export interface FormConfirmationMail {
  formDataId: number;
  kind: FormKind;
  receivedAt: Date;
  /** How many files came with it (their names are the visitor's words). */
  fileCount: number;
}

export interface FormNotice {
  formDataId: number;
  kind: FormKind;
  name: string;
  lines: readonly FormSummaryLine[];
  fileNames: readonly string[];
  emailAddress: string;
  phoneNumber: string | null;
  /** Absolute link to the form in the back office. */
  backOfficeUrl: string;
}

const CONFIRMATION_SUBJECTS: Record<FormKind, string> = {
  contact: "We hebben je vraag ontvangen",
  service: "We hebben je serviceaanvraag ontvangen",
  application: "We hebben je sollicitatie ontvangen",
};

const NEXT_STEP: Record<FormKind, string> = {
  contact: "Je krijgt binnen 2 werkdagen antwoord van onze klantenservice.",
  service: "Een van onze servicemonteurs bekijkt je aanvraag en neemt binnen 2 werkdagen contact met je op om een afspraak te maken.",
  application: "We lezen je sollicitatie zorgvuldig en laten binnen 2 weken van ons horen.",
};

export const formConfirmationSubject = (kind: FormKind, formDataId: number) => `${CONFIRMATION_SUBJECTS[kind]} (nr. ${formDataId})`;
export const formNoticeSubject = (kind: FormKind, formDataId: number, about: string) => `${FORM_KIND_LABELS[kind]} ${formDataId}: ${about}`;

function linesText(lines: readonly FormSummaryLine[]): string[] {
  return lines.map((line) => `${line.label}: ${line.value.replace(/\s*\n\s*/g, " / ")}`);
}

function linesHtml(lines: readonly FormSummaryLine[]): string {
  const rows = lines
    .map(
      (line) =>
        `<tr><td style="${styles.cell} width: 35%; padding-right: 12px; color: #555555;">${escapeHtml(line.label)}</td><td style="${styles.cell}">${escapeHtml(line.value).replace(/\n/g, "<br>")}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>`;
}

const withFiles = (lines: readonly FormSummaryLine[], fileNames: readonly string[]): FormSummaryLine[] =>
  fileNames.length > 0 ? [...lines, { label: "Bestanden", value: fileNames.join(", ") }] : [...lines];

/** Why the confirmation does not repeat the form, and what to do with a mail one did not ask for: for every mail that answers a visitor's form. */
export const OWN_WORDS_ONLY = "Je naam en wat je ons schreef, zetten we niet in deze mail: zo kan niemand via onze website een mail met eigen tekst laten versturen uit naam van de winkel. Heb je dit niet zelf verstuurd? Dan kun je deze mail negeren.";

export function formConfirmationMail(mail: FormConfirmationMail): MailContent {
  const subject = formConfirmationSubject(mail.kind, mail.formDataId);
  const thanks = `Bedankt voor je bericht aan ${SITE_NAME}. We hebben het op ${formatShopMoment(mail.receivedAt)} goed ontvangen onder nummer ${mail.formDataId}.`;
  const files = mail.fileCount === 0 ? "" : mail.fileCount === 1 ? "Je stuurde 1 bestand mee." : `Je stuurde ${mail.fileCount} bestanden mee.`;
  const text = ["Hallo,", "", [thanks, files].filter(Boolean).join(" "), NEXT_STEP[mail.kind], "", OWN_WORDS_ONLY, "", ...SIGNATURE_TEXT].join("\n");
  const content = [
    title(CONFIRMATION_SUBJECTS[mail.kind]),
    paragraph("Hallo,"),
    paragraph(escapeHtml([thanks, files].filter(Boolean).join(" "))),
    paragraph(escapeHtml(NEXT_STEP[mail.kind])),
    paragraph(escapeHtml(OWN_WORDS_ONLY), styles.muted),
  ].join("\n");
  return { subject, text, html: mailDocument(subject, content) };
}

export function formNotice(notice: FormNotice, about: string): MailContent {
  const subject = formNoticeSubject(notice.kind, notice.formDataId, about);
  const who = [notice.name, notice.emailAddress, notice.phoneNumber].filter(Boolean).join(", ");
  const lines = withFiles(notice.lines, notice.fileNames);
  const files = notice.fileNames.length > 0 ? "De bestanden staan bij het formulier in de beheeromgeving (alleen voor medewerkers)." : "";
  const text = [`${FORM_KIND_LABELS[notice.kind]} ${notice.formDataId}`, "", `Van: ${who}`, "", ...linesText(lines), "", files, `Oppakken in de beheeromgeving: ${notice.backOfficeUrl}`].filter((line, index, all) => line !== "" || all[index - 1] !== "").join("\n");
  const content = [
    title(`${escapeHtml(FORM_KIND_LABELS[notice.kind])} ${notice.formDataId}`),
    paragraph(`Van: ${escapeHtml(who)}`),
    linesHtml(lines),
    files ? paragraph(escapeHtml(files), styles.muted) : "",
    button(notice.backOfficeUrl, "Open in de beheeromgeving"),
  ].join("\n");
  return { subject, text, html: mailDocument(subject, content) };
}
