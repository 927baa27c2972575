/**
 * The mails of what happens to an order after it was placed (decisions §10:
 * "one per customer-visible change"), each a pure function of its input:
 *
 * - "je bestelling staat klaar" (`readyForPickup`): the pick-up code, the
 *   address and opening hours' place, and what to bring (config/site.ts
 *   PICK_UP_BRING); for pin at pick-up, the amount to pay at the desk.
 * - "we komen vandaag" (`outForDelivery`): the time window, the address, and
 *   for pin at the door the amount to pay.
 * - "terugbetaling" (`refunded`): the amount, whole or in part, and when it
 *   shows on the customer's account.
 * - "geannuleerd door ons" (`orderCancelledByShop`): staff cancelled the
 *   order; not the "payment did not come in time" text of the shop's own
 *   cancellation. A paid order's mail says the money comes back.
 *
 * Short mails: the order itself is one link away, and a mail that repeats the
 * whole order at every step buries the one thing it has to say.
 */
import { formatShopMoment } from "@/domain/opening-hours";
import { deliveryWindowWords } from "@/domain/orders/delivery-window";
import { formatPickUpCode } from "@/domain/orders/pick-up-code";
import { PICK_UP_BRING, PICK_UP_POINT } from "@/config/site";

import { button, escapeHtml, euro, heading, type MailContent, mailDocument, paragraph, SIGNATURE_TEXT, title } from "./mail-html";

interface NewsBase {
  orderRef: string;
  firstName: string;
  /** Absolute, signed link to the order (decisions §5). */
  orderUrl: string;
  paymentMethodLabel: string;
}

export type OrderNewsMail =
  | (NewsBase & {
      kind: "readyForPickup";
      pickUpCode: string;
      /** Set when the customer pays at the desk (pin at pick-up): the amount to pay. */
      payAtDeskCents: number | null;
    })
  | (NewsBase & {
      kind: "outForDelivery";
      /** "13:00-17:00" */
      deliveryWindow: string;
      /** The address, one line each. */
      shippingAddress: string[];
      /** Set when the customer pays at the door (pin at delivery). */
      payAtDoorCents: number | null;
    })
  | (NewsBase & {
      kind: "refunded";
      amountCents: number;
      /** Everything paid has now gone back (decisions §10: whole or in part). */
      whole: boolean;
      /** What was paid, and what has gone back in all (this refund included). */
      paidCents: number;
      refundedCents: number;
      confirmedAt: Date;
      reason: string | null;
    })
  | (NewsBase & {
      kind: "orderCancelledByShop";
      cancelledAt: Date;
      /** What was paid and comes back (a paid order), or null when nothing was paid. */
      paidCents: number | null;
      /** The money goes back through the provider by itself (an online payment), or by bank transfer (pin, transfer). */
      refundByProvider: boolean;
    });

export type OrderNewsKind = OrderNewsMail["kind"];

/** Working days a refund takes to show on the account: Mollie's word for iDEAL and cards is "a few days", up to 5 working days for a bank. */
export const REFUND_WORKING_DAYS = 5;

export function orderNewsSubject(mail: Pick<OrderNewsMail, "kind" | "orderRef"> & { whole?: boolean }): string {
  switch (mail.kind) {
    case "readyForPickup":
      return `Je bestelling ${mail.orderRef} staat klaar om af te halen`;
    case "outForDelivery":
      return `We bezorgen je bestelling ${mail.orderRef} vandaag`;
    case "refunded":
      return mail.whole ? `We hebben je bestelling ${mail.orderRef} terugbetaald` : `Terugbetaling voor je bestelling ${mail.orderRef}`;
    case "orderCancelledByShop":
      return `Je bestelling ${mail.orderRef} is geannuleerd`;
  }
}

const TITLES: Record<OrderNewsKind, string> = {
  readyForPickup: "Je bestelling staat klaar!",
  outForDelivery: "We komen vandaag",
  refunded: "Je krijgt geld terug",
  orderCancelledByShop: "Je bestelling is geannuleerd",
};

interface Section {
  heading: string | null;
  lines: string[];
}

function sections(mail: OrderNewsMail): Section[] {
  switch (mail.kind) {
    case "readyForPickup":
      return [
        { heading: null, lines: [`Goed nieuws: je bestelling ${mail.orderRef} staat voor je klaar bij ${PICK_UP_POINT.name}.`] },
        { heading: "Je afhaalcode", lines: [formatPickUpCode(mail.pickUpCode), "Noem deze code aan de balie; dan weten we meteen welke bestelling van jou is."] },
        { heading: "Afhaaladres", lines: [PICK_UP_POINT.name, PICK_UP_POINT.street, `${PICK_UP_POINT.postalCode} ${PICK_UP_POINT.city}`] },
        {
          heading: "Neem mee",
          lines: [
            `Je afhaalcode ${formatPickUpCode(mail.pickUpCode)} of ${PICK_UP_BRING.items[0]}.`,
            `${capitalise(PICK_UP_BRING.items[1]!)}.`,
            ...(mail.payAtDeskCents !== null ? [`Je pinpas: je betaalt ${euro(mail.payAtDeskCents)} aan de balie.`] : []),
            PICK_UP_BRING.someoneElse,
          ],
        },
      ];
    case "outForDelivery":
      return [
        { heading: null, lines: [`Je bestelling ${mail.orderRef} is onderweg. We komen vandaag ${deliveryWindowWords(mail.deliveryWindow)}.`] },
        { heading: "Afleveradres", lines: mail.shippingAddress },
        {
          heading: "Wat kun je doen?",
          lines: [
            "Zorg dat er iemand thuis is en dat de plek waar het apparaat komt vrij is.",
            ...(mail.payAtDoorCents !== null ? [`Je betaalt ${euro(mail.payAtDoorCents)} met je pinpas aan de deur.`] : []),
            "Ben je er toch niet? Bel ons, dan plannen we een nieuwe dag.",
          ],
        },
      ];
    case "refunded": {
      const what = mail.whole
        ? `We hebben het hele bedrag van je bestelling ${mail.orderRef} terugbetaald: ${euro(mail.amountCents)}.`
        : `We hebben ${euro(mail.amountCents)} van je bestelling ${mail.orderRef} terugbetaald.`;
      return [
        { heading: null, lines: [what, ...(mail.reason ? [`Reden: ${mail.reason}`] : [])] },
        {
          heading: "Wanneer staat het op je rekening?",
          lines: [
            `Het bedrag gaat terug naar de rekening of kaart waarmee je betaalde (${mail.paymentMethodLabel}). Meestal zie je het binnen ${REFUND_WORKING_DAYS} werkdagen; bij een creditcard kan het tot het volgende rekeningoverzicht duren.`,
          ],
        },
        {
          heading: "Overzicht",
          lines: [`Betaald: ${euro(mail.paidCents)}`, `Terugbetaald, in totaal: ${euro(mail.refundedCents)}`, ...(mail.whole ? [] : [`Blijft betaald: ${euro(mail.paidCents - mail.refundedCents)}`])],
        },
      ];
    }
    case "orderCancelledByShop": {
      const money =
        mail.paidCents === null
          ? ["Je hebt nog niets betaald, en je hoeft ook niets meer te betalen."]
          : mail.refundByProvider
            ? [`Je krijgt het betaalde bedrag van ${euro(mail.paidCents)} terug op de rekening of kaart waarmee je betaalde (${mail.paymentMethodLabel}). Zodra de terugbetaling is verwerkt, krijg je daarvan een aparte e-mail.`]
            : [`Je krijgt het betaalde bedrag van ${euro(mail.paidCents)} binnen 14 dagen van ons terug. We nemen contact met je op voor het rekeningnummer als we dat nog niet hebben.`];
      return [
        { heading: null, lines: [`We hebben je bestelling ${mail.orderRef} geannuleerd op ${formatShopMoment(mail.cancelledAt)}. We bezorgen deze bestelling niet en zetten haar niet meer voor je klaar.`] },
        { heading: "Je geld", lines: money },
        { heading: "Vragen?", lines: ["Heb je hierover met ons gesproken, dan weet je waarom. Zo niet, of klopt er iets niet, bel ons dan: we leggen het je graag uit."] },
      ];
    }
  }
}

export function orderNewsMail(mail: OrderNewsMail): MailContent {
  const subject = orderNewsSubject(mail);
  const parts = sections(mail);
  const text = [
    `Beste ${mail.firstName},`,
    "",
    ...parts.flatMap((section) => [...(section.heading ? [section.heading.toUpperCase()] : []), ...section.lines, ""]),
    `Bekijk je bestelling: ${mail.orderUrl}`,
    "",
    ...SIGNATURE_TEXT,
  ].join("\n");
  const content = [
    title(TITLES[mail.kind]),
    paragraph(`Beste ${escapeHtml(mail.firstName)},`),
    ...parts.flatMap((section) => [
      section.heading ? heading(section.heading) : "",
      ...section.lines.map((line, index) =>
        // The code itself large and spaced, so it can be read out at the desk from a phone.
        mail.kind === "readyForPickup" && section.heading === "Je afhaalcode" && index === 0
          ? paragraph(`<strong style="font-size: 28px; letter-spacing: 4px;">${escapeHtml(line)}</strong>`)
          : paragraph(escapeHtml(line)),
      ),
    ]),
    button(mail.orderUrl, "Bekijk je bestelling"),
  ]
    .filter(Boolean)
    .join("\n");
  return { subject, text, html: mailDocument(subject, content) };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
