/**
 * The order confirmation (decisions §7): what was ordered at which price incl.
 * btw (excl. btw with reverse charge, with the note and the customer's VAT
 * number an invoice then needs, decisions §1), how and when it comes, where the payment stands, and the 14-day right of
 * withdrawal with the "Herroep je aankoop hier" link the law asks for since
 * 19 June 2026. A pure function of its input, so that it can be tested and shown
 * again without sending anything.
 */
import { formatShopMoment } from "@/domain/opening-hours";
import { BANK_TRANSFER_DAYS, type PaymentMethod } from "@/domain/cart/payment-methods";
import { VAT_LABELS } from "@/domain/cart/total-lines";
import { WITHDRAWAL_DAYS } from "@/domain/checkout/withdrawal";
import { PICK_UP_BRING, PICK_UP_POINT } from "@/config/site";

import { NEWSLETTER_CONFIRM_BUTTON } from "./newsletter-mails";
import { button, escapeHtml, euro, heading, link, type MailContent, mailDocument, paragraph, SIGNATURE_TEXT, styles, title } from "./mail-html";

export type MailPaymentStatus = "open" | "pending" | "paid" | "failed" | "canceled" | "expired";
export type MailDeliveryType = "default" | "extraService" | "assembly" | "pickUp";

export interface OrderMail {
  orderRef: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
  emailAddress: string;
  companyName: string | null;
  items: {
    name: string;
    brandName: string;
    qty: number;
    unitPriceCents: number;
    options: { label: string; priceCents: number }[];
  }[];
  /** Only the non-zero lines, already labelled, with the VAT lines; `grand` marks the amount to pay (else the last line is). */
  totals: { label: string; cents: number; grand?: boolean }[];
  /**
   * Set when the VAT is reverse charged: the customer's VAT number. Every amount
   * is then excluding VAT, and the mail says so with the note the invoice needs.
   */
  reverseChargeVatNumber?: string | null;
  grandTotalCents: number;
  paymentMethodLabel: string;
  /**
   * The method's id, for the words that depend on it (transfer within 12 days, pay
   * by card at the door). Without it the payment paragraph stays general.
   */
  paymentMethod?: PaymentMethod | null;
  paymentStatus: MailPaymentStatus;
  deliveryType: MailDeliveryType;
  /** "Bezorging op dinsdag 24 november 2026" or "Af te halen vanaf …" (domain/checkout/order-delivery.ts). */
  deliveryLabel: string;
  /** Further lines about the delivery, such as "Verdieping: 1e verdieping, met lift". */
  deliveryDetails?: string[];
  /** The address, one line each. */
  shippingAddress: string[];
  /** Absolute, signed link to the order (decisions §5). */
  orderUrl: string;
  /** The withdrawal function's link; null for a business order, which has no statutory right of withdrawal. */
  withdrawalUrl: string | null;
  /**
   * The customer ticked the newsletter when ordering: the link that confirms it
   * (double opt-in), in this mail rather than a second one. Null otherwise, and
   * for an address that is already on the list.
   */
  newsletterConfirmUrl?: string | null;
}

const NEWSLETTER_ASK = "Je hebt gevraagd om onze nieuwsbrief. Bevestig dat met één klik; zonder bevestiging sturen we je geen nieuwsbrief. De link werkt 7 dagen.";

export function orderConfirmationSubject(orderRef: string): string {
  return `Bevestiging van je bestelling ${orderRef}`;
}

const FAILED_WORDS: Record<"failed" | "canceled" | "expired", string> = {
  failed: "is niet gelukt",
  canceled: "is geannuleerd",
  expired: "is verlopen",
};

/**
 * The payment paragraph as sentences; `{link}` marks where the order link goes,
 * so that text and HTML say the same with their own kind of link.
 */
function paymentSentences(mail: OrderMail): string[] {
  const amount = euro(mail.grandTotalCents);
  const method = mail.paymentMethodLabel;
  switch (mail.paymentStatus) {
    case "paid":
      return [`We hebben je betaling van ${amount} (${method}) ontvangen. Dank je wel!`];
    case "failed":
    case "canceled":
    case "expired":
      return [
        `Je betaling van ${amount} (${method}) ${FAILED_WORDS[mail.paymentStatus]}. Je bestelling staat nog voor je klaar: betaal opnieuw via {link}.`,
        "Zolang we je betaling niet hebben ontvangen, versturen we je bestelling niet.",
      ];
    case "open":
    case "pending":
      switch (mail.paymentMethod) {
        case "banktransfer":
          return [
            `Je betaalt met een bankoverschrijving. Maak ${amount} binnen ${BANK_TRANSFER_DAYS} dagen over; het rekeningnummer en het betalingskenmerk vind je via {link}.`,
            "Zodra je betaling binnen is, maken we je bestelling klaar voor verzending.",
          ];
        case "pinOnDelivery":
          return [`Je betaalt ${amount} met je pinpas bij de bezorging.`];
        case "pinOnPickup":
          return [`Je betaalt ${amount} met je pinpas bij het afhalen.`];
        default:
          return mail.paymentStatus === "pending"
            ? [`Je betaling van ${amount} (${method}) wordt nog verwerkt. Is er iets misgegaan, dan kun je opnieuw betalen via {link}.`]
            : [`We hebben je betaling van ${amount} (${method}) nog niet ontvangen. Rond de betaling af via {link}.`];
      }
  }
}

function withdrawalSentences(): string[] {
  return [
    `Je hebt ${WITHDRAWAL_DAYS} dagen bedenktijd. Die gaat in op de dag nadat je de artikelen hebt ontvangen (bij levering in delen: nadat je het laatste artikel hebt ontvangen). Binnen die termijn kun je je aankoop zonder opgave van reden herroepen.`,
    "Herroep je, dan betalen we je binnen 14 dagen terug wat je hebt betaald, inclusief de standaard bezorgkosten.",
  ];
}

/** A business order: the statutory right is the consumer's (domain/checkout/withdrawal.ts). */
const BUSINESS_RETURNS = "Je hebt zakelijk besteld. Het wettelijke herroepingsrecht geldt alleen voor consumenten; wil je iets terugsturen, neem dan contact op met onze klantenservice.";

function optionText(option: { label: string; priceCents: number }): string {
  return `${option.label}: ${option.priceCents === 0 ? "gratis" : euro(option.priceCents)}`;
}

function itemTitle(item: OrderMail["items"][number]): string {
  return `${item.brandName} ${item.name}`.trim();
}

function deliveryHeading(mail: OrderMail): string {
  return mail.deliveryType === "pickUp" ? "Afhalen" : "Bezorging";
}

/** Where it goes: the pick-up point for pick-up, otherwise the customer's address. */
function addressLines(mail: OrderMail): { label: string; lines: string[] } {
  if (mail.deliveryType === "pickUp") {
    return { label: "Afhaaladres", lines: [PICK_UP_POINT.name, PICK_UP_POINT.street, `${PICK_UP_POINT.postalCode} ${PICK_UP_POINT.city}`] };
  }
  return { label: "Afleveradres", lines: mail.shippingAddress };
}

/** Under the amounts: that they include VAT, or why they do not. */
function vatSentences(mail: OrderMail): string[] {
  if (!mail.reverseChargeVatNumber) return ["Alle bedragen zijn inclusief btw."];
  return ["Alle bedragen zijn exclusief btw.", `${VAT_LABELS.reverseChargeNote}.`, `${VAT_LABELS.customerVatNumber}: ${mail.reverseChargeVatNumber}`];
}

/** The line with the amount to pay: the one marked, or else the last. */
function isGrandLine(mail: OrderMail, index: number): boolean {
  return mail.totals.some((line) => line.grand) ? mail.totals[index]!.grand === true : index === mail.totals.length - 1;
}

function customerLines(mail: OrderMail): string[] {
  return [mail.companyName, `${mail.firstName} ${mail.lastName}`.trim(), mail.emailAddress].filter((line): line is string => Boolean(line));
}

export function orderConfirmationMail(mail: OrderMail): MailContent {
  const subject = orderConfirmationSubject(mail.orderRef);
  const placedAt = formatShopMoment(mail.createdAt);
  const payment = paymentSentences(mail);
  const address = addressLines(mail);
  const pickUpNote = mail.deliveryType === "pickUp" ? PICK_UP_BRING.sentence : null;

  const text = [
    `Beste ${mail.firstName},`,
    "",
    `Bedankt voor je bestelling bij Stekker. We hebben je bestelling ${mail.orderRef} ontvangen op ${placedAt}.`,
    "",
    `Bekijk je bestelling: ${mail.orderUrl}`,
    "",
    "BETALING",
    ...payment.map((sentence) => sentence.replace("{link}", `je bestelling (${mail.orderUrl})`)),
    `Betaalmethode: ${mail.paymentMethodLabel}`,
    "",
    "JE BESTELLING",
    ...mail.items.flatMap((item) => [
      `${item.qty} × ${itemTitle(item)}: ${euro(item.unitPriceCents * item.qty)}${item.qty > 1 ? ` (${euro(item.unitPriceCents)} per stuk)` : ""}`,
      ...item.options.map((option) => `  + ${optionText(option)}`),
    ]),
    "",
    ...mail.totals.map((line) => `${line.label}: ${euro(line.cents)}`),
    ...vatSentences(mail),
    "",
    deliveryHeading(mail).toUpperCase(),
    mail.deliveryLabel,
    ...(mail.deliveryDetails ?? []),
    ...(address.lines.length > 0 ? [`${address.label}:`, ...address.lines] : []),
    ...(pickUpNote ? [pickUpNote] : []),
    "",
    "JE GEGEVENS",
    ...customerLines(mail),
    "",
    mail.withdrawalUrl ? "HERROEPINGSRECHT" : "RETOURNEREN",
    ...(mail.withdrawalUrl ? [...withdrawalSentences(), `Herroep je aankoop hier: ${mail.withdrawalUrl}`] : [BUSINESS_RETURNS]),
    "",
    ...(mail.newsletterConfirmUrl ? ["NIEUWSBRIEF", NEWSLETTER_ASK, `Bevestig je aanmelding: ${mail.newsletterConfirmUrl}`, ""] : []),
    ...SIGNATURE_TEXT,
  ].join("\n");

  const itemRows = mail.items
    .map((item) => {
      const options = item.options.map((option) => `<br><span style="color: #555555; font-size: 13px;">+ ${escapeHtml(optionText(option))}</span>`).join("");
      const each = item.qty > 1 ? `<br><span style="color: #555555; font-size: 13px;">${escapeHtml(euro(item.unitPriceCents))} per stuk</span>` : "";
      return `<tr><td style="${styles.cell}">${item.qty} ×</td><td style="${styles.cell}">${escapeHtml(itemTitle(item))}${options}</td><td style="${styles.cell} text-align: right; white-space: nowrap;">${escapeHtml(euro(item.unitPriceCents * item.qty))}${each}</td></tr>`;
    })
    .join("\n");
  const totalRows = mail.totals
    .map((line, index) => {
      const weight = isGrandLine(mail, index) ? " font-weight: bold;" : "";
      return `<tr><td colspan="2" style="${styles.cell}${weight}">${escapeHtml(line.label)}</td><td style="${styles.cell} text-align: right; white-space: nowrap;${weight}">${escapeHtml(euro(line.cents))}</td></tr>`;
    })
    .join("\n");
  const orderLink = link(mail.orderUrl, "je bestelling");

  const content = [
    title("Bedankt voor je bestelling!"),
    paragraph(`Beste ${escapeHtml(mail.firstName)},`),
    paragraph(`We hebben je bestelling <strong>${escapeHtml(mail.orderRef)}</strong> ontvangen op ${escapeHtml(placedAt)}.`),
    button(mail.orderUrl, "Bekijk je bestelling"),
    heading("Betaling"),
    ...payment.map((sentence) => paragraph(escapeHtml(sentence).replace("{link}", orderLink))),
    paragraph(`Betaalmethode: ${escapeHtml(mail.paymentMethodLabel)}`),
    heading("Je bestelling"),
    `<table width="100%" cellpadding="0" cellspacing="0" style="border-collapse: collapse;">`,
    `<caption style="text-align: left; ${styles.muted}">Artikelen in bestelling ${escapeHtml(mail.orderRef)}</caption>`,
    `<thead><tr><th scope="col" style="${styles.cell} text-align: left;">Aantal</th><th scope="col" style="${styles.cell} text-align: left;">Artikel</th><th scope="col" style="${styles.cell} text-align: right;">Prijs</th></tr></thead>`,
    `<tbody>`,
    itemRows,
    totalRows,
    `</tbody>`,
    `</table>`,
    paragraph(vatSentences(mail).map(escapeHtml).join("<br>"), styles.muted),
    heading(deliveryHeading(mail)),
    paragraph([mail.deliveryLabel, ...(mail.deliveryDetails ?? [])].map(escapeHtml).join("<br>")),
    address.lines.length > 0 ? paragraph(`${escapeHtml(address.label)}:<br>${address.lines.map(escapeHtml).join("<br>")}`) : "",
    pickUpNote ? paragraph(escapeHtml(pickUpNote)) : "",
    heading("Je gegevens"),
    paragraph(customerLines(mail).map(escapeHtml).join("<br>")),
    ...(mail.withdrawalUrl
      ? [heading("Herroepingsrecht"), ...withdrawalSentences().map((sentence) => paragraph(escapeHtml(sentence))), paragraph(link(mail.withdrawalUrl, "Herroep je aankoop hier"))]
      : [heading("Retourneren"), paragraph(escapeHtml(BUSINESS_RETURNS))]),
    ...(mail.newsletterConfirmUrl ? [heading("Nieuwsbrief"), paragraph(escapeHtml(NEWSLETTER_ASK)), button(mail.newsletterConfirmUrl, NEWSLETTER_CONFIRM_BUTTON)] : []),
  ]
    .filter(Boolean)
    .join("\n");

  return { subject, text, html: mailDocument(subject, content) };
}
