/**
 * The Dutch copy of the product page, in one place so that a French (fr-BE)
 * translation can follow (decisions §8).
 */
import type { StockAlertOutcome } from "@/config/paths";
import { type DeliveryCostPromise, deliveryCostText } from "@/domain/cart/delivery-cost";
import { OPTION_LABELS } from "@/domain/cart/option-labels";
import { DEFAULT_WARRANTY_YEARS, describeExtraWarranty, EXTRA_WARRANTY_YEARS } from "@/domain/catalogue/warranty";
import { formatEuro, formatPrice } from "@/domain/money";

export const COPY = {
  gallery: "Afbeeldingen",
  image: (index: number, count: number) => `Afbeelding ${index} van ${count}`,
  previousImage: "Vorige afbeelding",
  nextImage: "Volgende afbeelding",
  enlargeImage: (alt: string) => `Vergroot: ${alt}`,
  closeViewer: "Sluiten",
  zoomIn: "Inzoomen op de afbeelding",
  zoomOut: "Uitzoomen",
  expiredTitle: "Dit product is niet meer leverbaar",
  expiredText: "We verkopen dit apparaat niet meer. Hieronder vind je de specificaties, en vergelijkbare apparaten die je morgen in huis hebt.",
  expiredLink: "Bekijk de alternatieven",
  keySpecs: "Belangrijkste eigenschappen",
  allSpecs: "Alle specificaties",
  cashDesk: (cents: number) => `Inclusief ${formatPrice(cents)} korting aan de kassa`,
  cashback: (cents: number, brand: string) => `${formatPrice(cents)} terug van ${brand}`,
  cashbackText: (brand: string) =>
    `Na aankoop vraag je dit bedrag zelf aan bij ${brand}; de fabrikant maakt het naar je over. Het wordt niet van de prijs hier afgetrokken.`,
  pickUp: (cents: number) => `${formatPrice(cents)} korting als je hem zelf afhaalt in Zoeterwoude`,
  deliveryCost: (promise: DeliveryCostPromise) => deliveryCostText(promise),
  inclVat: "Prijs inclusief btw",
  optionsTitle: "Extra opties kiezen",
  /** The buy box's heading for screen readers when the product has no options to choose. */
  buyTitle: "Bestellen",
  optionsIntro: "Kies wat je erbij wilt. Niets staat vooraf aangevinkt.",
  free: "Gratis",
  included: "Inbegrepen",
  optionPrice: (cents: number) => `+ ${formatPrice(cents)}`,
  optionPriceSpoken: (cents: number) => `meerprijs ${formatEuro(cents)}`,
  secondary: (cents: number) => `Elk volgend apparaat ${formatPrice(cents)}`,
  total: "Totaal",
  addToCart: "In winkelwagen",
  /** The day is chosen in the checkout's second step (Bezorgen), not in the cart. */
  cartNote: "Je kiest je bezorgdag bij het afrekenen.",
  exclusiveNote: (labels: string[]) => `${labels.slice(0, -1).join(", ")} en ${labels[labels.length - 1]} sluiten elkaar uit.`,
  unavailable: "Niet meer leverbaar",
  soldOutTitle: "Tijdelijk uitverkocht",
  soldOutText: "We weten nog niet wanneer dit apparaat weer binnenkomt, dus je kunt het nu niet bestellen.",
  combinationSoldOut: "Een van deze apparaten is tijdelijk uitverkocht; de combinatie kun je nu niet bestellen.",
  addCombination: "Combinatie in winkelwagen",
  moreInfo: "Meer info",
  description: "Omschrijving",
  specifications: "Specificaties",
  energyLabel: "Energielabel en productinformatieblad",
  productSheet: "Productinformatieblad",
  faq: "Veelgestelde vragen",
  tags: "Kenmerken",
  alternatives: (brand: string, name: string) => `Alternatieven voor de ${brand} ${name}`,
  combinations: "Combineer en bespaar",
  combinationSaving: (cents: number) => `Je bespaart ${formatPrice(cents)}`,
  combinationTotal: "Samen",
  separately: (cents: number) => `Los gekocht ${formatPrice(cents)}`,
  combinationParts: (count: number) => `${count} apparaten`,
  pageNav: "Op deze pagina",
  general: "Algemeen",
  properties: "Eigenschappen",
  energy: "Energie",
  energyAndNoise: "Energie en geluid",
  dimensions: "Afmetingen",
  warranty: "Garantie",
  brand: "Merk",
  series: "Serie",
  model: "Typenummer",
  ean: "EAN",
  colour: "Kleur",
  productType: "Soort",
  energyClass: "Energieklasse",
} as const;

/** The options of seed-spec §3 with their labels and fallback 'Meer info' texts. */
export const OPTION_TEXT = {
  assembly: {
    label: OPTION_LABELS.assembly,
    builtIn: "Inbouwen door onze monteur",
    text: "Onze monteur sluit het apparaat aan, test het en neemt het verpakkingsmateriaal mee.",
    builtInText: "Onze monteur bouwt het apparaat in je keukenmeubel in, sluit het aan en test het.",
  },
  extraService: {
    label: OPTION_LABELS.extraService,
    text: "We brengen het apparaat met twee bezorgers tot op de plek waar het moet staan, pakken het uit en zetten het klaar. Verpakkingsmateriaal nemen we mee.",
  },
  extraWarranty: {
    label: OPTION_LABELS.extraWarranty,
    /** Under the option, so the shopper sees how long before ticking it. */
    term: `${describeExtraWarranty()}.`,
    text: `Langer zorgeloos: extra garantie verlengt de standaardgarantie van ${DEFAULT_WARRANTY_YEARS} jaar met ${EXTRA_WARRANTY_YEARS} jaar, tot ${DEFAULT_WARRANTY_YEARS + EXTRA_WARRANTY_YEARS} jaar in totaal. Gaat je apparaat in die tijd kapot, dan repareren of vervangen we het gratis.`,
  },
  pickUp: {
    label: OPTION_LABELS.pickUpDiscount,
    text: "Haal je bestelling op in ons afhaalcentrum in Zoeterwoude en krijg korting. Bezorgkosten vervallen.",
  },
} as const;

/**
 * "Mail me als hij er weer is" on a sold-out product, and the pages behind its
 * mails' links. A form sent without JavaScript lands on /weer-op-voorraad/
 * with one of these fixed outcome codes (`?melding=`), never a text.
 */
export const STOCK_ALERT_OUTCOMES = {
  aangemeld: { tone: "success", text: "Bijna klaar! We hebben je een e-mail gestuurd. Klik op de link in die e-mail, dan mailen we je zodra hij er weer is." },
  bevestigd: { tone: "success", text: "Gelukt: je krijgt één mail zodra dit apparaat weer op voorraad is." },
  "al-verstuurd": { tone: "success", text: "Deze melding is al afgerond: we hebben je gemaild dat het apparaat weer op voorraad was." },
  afgemeld: { tone: "success", text: "Je bent afgemeld. We sturen je geen mail meer over apparaten die weer op voorraad zijn." },
  "ongeldig-adres": { tone: "error", text: "Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl." },
  "link-ongeldig": { tone: "error", text: "Deze link is verlopen of klopt niet. Vraag de melding opnieuw aan op de pagina van het apparaat." },
  "te-vaak": { tone: "error", text: "Je hebt dit te vaak geprobeerd. Probeer het over een tijdje opnieuw." },
  "niet-gelukt": { tone: "error", text: "Dat is niet gelukt. Probeer het over een paar minuten opnieuw." },
} as const satisfies Record<StockAlertOutcome, { tone: "success" | "error"; text: string }>;

export function isStockAlertOutcome(value: unknown): value is StockAlertOutcome {
  return typeof value === "string" && Object.hasOwn(STOCK_ALERT_OUTCOMES, value);
}

export const STOCK_ALERT_COPY = {
  title: "Mail me als hij er weer is",
  intro: "Laat je e-mailadres achter. Zodra dit apparaat weer op voorraad is, krijgen we het van je weten: één mail, daarna stopt de melding vanzelf.",
  emailLabel: "Je e-mailadres",
  submit: "Mail me als hij er weer is",
  sending: "Bezig…",
  privacy: "We gebruiken je e-mailadres alleen voor deze melding, en pas nadat je hem in de mail hebt bevestigd.",
  privacyLink: "Lees hoe we met je gegevens omgaan",
  pageTitle: "Weer op voorraad",
  confirmTitle: "Bevestig je melding",
  confirmText: "Klik op de knop, dan mailen we je één keer zodra het apparaat weer op voorraad is.",
  confirmButton: "Ja, mail me als hij er weer is",
  unsubscribeTitle: "Geen meldingen meer",
  unsubscribeText: "Wil je geen mail meer als een apparaat weer op voorraad is? Klik op de knop; al je meldingen stoppen dan direct.",
  unsubscribeButton: "Afmelden",
  missingLink: "Open deze pagina met de link uit de e-mail. Zonder die link weten we niet om welke melding het gaat.",
  backToShop: "Verder winkelen",
} as const;
