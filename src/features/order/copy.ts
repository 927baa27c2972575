import { PICK_UP_BRING, PICK_UP_POINT } from "@/config/site";
import { BANK_TRANSFER_DAYS } from "@/domain/cart/payment-methods";
import type { OrderState } from "@/domain/orders/order-state";

const PAYMENT_OUTCOME: Record<string, string> = { failed: "is niet gelukt" };

/** The Dutch copy of the order pages, in one place so that a French (fr-BE) translation can follow (decisions §8). */
export const ORDER_COPY = {
  /** The discount line of an order placed from a quote (issue 22). */
  quoteDiscount: (quoteId: string) => `Offertekorting (offerte ${quoteId})`,
  title: (orderRef: string) => `Bestelling ${orderRef}`,
  thanks: (firstName: string) => `Bedankt voor je bestelling, ${firstName}!`,
  /**
   * The page's title by the order's state: thanks only for an order that is
   * going ahead and was just placed; a payment that failed or an order that is
   * gone says so first (issue 19).
   */
  stateTitle: { paymentFailed: "Je betaling is niet gelukt", awaitingPayment: "We wachten op je betaling", cancelled: "Je bestelling is geannuleerd", withdrawn: "Je hebt deze bestelling herroepen" } as Partial<Record<OrderState, string>>,
  /** Which mail the customer gets, or got, by the order's state (decisions §10). */
  mailNote: (state: OrderState, email: string): string | null => {
    switch (state) {
      case "paid":
      case "payLater":
        return `Je krijgt de bevestiging van je bestelling per e-mail op ${email}.`;
      case "awaitingPayment":
      case "paymentFailed":
        return `Zodra je betaling binnen is, sturen we de bevestiging naar ${email}.`;
      case "cancelled":
        return `Je krijgt hierover een e-mail op ${email}.`;
      case "withdrawn":
        return `De bevestiging van je herroeping staat in je mailbox (${email}).`;
    }
  },
  /** The banner under the title: where the order stands and what happens next. */
  stateLead: (state: OrderState, facts: { paymentStatus: string; method: string; deadline: string | null; moment: string | null; received: boolean; pickUp: boolean; paid: boolean }): string | null => {
    const until = facts.deadline ? ` tot ${facts.deadline}` : "";
    switch (state) {
      case "paymentFailed":
        return `Je betaling met ${facts.method} ${PAYMENT_OUTCOME[facts.paymentStatus] ?? "is niet gelukt"}. We houden je bestelling${until} voor je vast: betaal alsnog, eventueel met een andere bank of kaart. Betaal je niet, dan annuleren we je bestelling en wordt er niets afgeschreven.`;
      case "awaitingPayment":
        return `We hebben je betaling met ${facts.method} nog niet binnen. Heb je al betaald? Dan zie je het hier binnen een paar minuten. Nog niet betaald? Rond de betaling ${facts.deadline ? `uiterlijk ${facts.deadline} ` : ""}af, anders annuleren we je bestelling.`;
      case "cancelled":
        return `We hebben je betaling niet op tijd ontvangen en je bestelling daarom geannuleerd${facts.moment ? ` op ${facts.moment}` : ""}. Er is niets afgeschreven en je hoeft niets te doen. Wil je de artikelen toch? Bestel ze dan opnieuw.`;
      case "withdrawn": {
        const goods = !facts.received
          ? facts.pickUp
            ? "We zetten je bestelling niet meer voor je klaar; je hoeft niets terug te brengen."
            : "We bezorgen je bestelling niet; je hoeft niets terug te sturen."
          : "Heb je de artikelen al? Dan nemen we contact met je op om het terugsturen of ophalen af te spreken.";
        const money = facts.paid ? " Je krijgt het betaalde bedrag binnen 14 dagen terug." : " Je hoeft niets te betalen.";
        return `Je hebt deze aankoop herroepen${facts.moment ? ` op ${facts.moment}` : ""}. ${goods}${money}`;
      }
      default:
        return null;
    }
  },
  /** Decisions §10: what the customer's mails said, on the page too. */
  readyForPickup: "Je bestelling staat klaar om af te halen.",
  pickUpCode: "Je afhaalcode",
  pickUpCodeHint: "Noem deze code aan de balie.",
  outForDelivery: (window: string | null) => (window ? `Je bestelling is onderweg. We komen vandaag ${window}.` : "Je bestelling is onderweg."),
  refundsTitle: "Terugbetalingen",
  refundLine: (amount: string, done: boolean, moment: string | null) =>
    done ? `${amount} terugbetaald${moment ? ` op ${moment}` : ""}; je ziet het binnen enkele werkdagen op je rekening.` : `${amount} wordt terugbetaald.`,
  payAgain: "Betaal alsnog",
  orderAgain: "Opnieuw bestellen",
  /** The delivery section of an order that is not (yet) coming: the choice, but no promise. */
  deliveryChosen: "Je koos",
  deliveryAfterPayment: "Pas als je betaling binnen is, staat deze bezorgdag vast.",
  pickUpAfterPayment: "Pas als je betaling binnen is, zetten we je bestelling voor je klaar.",
  notDelivered: "Deze bestelling wordt niet bezorgd.",
  notPickedUp: "Deze bestelling wordt niet voor je klaargezet.",
  takeBack: "Oud apparaat meenemen",
  orderNumber: "Bestelnummer",
  placedOn: "Besteld op",
  payment: "Betaling",
  /** The chip: the order's state where it is no longer about paying, else the payment's status. */
  orderStatus: { cancelled: "Geannuleerd", withdrawn: "Herroepen" } as Partial<Record<OrderState, string>>,
  status: {
    open: "Wacht op betaling",
    pending: "Betaling volgt",
    paid: "Betaald",
    failed: "Betaling mislukt",
    canceled: "Betaling geannuleerd",
    expired: "Betaling verlopen",
    refunded: "Terugbetaald",
    partiallyRefunded: "Deels terugbetaald",
  } as Record<string, string>,
  pendingExplanation: {
    banktransfer: `Maak het totaalbedrag binnen ${BANK_TRANSFER_DAYS} dagen over met het betalingskenmerk van je betaalpagina. We versturen je bestelling zodra je betaling binnen is.`,
    pinOnDelivery: "Je betaalt met je pinpas als we je bestelling bezorgen.",
    pinOnPickup: "Je betaalt met je pinpas als je je bestelling afhaalt.",
  } as Record<string, string>,
  retry: "Betaal alsnog",
  paymentDetails: "Bekijk rekeningnummer en betalingskenmerk",
  invoiceDownload: "Download factuur (pdf)",
  invoiceNumber: (invoiceNumber: string) => `Factuurnummer ${invoiceNumber}`,
  retrying: "Even geduld…",
  retryFailed: "Betalen kon nu niet worden gestart. Probeer het over een paar minuten opnieuw.",
  delivery: "Bezorging",
  pickUpTitle: "Afhalen",
  pickUp: `Zelf afhalen in ${PICK_UP_POINT.city}`,
  pickUpAddress: "Afhaaladres",
  pickUpHours: "Openingstijden afhaalcentrum",
  pickUpBring: PICK_UP_BRING.sentence,
  floor: "Verdieping",
  shippingAddress: "Bezorgadres",
  invoiceAddress: "Factuuradres",
  countries: { NL: "Nederland", BE: "België" } as Record<string, string>,
  items: "Artikelen",
  quantity: (qty: number) => `${qty} ×`,
  options: { assembly: "met installatie", extraService: "met extra service", extraWarranty: "met extra garantie", pickUpDiscount: "zelf afhalen" } as Record<string, string>,
  totals: "Totaal",
  itemsTotal: (count: number) => `Artikelen (${count})`,
  nextTitle: "Wat gebeurt er nu?",
  /** What happens next, by the order's state; only a pick-up order is ever "klaar" at the pick-up point. */
  nextSteps: (state: OrderState, pickUp: boolean, phone: string): string[] => {
    const ask = `Vragen? Bel de klantenservice op ${phone}, ook 's avonds.`;
    const coming = pickUp
      ? `We mailen je zodra je bestelling klaarstaat in ons afhaalcentrum in Zoeterwoude. ${PICK_UP_BRING.sentence}`
      : "De dag voor de bezorging krijg je per e-mail en sms een tijdvak van 2 uur.";
    switch (state) {
      case "paid":
        return ["We hebben je betaling ontvangen en maken je bestelling klaar.", coming, ask];
      case "payLater":
        return ["Je krijgt de bevestiging van je bestelling per e-mail, met een link naar deze pagina.", coming, ask];
      case "awaitingPayment":
      case "paymentFailed":
        return ["Rond de betaling af; pas dan is je bestelling definitief.", "Zodra je betaling binnen is, krijg je een bevestiging per e-mail en plannen we je bestelling in.", ask];
      case "cancelled":
        return ["Je bestelling is geannuleerd; er is niets afgeschreven.", "Wil je de artikelen toch? Bestel ze opnieuw in de winkel.", ask];
      case "withdrawn":
        return ["Je krijgt een bevestiging van je herroeping per e-mail.", "Heb je al betaald, dan betalen we je binnen 14 dagen terug.", ask];
    }
  },
  withdrawalTitle: "Herroepingsrecht",
  withdrawalText: (deadline: string | null) =>
    deadline
      ? `Je mag je aankoop zonder opgave van reden herroepen tot en met ${deadline} (14 dagen na ontvangst).`
      : "Je mag je aankoop zonder opgave van reden herroepen tot 14 dagen na ontvangst.",
  /** A business order: the statutory right of withdrawal is the consumer's (domain/checkout/withdrawal.ts). */
  /** `phone`: customer service's number for the order's country. */
  withdrawalBusiness: (phone: string) =>
    `Je hebt zakelijk besteld. Het wettelijke herroepingsrecht geldt alleen voor consumenten; wil je iets terugsturen, bel dan de klantenservice op ${phone}.`,
  returnsTitle: "Retourneren",
  withdrawalLink: "Herroep je aankoop hier",
  withdrawn: (moment: string) => `Herroepen op ${moment}. We hebben je een bevestiging gemaild.`,
  withdrawalClosed: "De bedenktermijn van deze bestelling is voorbij.",
  continueShopping: "Verder winkelen",
} as const;

export const WITHDRAWAL_COPY = {
  title: (orderRef: string) => `Aankoop herroepen – bestelling ${orderRef}`,
  intro:
    "Je hebt 14 dagen bedenktijd. Herroep je je aankoop, dan bezorgen we niets wat nog niet bezorgd is; heb je de artikelen al, dan spreken we af hoe ze terugkomen. Wat je hebt betaald, krijg je binnen 14 dagen terug.",
  confirmQuestion: "Weet je zeker dat je deze aankoop wilt herroepen?",
  confirm: "Ja, herroep mijn aankoop",
  cancel: "Nee, terug naar mijn bestelling",
  sending: "Je herroeping wordt verstuurd…",
  done: (moment: string) => `Je herroeping is ontvangen op ${moment}.`,
  doneMail: "Je krijgt hiervan een bevestiging per e-mail.",
  failed: "Je herroeping kon niet worden verstuurd. Probeer het opnieuw of bel de klantenservice.",
  closed: "De bedenktermijn van deze bestelling is voorbij. Neem contact op met de klantenservice.",
  /** A cancelled order was never delivered nor paid: there is nothing to withdraw. */
  cancelled: "Deze bestelling is geannuleerd omdat de betaling niet op tijd binnen was. Er valt niets te herroepen en er is niets afgeschreven.",
  business: (phone: string) =>
    `Je hebt zakelijk besteld. Het wettelijke herroepingsrecht geldt alleen voor consumenten; wil je iets terugsturen, bel dan de klantenservice op ${phone}.`,
} as const;
