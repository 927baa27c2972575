import { CUSTOMER_SERVICE_PHONE, PICK_UP_BRING, PICK_UP_POINT } from "@/config/site";
import { BANK_TRANSFER_DAYS } from "@/domain/cart/payment-methods";

/** The Dutch copy of the order pages, in one place so that a French (fr-BE) translation can follow (decisions §8). */
export const ORDER_COPY = {
  title: (orderRef: string) => `Bestelling ${orderRef}`,
  thanks: (firstName: string) => `Bedankt voor je bestelling, ${firstName}!`,
  mailSent: (email: string) => `We hebben een bevestiging gestuurd naar ${email}.`,
  orderNumber: "Bestelnummer",
  placedOn: "Besteld op",
  payment: "Betaling",
  status: {
    open: "Wacht op betaling",
    pending: "Betaling volgt",
    paid: "Betaald",
    failed: "Betaling mislukt",
    canceled: "Betaling geannuleerd",
    expired: "Betaling verlopen",
  } as Record<string, string>,
  pendingExplanation: {
    banktransfer: `Maak het totaalbedrag binnen ${BANK_TRANSFER_DAYS} dagen over met het betalingskenmerk van je betaalpagina. We versturen je bestelling zodra je betaling binnen is.`,
    pinOnDelivery: "Je betaalt met je pinpas als we je bestelling bezorgen.",
    pinOnPickup: "Je betaalt met je pinpas als je je bestelling afhaalt.",
  } as Record<string, string>,
  retryExplanation: "Je bestelling staat voor je klaar; alleen de betaling is nog niet gelukt. Probeer het opnieuw, ook met een andere betaalmethode via de klantenservice.",
  retry: "Opnieuw betalen",
  paymentDetails: "Bekijk rekeningnummer en betalingskenmerk",
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
  nextSteps: (pickUp: boolean, paymentSettled: boolean): string[] => [
    "Je krijgt de bevestiging van je bestelling per e-mail, met een link naar deze pagina.",
    ...(paymentSettled ? [] : ["Rond de betaling af; daarna maken we je bestelling klaar."]),
    pickUp
      ? `We mailen je zodra je bestelling klaarstaat in ons afhaalcentrum in Zoeterwoude. ${PICK_UP_BRING.sentence}`
      : "De dag voor de bezorging krijg je per e-mail en sms een tijdvak van 2 uur.",
    `Vragen? Bel de klantenservice op ${CUSTOMER_SERVICE_PHONE}, ook 's avonds.`,
  ],
  withdrawalTitle: "Herroepingsrecht",
  withdrawalText: (deadline: string | null) =>
    deadline
      ? `Je mag je aankoop zonder opgave van reden herroepen tot en met ${deadline} (14 dagen na ontvangst).`
      : "Je mag je aankoop zonder opgave van reden herroepen tot 14 dagen na ontvangst.",
  /** A business order: the statutory right of withdrawal is the consumer's (domain/checkout/withdrawal.ts). */
  withdrawalBusiness: `Je hebt zakelijk besteld. Het wettelijke herroepingsrecht geldt alleen voor consumenten; wil je iets terugsturen, bel dan de klantenservice op ${CUSTOMER_SERVICE_PHONE}.`,
  returnsTitle: "Retourneren",
  withdrawalLink: "Herroep je aankoop hier",
  withdrawn: (moment: string) => `Je hebt deze aankoop herroepen op ${moment}. We hebben je een bevestiging gemaild.`,
  withdrawalClosed: "De bedenktermijn van deze bestelling is voorbij.",
  continueShopping: "Verder winkelen",
} as const;

export const WITHDRAWAL_COPY = {
  title: (orderRef: string) => `Aankoop herroepen – bestelling ${orderRef}`,
  intro:
    "Je hebt 14 dagen bedenktijd. Herroep je je aankoop, dan sturen we je instructies om de artikelen terug te sturen of te laten ophalen, en krijg je het aankoopbedrag binnen 14 dagen terug.",
  confirmQuestion: "Weet je zeker dat je deze aankoop wilt herroepen?",
  confirm: "Ja, herroep mijn aankoop",
  cancel: "Nee, terug naar mijn bestelling",
  sending: "Je herroeping wordt verstuurd…",
  done: (moment: string) => `Je herroeping is ontvangen op ${moment}.`,
  doneMail: "Je krijgt hiervan een bevestiging per e-mail.",
  failed: "Je herroeping kon niet worden verstuurd. Probeer het opnieuw of bel de klantenservice.",
  closed: "De bedenktermijn van deze bestelling is voorbij. Neem contact op met de klantenservice.",
  business: `Je hebt zakelijk besteld. Het wettelijke herroepingsrecht geldt alleen voor consumenten; wil je iets terugsturen, bel dan de klantenservice op ${CUSTOMER_SERVICE_PHONE}.`,
} as const;
