/**
 * Every word of the back office at /beheer/ that is the shop's own (react-admin's
 * own texts are i18n/dutch-messages.ts). Dutch, for staff at the pick-up desk
 * and on the phone. Status labels are the domain's (domain/orders/order-status.ts).
 */
import { FULFILMENT_STATUS_LABELS, type FulfilmentStatus, PAYMENT_STATUS_LABELS, type PaymentStatus } from "@/domain/orders/order-status";

import type { WorkKind } from "./data/types";

/** The statuses' Dutch labels are the domain's own (decisions §10), the same words the API's refusals use. */
export { FULFILMENT_STATUS_LABELS, PAYMENT_STATUS_LABELS };

/** The colour of a status chip: what needs work stands out, what is done is quiet. */
export type ChipColor = "default" | "primary" | "secondary" | "success" | "warning" | "error" | "info";
export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, ChipColor> = {
  open: "info",
  pending: "warning",
  paid: "success",
  failed: "error",
  expired: "default",
  refunded: "default",
  partiallyRefunded: "info",
};
export const FULFILMENT_STATUS_COLORS: Record<FulfilmentStatus, ChipColor> = {
  new: "primary",
  processing: "info",
  readyForPickup: "warning",
  outForDelivery: "info",
  completed: "success",
  cancelled: "default",
  withdrawn: "error",
  returned: "default",
};

export const DELIVERY_TYPE_LABELS: Record<string, string> = {
  default: "Bezorgen",
  extraService: "Bezorgen met extra service",
  assembly: "Bezorgen en installeren",
  pickUp: "Afhalen",
};

/** The phone order's choice: delivered or picked up; installation and extra service are chosen per item (POST /api/orders/non-web/). */
export const PHONE_ORDER_DELIVERY_LABELS: Record<string, string> = {
  delivery: "Bezorgen",
  pickUp: "Afhalen",
};

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  banktransfer: "Bankoverschrijving",
  bancontact: "Bancontact",
  creditcard: "Creditcard",
  ideal: "iDEAL",
  pinOnDelivery: "Pinnen bij bezorging",
  pinOnPickup: "Pinnen bij afhalen",
};

export const CHANNEL_LABELS: Record<string, string> = { web: "Webwinkel", phone: "Telefoon", shop: "Winkel" };

export const COUNTRY_LABELS: Record<string, string> = { NL: "Nederland", BE: "België" };

/** ISO weekdays, 1 Monday … 7 Sunday. */
export const WEEKDAY_LABELS: Record<number, string> = { 1: "maandag", 2: "dinsdag", 3: "woensdag", 4: "donderdag", 5: "vrijdag", 6: "zaterdag", 7: "zondag" };

export const WORK_LABELS: Record<WorkKind, string> = {
  pickUpToday: "Vandaag afhalen",
  deliverTomorrow: "Morgen bezorgen",
  awaitingPayment: "Wacht op betaling",
  withdrawals: "Herroepingen",
};

/** What staff press to move an order on: the words of the button per status it leads to. */
export const FULFILMENT_ACTIONS: Record<FulfilmentStatus, string> = {
  new: "Terug naar nieuw",
  processing: "In behandeling nemen",
  readyForPickup: "Klaar voor afhalen",
  outForDelivery: "Onderweg",
  completed: "Geleverd",
  cancelled: "Annuleren",
  withdrawn: "Herroeping verwerken",
  returned: "Retour ontvangen",
};
/** A pick-up order is not delivered: it is handed over. */
export const PICK_UP_COMPLETED_ACTION = "Meegegeven aan klant";

export const ACTOR_LABELS: Record<string, string> = { customer: "Klant", staff: "Medewerker", admin: "Beheerder", system: "Systeem" };

export const MAIL_LABELS: Record<string, string> = {
  orderReceived: "Bestelling ontvangen",
  paymentReceived: "Betaling ontvangen",
  orderCancelled: "Bestelling geannuleerd",
  withdrawalReceived: "Herroeping ontvangen",
  readyForPickup: "Klaar voor afhalen",
  outForDelivery: "Onderweg",
  refunded: "Terugbetaling",
  bankTransferReminder: "Herinnering overschrijving",
};

export const TASK_LABELS: Record<string, string> = {
  "order-mails": "Mails bij bestellingen",
  "payment-expiry": "Verlopen betalingen",
  "bank-transfer-reminders": "Herinneringen overschrijving",
  "review-requests": "Reviewverzoeken",
  forms: "Formulieren (mails, oude uploads)",
  // Issue 23, point 5.
  "newsletter-sends": "Nieuwsbrieven versturen",
};

export const BACK_OFFICE_COPY = {
  title: "Backoffice",
  appTitle: "Stekker backoffice",
  loading: "De backoffice wordt geladen…",
  loadingData: "Gegevens worden geladen",
  resources: {
    orders: { one: "Bestelling", many: "Bestellingen" },
    "non-web": { one: "Telefonische bestelling", many: "Telefonische bestellingen" },
    "special-dates": { one: "Bijzondere datum", many: "Bijzondere datums" },
    "delivery-rules": { one: "Bezorgregel", many: "Bezorgregels" },
    // Issue 21, part A (products)
    products: { one: "Product", many: "Producten" },
    combinations: { one: "Combinatie", many: "Combinaties" },
    // Issue 21, part B: stock and shop-only data.
    stock: { one: "Voorraad", many: "Voorraad" },
    // Issue 22: quotes.
    quotes: { one: "Offerte", many: "Offertes" },
    reviews: { one: "Review", many: "Reviews" },
    // Issue 23: sent forms.
    "form-data": { one: "Formulier", many: "Formulieren" },
    // Issue 23: the shop's content.
    vacancies: { one: "Vacature", many: "Vacatures" },
    support: { one: "Klantenservice-locatie", many: "Klantenservice-locaties" },
    // Issue 23, point 5: newsletter campaigns.
    newsletters: { one: "Nieuwsbrief", many: "Nieuwsbrieven" },
    // Issue 23: the shop's pages.
    pages: { one: "Pagina", many: "Pagina's" },
    // Issue 23: front content.
    banners: { one: "Banner", many: "Banners" },
    blocks: { one: "Blok", many: "Blokken" },
    messages: { one: "Melding", many: "Meldingen" },
  },
  menu: {
    dashboard: "Vandaag",
    orders: "Bestellingen",
    phoneOrder: "Telefonische bestelling",
    specialDates: "Bijzondere datums",
    deliveryRules: "Bezorgregels",
    shop: "Naar de winkel",
    staffPage: "Medewerkerspagina",
  },
  colorMode: { toDark: "Donkere weergave", toLight: "Lichte weergave" },
  dashboard: {
    title: "Vandaag",
    workTitle: "Het werk van vandaag",
    workIntro: "Klik op een tegel voor de bestellingen zelf.",
    tasksTitle: "Achtergrondtaken",
    taskWaiting: (pending: number, since: string | null) => (pending === 0 ? "niets wachtend" : `${pending} wachtend${since ? `, sinds ${since}` : ""}`),
    resume: "Nu opnieuw proberen",
    resumed: "De taak is opnieuw gestart.",
    noTasks: "Geen achtergrondtaken.",
    unavailable: "Dit kon niet worden geladen.",
    phoneOrder: "Telefonische bestelling invoeren",
  },
  orders: {
    search: "Zoeken",
    searchHelp: "Ordernummer, naam, e-mail, postcode of telefoon",
    fields: {
      orderRef: "Ordernummer",
      placedAt: "Geplaatst",
      customerName: "Klant",
      companyName: "Bedrijf",
      emailAddress: "E-mailadres",
      phoneNumber: "Telefoon",
      postalCode: "Postcode",
      city: "Plaats",
      grandTotal: "Totaal",
      paymentMethod: "Betaalwijze",
      paymentStatus: "Betaling",
      fulfilmentStatus: "Levering",
      deliveryType: "Bezorgwijze",
      deliveryDay: "Bezorgdag",
      deliveryWeek: "Bezorgweek",
      channel: "Kanaal",
      placedFrom: "Geplaatst vanaf",
      placedTo: "Geplaatst tot en met",
      work: "Werk",
    },
    show: {
      statuses: "Status",
      customer: "Klant",
      delivery: "Bezorgen of afhalen",
      items: "Artikelen",
      totals: "Bedragen",
      payments: "Betalingen",
      refunds: "Terugbetalingen",
      mails: "Verstuurde mails",
      history: "Geschiedenis",
      notes: "Notities",
      invoice: "Factuur",
      actions: "Acties",
      name: "Naam",
      company: "Bedrijf",
      vatNumber: "Btw-nummer",
      email: "E-mailadres",
      phone: "Telefoon",
      shippingAddress: "Bezorgadres",
      invoiceAddress: "Factuuradres",
      sameInvoiceAddress: "Gelijk aan het bezorgadres",
      deliveryType: "Bezorgwijze",
      day: "Dag",
      week: "Week",
      pickUpDay: "Afhaaldag",
      pickUpCode: "Afhaalnummer",
      deliveryWindow: "Tijdvak",
      takeRetour: "Oud apparaat meenemen",
      floor: "Verdieping",
      elevator: "Lift",
      customerNote: "Opmerking van de klant",
      reference: "Referentie",
      yes: "Ja",
      no: "Nee",
      none: "—",
      qty: "Aantal",
      product: "Product",
      unitPrice: "Prijs per stuk",
      options: "Opties",
      optionNames: { assembly: "Installatie", extraService: "Extra service", extraWarranty: "Extra garantie", pickUpDiscount: "Afhaalkorting" } as Record<string, string>,
      totalNames: { grandTotal: "Totaal", subTotal: "Subtotaal", vatTotal: "Btw", deliveryTotal: "Bezorgkosten", shippingTotal: "Verzendkosten", discountTotal: "Korting", paymentFeeTotal: "Betaalkosten" } as Record<string, string>,
      amount: "Bedrag",
      status: "Status",
      method: "Methode",
      when: "Wanneer",
      who: "Wie",
      reason: "Reden",
      change: "Wijziging",
      mailKind: "Mail",
      due: "Gepland",
      sent: "Verstuurd",
      notSent: "nog niet verstuurd",
      noPayments: "Nog geen betalingen.",
      noRefunds: "Nog niets terugbetaald.",
      noMails: "Nog geen mails.",
      noHistory: "Nog geen wijzigingen.",
      noNotes: "Nog geen notities.",
      noActions: "Er is nu niets te doen aan de status van deze bestelling.",
      refundable: (amount: string) => `Nog terug te betalen: ${amount}`,
      placedAt: (when: string, channel: string) => `Geplaatst ${when} via ${channel}`,
      paymentKind: "Betaling",
      fulfilmentKind: "Levering",
      /** A history row of a revoked link: the generations are no status a person reads. */
      linkRevoked: "Link ingetrokken",
      noStaffFacts: "De gegevens voor medewerkers zijn (nog) niet beschikbaar voor deze bestelling.",
    },
    invoice: {
      download: "Factuur downloaden (pdf)",
      issue: "Factuur maken",
      issued: "De factuur is gemaakt.",
      number: (invoiceNumber: string, date: string) => `Factuur ${invoiceNumber} van ${date}`,
      none: "Er is nog geen factuur.",
    },
    notes: {
      label: "Nieuwe notitie",
      add: "Notitie toevoegen",
      added: "De notitie is toegevoegd.",
      empty: "Schrijf eerst een notitie.",
    },
    actions: {
      paymentReceived: "Betaling ontvangen",
      refund: "Terugbetalen",
      done: "De status is bijgewerkt.",
      paymentDone: "De betaling is vastgelegd.",
      cancelTitle: "Bestelling annuleren?",
      cancelText: "De klant krijgt een mail dat de bestelling is geannuleerd, en de voorraad komt terug. Dit kun je niet ongedaan maken.",
      cancelConfirm: "Ja, annuleren",
      keep: "Nee, terug",
      windowTitle: "Onderweg: welk tijdvak?",
      windowText: "De klant krijgt een mail met dit tijdvak.",
      windowLabel: "Tijdvak (bijvoorbeeld 13:00-17:00)",
      windowInvalid: "Vul het tijdvak in als 13:00-17:00.",
      send: "Versturen",
    },
    /** Revoking the customer's signed link (decisions §14), on an order and on a quote. */
    revokeLink: {
      button: "Link intrekken",
      title: "Link van de klant intrekken?",
      text: (what: string, emailAddress: string) =>
        `Alle links naar deze ${what} die de klant tot nu toe kreeg, werken meteen niet meer. De klant krijgt een nieuwe link per mail op ${emailAddress}. Doe dit als een link in verkeerde handen is gekomen.`,
      confirm: "Intrekken en nieuwe link mailen",
      keep: "Nee, terug",
      done: "De oude link werkt niet meer; de klant krijgt een nieuwe link per mail.",
    },
    refund: {
      title: "Terugbetalen",
      intro: (max: string) => `Je kunt hoogstens ${max} terugbetalen. Het geld gaat terug via de betaalprovider.`,
      amount: "Bedrag in euro",
      reason: "Reden (optioneel)",
      submit: "Terugbetalen",
      done: "De terugbetaling is aangevraagd.",
      tooMuch: (max: string) => `Hoogstens ${max}.`,
      tooLittle: "Vul een bedrag boven € 0 in.",
    },
  },
  phoneOrder: {
    title: "Telefonische bestelling",
    intro: "Voer een bestelling in die aan de telefoon of in de winkel is gedaan. De voorraad wordt net zo gereserveerd als bij een webbestelling.",
    channel: "Kanaal",
    customerTitle: "Klant",
    itemsTitle: "Artikelen",
    deliveryTitle: "Bezorgen of afhalen",
    paymentTitle: "Betaling",
    firstName: "Voornaam",
    lastName: "Achternaam",
    emailAddress: "E-mailadres",
    phoneNumber: "Telefoonnummer",
    companyName: "Bedrijfsnaam (optioneel)",
    vatNumber: "Btw-nummer (optioneel)",
    street: "Straat",
    houseNumber: "Huisnummer",
    houseNumberAddition: "Toevoeging",
    postalCode: "Postcode",
    city: "Plaats",
    country: "Land",
    invoiceAddress: "Ander factuuradres",
    invoicePrefix: "Factuur: ",
    productSearch: "Product zoeken",
    productSearchHelp: "Typ een naam, merk of EAN",
    noProducts: "Geen producten gevonden",
    qty: "Aantal",
    assembly: "Installatie",
    extraService: "Extra service",
    extraWarranty: "Extra garantie",
    addItem: "Artikel toevoegen",
    deliveryType: "Bezorgwijze",
    day: "Bezorgdag",
    dayHelp: "De dagen die de kassa ook aanbiedt, voor dit adres",
    noDays: "Kies eerst een product en vul het adres in.",
    takeRetour: "Oud apparaat meenemen",
    floor: "Verdieping",
    elevator: "Er is een lift",
    paymentMethod: "Betaalwijze",
    note: "Notitie bij de bestelling",
    submit: "Bestelling plaatsen",
    created: (orderRef: string) => `Bestelling ${orderRef} is geplaatst.`,
    atLeastOneItem: "Voeg minstens één artikel toe.",
  },
  delivery: {
    date: "Datum",
    from: "Vanaf",
    country: "Land",
    bothCountries: "Nederland en België",
    name: "Naam",
    postalCodeFrom: "Postcode vanaf (4 cijfers)",
    postalCodeTo: "Postcode tot en met (4 cijfers)",
    wholeCountry: "heel het land",
    weekdays: "Bezorgdagen",
    description: "Omschrijving",
    readOnly: "Alleen een beheerder kan dit wijzigen.",
    range: (from: number | null, to: number | null) => (from === null || to === null ? "heel het land" : `${from}–${to}`),
  },
} as const;
