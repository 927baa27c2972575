/** The Dutch copy of the cart page, in one place so that a French (fr-BE) translation can follow (decisions §8). */
import { OPTION_LABELS } from "@/domain/cart/option-labels";
import { TOTAL_LABELS } from "@/domain/cart/total-lines";
import type { DeliveryTypeView } from "@/lib/cart/types";

export const CART_PAGE_COPY = {
  title: "Winkelwagen",
  loading: "Je winkelwagen wordt geladen",
  emptyTitle: "Je winkelwagen is leeg",
  /** No "morgen in huis" here: that holds for an appliance in stock on a delivery day, not for an empty cart. */
  emptyText: "Vind je nieuwe apparaat bij de aanbiedingen of zoek op merk.",
  emptyOffers: "Bekijk de aanbiedingen",
  emptyHome: "Verder winkelen",
  items: "Artikelen",
  combination: "Combinatie",
  combinationNote: "Deze apparaten koop je samen, met combinatiekorting.",
  /** A part was removed: no discount, and the cart says so instead of promising it. */
  combinationIncomplete: "Niet meer compleet: de combinatiekorting geldt alleen als je alle apparaten van de combinatie samen koopt.",
  quantity: "Aantal",
  quantityFor: (name: string) => `Aantal van ${name}`,
  remove: "Verwijderen",
  removeFor: (name: string) => `${name} verwijderen`,
  unitPrice: (price: string) => `${price} per stuk`,
  unitPriceExclVat: (price: string) => `${price} per stuk, exclusief btw`,
  optionsFor: (name: string) => `Opties voor ${name}`,
  options: OPTION_LABELS,
  free: "Gratis",
  included: "Inbegrepen",
  exclusiveNote: "Installatie, extra service en zelf afhalen sluiten elkaar uit: je kiest er één voor de hele bestelling.",
  unknownProduct: "Dit product is niet meer beschikbaar",
  overview: "Overzicht",
  totals: {
    items: (count: number) => `Artikelen (${count})`,
    ...TOTAL_LABELS,
    takeRetour: "Oud apparaat meenemen",
    cashback: "Cashback achteraf",
    cashbackNote: "Dit bedrag vraag je na aankoop aan bij de fabrikant; je krijgt het terug op je rekening. Het is niet van het totaal afgetrokken.",
  },
  freeDeliveryFrom: (threshold: string) => `(vanaf ${threshold} aan producten bezorgen we gratis; afhalen is altijd gratis).`,
  deliveryTitle: "Bezorging",
  deliveryType: {
    default: "Thuisbezorgd",
    extraService: "Thuisbezorgd met extra service",
    assembly: "Bezorgd en geïnstalleerd",
    pickUp: "Zelf afhalen in Zoeterwoude",
  } satisfies Record<DeliveryTypeView, string>,
  /** Where the day is really chosen: checkout step 2 (issue 19, point 12). */
  deliveryDayNote: "Je bezorgdag kies je bij het bestellen, in stap 2 (Bezorgen). Daar zie je alle dagen waarop we kunnen komen.",
  paymentTitle: "Zo kun je betalen",
  paymentFee: (fee: string) => `+ ${fee}`,
  paymentBelgium: "Bezorgen we in België, dan betaal je met Bancontact in plaats van iDEAL.",
  checkout: "Verder naar bestellen",
  continueShopping: "Verder winkelen",
  updating: "Je winkelwagen wordt bijgewerkt",
  /** Quote mode (issue 22): the cart orders a quote exactly. */
  quote: {
    ordering: (quoteId: string) => `Je bestelt offerte ${quoteId}.`,
    exact: "Je bestelt precies de artikelen en kortingen uit de offerte.",
    back: "Bekijk de offerte",
    differsTitle: (quoteId: string) => `Je winkelwagen wijkt af van offerte ${quoteId}`,
    differsHint: "Zo kun je nog niet bestellen. Zet de offerte terug om hem precies zo te bestellen, of neem contact met ons op voor een aangepaste offerte.",
    restore: "Zet de offerte terug",
    restoreFailed: "De offerte kon niet worden teruggezet. Open de offerte opnieuw.",
    discount: "Offertekorting",
    checkoutBlocked: "Bestellen kan alleen precies zoals in de offerte",
    /** A kitchen's or renovation's quote is delivered in a week (decisions §3). */
    deliveryWeekNote: "Je bezorgweek kies je bij het bestellen, in stap 2 (Bezorgen). De montage plannen we samen met je in die week.",
  },
} as const;
