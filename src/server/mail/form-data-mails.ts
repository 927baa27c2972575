/**
 * The mails of a sent form (issue 23, point 4): the customer's confirmation
 * ("We hebben je vraag ontvangen") with what they sent, and the notice to the
 * shop's own address with a link to the form in the back office, where staff
 * (and only staff) open the uploads. Pure functions of their input.
 */
import { SITE_NAME } from "@/config/site";
import { FORM_KIND_LABELS, type FormKind } from "@/domain/forms/form-kinds";

import { button, escapeHtml, heading, type MailContent, mailDocument, paragraph, SIGNATURE_TEXT, styles, title } from "./mail-html";

export interface FormSummaryLine {
  label: string;
  value: string;
}

export interface FormConfirmationMail {
  formDataId: number;
  kind: FormKind;
  name: string;
  lines: readonly FormSummaryLine[];
  fileNames: readonly string[];
}

export interface FormNotice extends FormConfirmationMail {
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

export function formConfirmationMail(mail: FormConfirmationMail): MailContent {
  const subject = formConfirmationSubject(mail.kind, mail.formDataId);
  const thanks = `Bedankt voor je bericht aan ${SITE_NAME}. We hebben het goed ontvangen onder nummer ${mail.formDataId}.`;
  const lines = withFiles(mail.lines, mail.fileNames);
  const text = [`Hallo ${mail.name},`, "", thanks, NEXT_STEP[mail.kind], "", "Wat je ons stuurde:", ...linesText(lines), "", ...SIGNATURE_TEXT].join("\n");
  const content = [
    title(CONFIRMATION_SUBJECTS[mail.kind]),
    paragraph(`Hallo ${escapeHtml(mail.name)},`),
    paragraph(escapeHtml(thanks)),
    paragraph(escapeHtml(NEXT_STEP[mail.kind])),
    heading("Wat je ons stuurde"),
    linesHtml(lines),
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
