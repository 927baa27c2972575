/**
 * The confirmation of a showroom visit request: what the visitor asked for,
 * that we call to confirm the time, and where the showroom is. A pure function
 * of its input, as the shop's other mails (src/server/mail).
 */
import { PICK_UP_POINT, SITE_NAME } from "@/config/site";
import { dayName, parseIsoDay } from "@/domain/delivery/days";
import { VISIT_PART_OF_DAY_LABELS, type VisitPartOfDay } from "@/domain/kitchens/showroom-visit";
import { escapeHtml, heading, link, type MailContent, mailDocument, paragraph, SIGNATURE_TEXT, styles, title } from "@/server/mail/mail-html";

export interface ShowroomVisitMail {
  name: string;
  preferredDay: string;
  partOfDay: VisitPartOfDay;
  phoneNumber: string;
  /** The kitchens of interest, by name, with their absolute page links. */
  kitchens: { name: string; url: string }[];
  message: string | null;
  /** Absolute link to the showroom page. */
  showroomUrl: string;
}

export const SHOWROOM_VISIT_SUBJECT = "We hebben je aanvraag voor een showroombezoek ontvangen";

export function showroomVisitMail(mail: ShowroomVisitMail): MailContent {
  const day = parseIsoDay(mail.preferredDay);
  const when = `${day === null ? mail.preferredDay : dayName(day)}, ${VISIT_PART_OF_DAY_LABELS[mail.partOfDay].toLowerCase()}`;
  const thanks = `Bedankt voor je aanvraag. Je wilt graag langskomen in onze keukenshowroom op ${when}.`;
  const call = `Binnen één werkdag bellen we je op ${mail.phoneNumber} om een tijd af te spreken. Dan maken we ook tijd vrij voor een keukenadviseur.`;
  const address = `${PICK_UP_POINT.street}, ${PICK_UP_POINT.postalCode} ${PICK_UP_POINT.city}. Parkeren kan gratis voor de deur.`;
  const kitchensText = mail.kitchens.length > 0 ? ["Keukens die je wilt zien:", ...mail.kitchens.map((kitchen) => `- ${kitchen.name}: ${kitchen.url}`), ""] : [];
  const text = [
    `Hallo ${mail.name},`,
    "",
    thanks,
    call,
    "",
    ...kitchensText,
    ...(mail.message ? ["Je bericht:", mail.message, ""] : []),
    `Adres: ${address}`,
    `Alle keukens in de showroom: ${mail.showroomUrl}`,
    "",
    ...SIGNATURE_TEXT,
  ].join("\n");
  const content = [
    title("Je showroombezoek"),
    paragraph(`Hallo ${escapeHtml(mail.name)},`),
    paragraph(escapeHtml(thanks)),
    paragraph(escapeHtml(call)),
    ...(mail.kitchens.length > 0
      ? [heading("Keukens die je wilt zien"), paragraph(mail.kitchens.map((kitchen) => link(kitchen.url, kitchen.name)).join("<br>"))]
      : []),
    ...(mail.message ? [heading("Je bericht"), paragraph(escapeHtml(mail.message).replace(/\n/g, "<br>"), styles.muted)] : []),
    heading("Adres"),
    paragraph(`${escapeHtml(address)}<br>${link(mail.showroomUrl, `Keukenshowroom ${SITE_NAME}`)}`),
  ].join("\n");
  return { subject: SHOWROOM_VISIT_SUBJECT, text, html: mailDocument(SHOWROOM_VISIT_SUBJECT, content) };
}
