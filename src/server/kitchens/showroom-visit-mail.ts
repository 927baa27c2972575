/**
 * The confirmation of a showroom visit request: its number, when it came in,
 * the day and kitchens the visitor chose (from the shop's own lists), that we
 * call to confirm the time, and where the showroom is. A pure function of its
 * input, as the shop's other mails (src/server/mail).
 *
 * It carries only the shop's words: anyone can type someone else's address
 * into the form, so a name, a message or a phone number repeated in it would
 * be a stranger's text mailed from the shop's address (a phishing relay).
 * Staff read the request itself in the back office.
 */
import { PICK_UP_POINT, SITE_NAME } from "@/config/site";
import { dayName, parseIsoDay } from "@/domain/delivery/days";
import { VISIT_PART_OF_DAY_LABELS, type VisitPartOfDay } from "@/domain/kitchens/showroom-visit";
import { formatShopMoment } from "@/domain/opening-hours";
import { OWN_WORDS_ONLY } from "@/server/mail/form-data-mails";
import { escapeHtml, heading, link, type MailContent, mailDocument, paragraph, SIGNATURE_TEXT, styles, title } from "@/server/mail/mail-html";

export interface ShowroomVisitMail {
  visitRequestId: number;
  requestedAt: Date;
  preferredDay: string;
  partOfDay: VisitPartOfDay;
  /** The kitchens of interest, by name, with their absolute page links. */
  kitchens: { name: string; url: string }[];
  /** Absolute link to the showroom page. */
  showroomUrl: string;
}

export const SHOWROOM_VISIT_SUBJECT = "We hebben je aanvraag voor een showroombezoek ontvangen";

export function showroomVisitMail(mail: ShowroomVisitMail): MailContent {
  const day = parseIsoDay(mail.preferredDay);
  const when = `${day === null ? mail.preferredDay : dayName(day)}, ${VISIT_PART_OF_DAY_LABELS[mail.partOfDay].toLowerCase()}`;
  const thanks = `Bedankt voor je aanvraag. We hebben hem op ${formatShopMoment(mail.requestedAt)} ontvangen onder nummer ${mail.visitRequestId}. Je wilt graag langskomen in onze keukenshowroom op ${when}.`;
  const call = "Binnen één werkdag bellen we je op het nummer dat je ons gaf om een tijd af te spreken. Dan maken we ook tijd vrij voor een keukenadviseur.";
  const address = `${PICK_UP_POINT.street}, ${PICK_UP_POINT.postalCode} ${PICK_UP_POINT.city}. Parkeren kan gratis voor de deur.`;
  const kitchensText = mail.kitchens.length > 0 ? ["Keukens die je wilt zien:", ...mail.kitchens.map((kitchen) => `- ${kitchen.name}: ${kitchen.url}`), ""] : [];
  const text = [
    "Hallo,",
    "",
    thanks,
    call,
    "",
    ...kitchensText,
    `Adres: ${address}`,
    `Alle keukens in de showroom: ${mail.showroomUrl}`,
    "",
    OWN_WORDS_ONLY,
    "",
    ...SIGNATURE_TEXT,
  ].join("\n");
  const content = [
    title("Je showroombezoek"),
    paragraph("Hallo,"),
    paragraph(escapeHtml(thanks)),
    paragraph(escapeHtml(call)),
    ...(mail.kitchens.length > 0
      ? [heading("Keukens die je wilt zien"), paragraph(mail.kitchens.map((kitchen) => link(kitchen.url, kitchen.name)).join("<br>"))]
      : []),
    heading("Adres"),
    paragraph(`${escapeHtml(address)}<br>${link(mail.showroomUrl, `Keukenshowroom ${SITE_NAME}`)}`),
    paragraph(escapeHtml(OWN_WORDS_ONLY), styles.muted),
  ].join("\n");
  return { subject: SHOWROOM_VISIT_SUBJECT, text, html: mailDocument(SHOWROOM_VISIT_SUBJECT, content) };
}
