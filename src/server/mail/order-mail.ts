/**
 * The mails of an order's moments (decisions §10), each a pure function of its
 * input so that it can be tested and shown again without sending anything:
 *
 * - "bestelling ontvangen" (`orderReceived`): placed with a payment made later
 *   (bank transfer, pin at delivery or pick-up); how and by when to pay.
 * - "betaling ontvangen" (`paymentReceived`): an online payment is in. For a
 *   payment on the spot (iDEAL, Bancontact, card) it is the first mail, so it
 *   carries the whole order; it is never sent before the payment is in.
 * - "bestelling geannuleerd" (`orderCancelled`): the payment did not come in
 *   time. No thanks, no delivery promise, nothing to withdraw; what was
 *   cancelled, that nothing was charged, and how to order again.
 *
 * The order mails show every choice the customer made: each item with its
 * options (installation, extra service, extra warranty), the delivery day or
 * week or pick-up, floor and lift, and the take-back of the old appliance; and,
 * where it applies, the 14-day right of withdrawal with the "Herroep je
 * aankoop hier" link the law asks for since 19 June 2026 (decisions §7).
 * Amounts include VAT, or exclude it with the note and VAT number an invoice
 * needs under reverse charge (decisions §1).
 */
import { formatShopMoment } from "@/domain/opening-hours";
import { BANK_TRANSFER_DAYS, type PaymentMethod } from "@/domain/cart/payment-methods";
import { VAT_LABELS } from "@/domain/cart/total-lines";
import { WITHDRAWAL_DAYS } from "@/domain/checkout/withdrawal";
import type { OrderMailKind } from "@/domain/orders/order-state";
import type { PaymentStatus } from "@/domain/orders/order-status";
import { PICK_UP_BRING, PICK_UP_POINT, SITE_NAME } from "@/config/site";

import { NEWSLETTER_CONFIRM_BUTTON } from "./newsletter-mails";
import { button, escapeHtml, euro, heading, link, type MailContent, mailDocument, paragraph, SIGNATURE_TEXT, styles, title } from "./mail-html";

export type MailPaymentStatus = PaymentStatus;
export type MailDeliveryType = "default" | "extraService" | "assembly" | "pickUp";
/** The kinds this template writes; the withdrawal has its own (withdrawal-confirmation-mail.ts). */
export type OrderMailTemplateKind = Exclude<OrderMailKind, "withdrawalReceived">;

export interface OrderMail {
  kind: OrderMailTemplateKind;
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
  /** The method's id, for the words that depend on it (transfer within 12 days, pay by card at the door). */
  paymentMethod: PaymentMethod;
  paymentStatus: MailPaymentStatus;
  /** When the payment came in (`paymentReceived`). */
  paidAt?: Date | null;
  /** When the order was cancelled (`orderCancelled`). */
  cancelledAt?: Date | null;
  deliveryType: MailDeliveryType;
  /** "Bezorging op dinsdag 24 november 2026" or "Af te halen vanaf …" (domain/checkout/order-delivery.ts). */
  deliveryLabel: string;
  /** Further lines about the delivery: floor and lift, the take-back of the old appliance. */
  deliveryDetails?: string[];
  /** The address, one line each. */
  shippingAddress: string[];
  /** Absolute, signed link to the order (decisions §5). */
  orderUrl: string;
  /** The withdrawal function's link; null for a business order, which has no statutory right of withdrawal. */
  withdrawalUrl: string | null;
  /**
   * The customer ticked the newsletter when ordering: the link that confirms it
   * (double opt-in), in the order's first mail rather than a mail of its own.
   */
  newsletterConfirmUrl?: string | null;
}

const NEWSLETTER_ASK = "Je hebt gevraagd om onze nieuwsbrief. Bevestig dat met één klik; zonder bevestiging sturen we je geen nieuwsbrief. De link werkt 7 dagen.";

/** Rule: each moment's subject names the order and what happened, so that the inbox alone tells the story. */
export function orderMailSubject(kind: OrderMailTemplateKind, orderRef: string): string {
  switch (kind) {
    case "orderReceived":
      return `We hebben je bestelling ${orderRef} ontvangen`;
    case "paymentReceived":
      return `Betaling ontvangen voor je bestelling ${orderRef}`;
    case "orderCancelled":
      return `Je bestelling ${orderRef} is geannuleerd`;
  }
}

/** What went wrong with the payment, by the order's payment status; an expired term says "niet op tijd ontvangen". */
const PAYMENT_FAILED_WORDS: Partial<Record<PaymentStatus, string>> = {
  failed: "is niet gelukt",
};

/** `{link}` marks where the order link goes, so that text and HTML say the same with their own kind of link. */
function introSentences(mail: OrderMail): string[] {
  const placedAt = formatShopMoment(mail.createdAt);
  const amount = euro(mail.grandTotalCents);
  switch (mail.kind) {
    case "orderReceived":
      return [`Bedankt voor je bestelling bij ${SITE_NAME}. We hebben je bestelling ${mail.orderRef} ontvangen op ${placedAt}.`];
    case "paymentReceived": {
      const paidAt = formatShopMoment(mail.paidAt ?? mail.createdAt);
      return mail.paymentMethod === "banktransfer"
        ? [`We hebben je overschrijving van ${amount} voor bestelling ${mail.orderRef} ontvangen op ${paidAt}. Dank je wel! We maken je bestelling nu klaar.`]
        : [`Bedankt voor je bestelling bij ${SITE_NAME}. We hebben je bestelling ${mail.orderRef} ontvangen op ${placedAt} en je betaling van ${amount} (${mail.paymentMethodLabel}) op ${paidAt}.`];
    }
    case "orderCancelled": {
      const why = PAYMENT_FAILED_WORDS[mail.paymentStatus];
      const payment = why ? `Je betaling van ${amount} (${mail.paymentMethodLabel}) ${why}` : `We hebben je betaling van ${amount} (${mail.paymentMethodLabel}) niet op tijd ontvangen`;
      return [
        `${payment}, en er is niet opnieuw betaald. Daarom hebben we je bestelling ${mail.orderRef} van ${placedAt} geannuleerd${mail.cancelledAt ? ` op ${formatShopMoment(mail.cancelledAt)}` : ""}.`,
      ];
    }
  }
}

/** The payment paragraph of an order still to be delivered. */
function paymentSentences(mail: OrderMail): string[] {
  const amount = euro(mail.grandTotalCents);
  if (mail.kind === "paymentReceived" || mail.paymentStatus === "paid") {
    return [`Betaald: ${amount} met ${mail.paymentMethodLabel}${mail.paidAt ? ` op ${formatShopMoment(mail.paidAt)}` : ""}.`];
  }
  switch (mail.paymentMethod) {
    case "banktransfer":
      return [
        `Maak ${amount} binnen ${BANK_TRANSFER_DAYS} dagen over; het rekeningnummer en het betalingskenmerk vind je via {link}.`,
        "Zodra je betaling binnen is, krijg je een bevestiging per e-mail en maken we je bestelling klaar.",
      ];
    case "pinOnDelivery":
      return [`Je betaalt ${amount} met je pinpas bij de bezorging.`];
    case "pinOnPickup":
      return [`Je betaalt ${amount} met je pinpas bij het afhalen.`];
    default:
      return [`Je betaalt ${amount} met ${mail.paymentMethodLabel}.`];
  }
}

/** What a cancelled order means for the customer's money and what they can do. */
function cancelledSentences(mail: OrderMail): string[] {
  return [
    mail.paymentMethod === "banktransfer"
      ? "Je hoeft niets meer over te maken. Heb je het bedrag toch al overgemaakt, bel ons dan: we betalen het je binnen 14 dagen terug."
      : "Er is niets van je rekening afgeschreven, en je hoeft niets te doen.",
    "We bezorgen deze bestelling niet en houden de artikelen niet langer voor je apart.",
    "Wil je de artikelen toch hebben? Bestel ze dan opnieuw in onze winkel; prijs, voorraad en bezorgdag kunnen inmiddels anders zijn.",
  ];
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

const MAIL_TITLES: Record<OrderMailTemplateKind, string> = {
  orderReceived: "Bedankt voor je bestelling!",
  paymentReceived: "Bedankt, je betaling is binnen!",
  orderCancelled: "Je bestelling is geannuleerd",
};

/** A section of the mail: a heading and its lines, written once for text and HTML. */
interface Section {
  heading: string;
  /** Sentences; `{link}` becomes the order link. */
  lines: string[];
  /** Raw HTML after the lines (tables, buttons), with its text counterpart. */
  html?: string;
  text?: string[];
}

export function orderMail(mail: OrderMail): MailContent {
  const subject = orderMailSubject(mail.kind, mail.orderRef);
  const cancelled = mail.kind === "orderCancelled";
  const address = addressLines(mail);
  const shopUrl = new URL("/", mail.orderUrl).href;

  const itemsText = [
    ...mail.items.flatMap((item) => [
      `${item.qty} × ${itemTitle(item)}: ${euro(item.unitPriceCents * item.qty)}${item.qty > 1 ? ` (${euro(item.unitPriceCents)} per stuk)` : ""}`,
      ...item.options.map((option) => `  + ${optionText(option)}`),
    ]),
    "",
    ...mail.totals.map((line) => `${line.label}: ${euro(line.cents)}`),
    ...vatSentences(mail),
  ];
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
  const itemsHtml = [
    `<table width="100%" cellpadding="0" cellspacing="0" style="border-collapse: collapse;">`,
    `<caption style="text-align: left; ${styles.muted}">Artikelen in bestelling ${escapeHtml(mail.orderRef)}</caption>`,
    `<thead><tr><th scope="col" style="${styles.cell} text-align: left;">Aantal</th><th scope="col" style="${styles.cell} text-align: left;">Artikel</th><th scope="col" style="${styles.cell} text-align: right;">Prijs</th></tr></thead>`,
    `<tbody>`,
    itemRows,
    totalRows,
    `</tbody>`,
    `</table>`,
    paragraph(vatSentences(mail).map(escapeHtml).join("<br>"), styles.muted),
  ].join("\n");

  const sections: Section[] = cancelled
    ? [
        { heading: "Wat betekent dit voor jou?", lines: cancelledSentences(mail), html: button(shopUrl, "Naar de winkel"), text: [`Naar de winkel: ${shopUrl}`] },
        { heading: "Geannuleerde artikelen", lines: [], html: itemsHtml, text: itemsText },
      ]
    : [
        { heading: "Betaling", lines: [...paymentSentences(mail), `Betaalmethode: ${mail.paymentMethodLabel}`] },
        { heading: "Je bestelling", lines: [], html: itemsHtml, text: itemsText },
        {
          heading: mail.deliveryType === "pickUp" ? "Afhalen" : "Bezorging",
          lines: [
            // A transfer still to make holds no day yet.
            mail.kind === "orderReceived" && mail.paymentMethod === "banktransfer" ? `Je koos: ${mail.deliveryLabel}. Pas als je betaling binnen is, staat dit vast.` : mail.deliveryLabel,
            ...(mail.deliveryDetails ?? []),
            ...(address.lines.length > 0 ? [`${address.label}: ${address.lines.join(", ")}`] : []),
            ...(mail.deliveryType === "pickUp" ? [PICK_UP_BRING.sentence] : []),
          ],
        },
        { heading: "Je gegevens", lines: customerLines(mail) },
        mail.withdrawalUrl
          ? { heading: "Herroepingsrecht", lines: withdrawalSentences(), html: paragraph(link(mail.withdrawalUrl, "Herroep je aankoop hier")), text: [`Herroep je aankoop hier: ${mail.withdrawalUrl}`] }
          : { heading: "Retourneren", lines: [BUSINESS_RETURNS] },
      ];
  if (mail.newsletterConfirmUrl && !cancelled) {
    sections.push({ heading: "Nieuwsbrief", lines: [NEWSLETTER_ASK], html: button(mail.newsletterConfirmUrl, NEWSLETTER_CONFIRM_BUTTON), text: [`Bevestig je aanmelding: ${mail.newsletterConfirmUrl}`] });
  }

  const textLink = `je bestelling (${mail.orderUrl})`;
  const text = [
    `Beste ${mail.firstName},`,
    "",
    ...introSentences(mail),
    "",
    `Bekijk je bestelling: ${mail.orderUrl}`,
    "",
    ...sections.flatMap((section) => [section.heading.toUpperCase(), ...section.lines.map((line) => line.replace("{link}", textLink)), ...(section.text ?? []), ""]),
    ...SIGNATURE_TEXT,
  ].join("\n");

  const orderLink = link(mail.orderUrl, "je bestelling");
  const content = [
    title(MAIL_TITLES[mail.kind]),
    paragraph(`Beste ${escapeHtml(mail.firstName)},`),
    ...introSentences(mail).map((sentence) => paragraph(escapeHtml(sentence))),
    button(mail.orderUrl, "Bekijk je bestelling"),
    ...sections.flatMap((section) => [heading(section.heading), ...section.lines.map((line) => paragraph(escapeHtml(line).replace("{link}", orderLink))), section.html ?? ""]),
  ]
    .filter(Boolean)
    .join("\n");

  return { subject, text, html: mailDocument(subject, content) };
}
