/**
 * The timestamped confirmation of a withdrawal (decisions §7, the withdrawal
 * function required since 19 June 2026): the customer's proof of when the shop
 * received it, in Amsterdam time whatever the server's clock zone, and what
 * happens next. A pure function of its input.
 */
import { formatShopMoment } from "@/domain/opening-hours";
import { button, euro, escapeHtml, heading, link, type MailContent, mailDocument, paragraph, SIGNATURE_TEXT, title } from "./mail-html";

export interface WithdrawalMail {
  orderRef: string;
  firstName: string;
  emailAddress: string;
  /** When the shop received the withdrawal. */
  withdrawnAt: Date;
  items: { name: string; qty: number }[];
  /** Absolute, signed link to the order. */
  orderUrl: string;
  /**
   * Whether the goods may already be with the customer (the day of receipt has
   * come, domain/orders/order-state.ts). Before that nothing was delivered, and
   * the mail asks nothing to be sent back.
   */
  mayHaveReceived: boolean;
  pickUp: boolean;
  /** What was paid, to be refunded; null when nothing was paid yet. */
  paidCents: number | null;
  /** A bank transfer not made yet must not be made any more. */
  paymentMethod: string;
}

export function withdrawalConfirmationSubject(orderRef: string): string {
  return `Bevestiging van je herroeping voor bestelling ${orderRef}`;
}

/** Where the return conditions are, on the same shop as the order link. */
function returnsPageUrl(orderUrl: string): string {
  return new URL("/klantenservice/annuleren-retourneren/", orderUrl).href;
}

/**
 * Rule: what happens after a withdrawal. The steps follow the law on distance
 * sales (Burgerlijk Wetboek 6:230r and 6:230s): goods received go back within
 * 14 days, and the shop refunds within 14 days of the withdrawal, and may wait
 * until the goods are back or shown to be sent. Goods not delivered yet are
 * simply not delivered: nothing to send back, nothing to wait for.
 */
export function withdrawalNextSteps(mail: Pick<WithdrawalMail, "mayHaveReceived" | "pickUp" | "paidCents" | "paymentMethod">): string[] {
  const refund =
    mail.paidCents === null
      ? mail.paymentMethod === "banktransfer"
        ? "Je hebt nog niet betaald: maak het bedrag niet meer over. Je hoeft niets te betalen."
        : "Je hebt nog niet betaald en hoeft ook niets te betalen."
      : null;
  if (!mail.mayHaveReceived) {
    return [
      mail.pickUp ? "Je bestelling was nog niet opgehaald: we zetten haar niet meer voor je klaar, en je hoeft niets terug te brengen." : "Je bestelling was nog niet bezorgd: we bezorgen haar niet, en je hoeft niets terug te sturen.",
      refund ?? `We betalen je de ${euro(mail.paidCents!)} die je hebt betaald binnen 14 dagen terug, op dezelfde manier als je hebt betaald.`,
    ];
  }
  return [
    ...(mail.pickUp ? ["Heb je je bestelling nog niet opgehaald? Dan hoef je niets te doen: we zetten haar niet meer voor je klaar."] : []),
    "Heb je de artikelen al? Dan nemen we contact met je op om het terugsturen of ophalen af te spreken.",
    "Stuur de artikelen binnen 14 dagen na vandaag terug, of geef ze mee als we ze komen ophalen. Gebruik ze zo min mogelijk en bewaar zo mogelijk de verpakking.",
    refund ??
      `We betalen je de ${euro(mail.paidCents!)} die je hebt betaald binnen 14 dagen na ontvangst van je herroeping terug, inclusief de standaard bezorgkosten, op dezelfde manier als je hebt betaald. We mogen daarmee wachten tot we de artikelen terug hebben of tot je hebt laten zien dat je ze hebt teruggestuurd.`,
  ];
}

export function withdrawalConfirmationMail(mail: WithdrawalMail): MailContent {
  const subject = withdrawalConfirmationSubject(mail.orderRef);
  const receivedAt = formatShopMoment(mail.withdrawnAt);
  const returnsUrl = returnsPageUrl(mail.orderUrl);
  const received = `We hebben je herroeping voor bestelling ${mail.orderRef} ontvangen op ${receivedAt}.`;
  const keep = "Bewaar deze e-mail als bewijs van het moment waarop je hebt herroepen.";
  const nextSteps = withdrawalNextSteps(mail);

  const text = [
    `Beste ${mail.firstName},`,
    "",
    received,
    "",
    "Je herroeping gaat over:",
    ...mail.items.map((item) => `- ${item.qty} × ${item.name}`),
    "",
    "WAT GEBEURT ER NU?",
    ...nextSteps.map((step, index) => `${index + 1}. ${step}`),
    "",
    ...(mail.mayHaveReceived ? [`Lees meer over terugsturen: ${returnsUrl}`] : []),
    `Bekijk je bestelling: ${mail.orderUrl}`,
    "",
    keep,
    "",
    ...SIGNATURE_TEXT,
  ].join("\n");

  const content = [
    title("Je herroeping is ontvangen"),
    paragraph(`Beste ${escapeHtml(mail.firstName)},`),
    paragraph(`We hebben je herroeping voor bestelling <strong>${escapeHtml(mail.orderRef)}</strong> ontvangen op <strong>${escapeHtml(receivedAt)}</strong>.`),
    paragraph("Je herroeping gaat over:"),
    `<ul style="margin: 0 0 12px; padding-left: 20px; font-size: 15px; line-height: 1.5; color: #1a1a1a; font-family: Arial, Helvetica, sans-serif;">`,
    ...mail.items.map((item) => `<li>${item.qty} × ${escapeHtml(item.name)}</li>`),
    "</ul>",
    heading("Wat gebeurt er nu?"),
    `<ol style="margin: 0 0 12px; padding-left: 20px; font-size: 15px; line-height: 1.5; color: #1a1a1a; font-family: Arial, Helvetica, sans-serif;">`,
    ...nextSteps.map((step) => `<li style="margin-bottom: 6px;">${escapeHtml(step)}</li>`),
    "</ol>",
    mail.mayHaveReceived ? paragraph(link(returnsUrl, "Lees meer over terugsturen")) : "",
    button(mail.orderUrl, "Bekijk je bestelling"),
    paragraph(escapeHtml(keep)),
  ]
    .filter(Boolean)
    .join("\n");

  return { subject, text, html: mailDocument(subject, content) };
}
