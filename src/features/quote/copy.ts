/** The Dutch copy of the customer's quote page (issue 22), in one place (decisions §8). */
import { QUOTE_ANSWER_WORKING_DAYS, QUOTE_KIND_LABELS } from "@/domain/quotes/quote-request";

const DAY = new Intl.DateTimeFormat("nl-NL", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });

/** "25 december 2026" of an ISO day. */
export const formatQuoteDay = (isoDay: string) => DAY.format(new Date(`${isoDay}T00:00:00Z`));

export const QUOTE_COPY = {
  title: (quoteId: string) => `Offerte ${quoteId}`,
  kinds: QUOTE_KIND_LABELS,
  status: "Status",
  requestTitle: "Je aanvraag",
  requestFor: (name: string, city: string) => `Voor ${name}, ${city}`,
  preferredWeek: (week: string) => `Gewenste week: week ${Number(week.slice(6))} van ${week.slice(0, 4)}`,
  measurements: "Afmetingen",
  wishes: "Wensen",
  uploads: (count: number) => (count === 1 ? "1 foto of plattegrond meegestuurd" : `${count} foto's of plattegronden meegestuurd`),
  linesTitle: "Wat we je aanbieden",
  quantity: (qty: number) => `${qty} ×`,
  perUnit: (price: string) => `${price} per stuk`,
  lineDiscount: (amount: string) => `Korting ${amount} per stuk`,
  unknownProduct: "Dit product is niet meer leverbaar",
  itemsTotal: "Artikelen",
  itemDiscounts: "Korting op artikelen",
  discountTotal: "Offertekorting",
  total: "Totaal",
  inclVat: "inclusief btw",
  vatIncluded: "Waarvan btw (21%)",
  deliveryNote: "Bezorgkosten, installatie en betaalkosten zie je bij het bestellen.",
  validUntil: (day: string) => `Geldig tot en met ${day}`,
  noteTitle: "Toelichting van Stekker",
  pdf: "Download als pdf",
  order: "Bestel deze offerte",
  ordering: "Offerte wordt in je winkelwagen gezet…",
  orderHint: "Je winkelwagen krijgt precies deze artikelen en kortingen. Daarna kies je je bezorgweek en betaal je.",
  decline: "Offerte afwijzen",
  declineTitle: "Offerte afwijzen?",
  declineText: "Wil je deze offerte echt afwijzen? Je kunt hem daarna niet meer bestellen. Laat ons gerust weten waarom; dan kunnen we je beter helpen.",
  declineReason: "Reden (niet verplicht)",
  declineConfirm: "Ja, afwijzen",
  declineCancel: "Annuleren",
  declined: "Je hebt deze offerte afgewezen. Bedankt voor je reactie.",
  preparing: "We maken je offerte",
  preparingText: `Een keukenspecialist bekijkt je aanvraag en neemt binnen ${QUOTE_ANSWER_WORKING_DAYS} werkdagen contact met je op; je offerte komt per e-mail. Heb je nog vragen? Bel of mail ons gerust.`,
  state: {
    expired: (day: string | null) =>
      `Deze offerte is verlopen${day ? ` (ze was geldig tot en met ${day})` : ""}. Prijzen en levertijden kunnen intussen veranderd zijn; neem contact met ons op en we maken graag een nieuwe offerte.`,
    declined: "Deze offerte is afgewezen en kan niet meer worden besteld. Wil je toch verder? Neem contact met ons op voor een nieuwe offerte.",
    accepted: (orderRef: string | null) => (orderRef ? `Je hebt deze offerte besteld: bestelling ${orderRef}.` : "Je hebt deze offerte besteld."),
  },
  contact: "Neem contact op",
  viewOrder: "Bekijk je bestelling",
  newRequest: "Nieuwe offerte aanvragen",
  failed: "Dat lukte niet. Probeer het nog eens of neem contact met ons op.",
} as const;
