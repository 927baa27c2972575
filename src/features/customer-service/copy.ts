/**
 * The Dutch copy of the customer-service pages and the pick-up point, in one
 * place so that a French (fr-BE) translation can follow (decisions §8). Facts
 * that the shop computes with (cut-off times, ranges, fees, the withdrawal
 * period) come from config and domain, never typed twice; the settings and the
 * company details (`ServiceFacts`) are handed in, since a shop configures them.
 */
import type { Company } from "@/config/company";
import { NEXT_DAY_CUTOFF, PICK_UP_BRING, PICK_UP_POINT, PRIVACY_STATEMENT_PATH, SITE_NAME } from "@/config/site";
import { formatAmount, smallOrderRuleText } from "@/domain/cart/delivery-cost";
import { BANK_TRANSFER_DAYS, paymentMethodInfo, type PaymentFees, type PaymentMethod } from "@/domain/cart/payment-methods";
import type { ShopSettings } from "@/domain/shop-settings";
import { WITHDRAWAL_DAYS } from "@/domain/checkout/withdrawal";
import { DEFAULT_WARRANTY_YEARS, EXTRA_WARRANTY_YEARS } from "@/domain/catalogue/warranty";
import { DELIVERY_DAY_RANGE_DAYS, DELIVERY_WEEK_RANGE_WEEKS, PICK_UP_MARGIN_MINUTES } from "@/domain/delivery/delivery-calendar";
import { formatEuro } from "@/domain/money";

import type { Block, Question, Section, ServicePage } from "./types";

/** Specification §9: the default warranty; and what the extra warranty adds. */
export { DEFAULT_WARRANTY_YEARS, EXTRA_WARRANTY_YEARS };

/** What the pages say that a shop configures: its money settings and its company. */
export interface ServiceFacts {
  settings: ShopSettings;
  company: Company;
}

/** "071 - 760 00 00 (vanuit België +32 3 808 00 00)": both numbers, since the pages are the same for every visitor. */
function phoneText(company: Company): string {
  const [nl, be] = company.phones;
  return `${nl.display} (vanuit ${be.label} ${be.display})`;
}

const ADDRESS_LINE = `${PICK_UP_POINT.street}, ${PICK_UP_POINT.postalCode} ${PICK_UP_POINT.city}`;
const PICK_UP_MARGIN = PICK_UP_MARGIN_MINUTES === 60 ? "een uur" : `${PICK_UP_MARGIN_MINUTES} minuten`;

export const HUB_PATH = "/klantenservice/";
export const PICK_UP_PATH = "/afhaalcentrum/";

/** Words the layout and the shared parts use. */
export const UI_COPY = {
  home: "Home",
  hubCrumb: "Klantenservice",
  sideNavLabel: "Klantenservice",
  sideNavTitle: "Alles over",
  onThisPage: "Op deze pagina",
  day: "Dag",
  hours: "Openingstijden",
  phoneLabel: "Bel ons",
  phoneHint: "Voor vragen over je bestelling, de bezorging of je apparaat.",
  orderNumberHint: "Houd je bestelnummer bij de hand; dat staat in je bevestigingsmail.",
} as const;

function paymentFee(id: PaymentMethod, fees: PaymentFees): string {
  const fee = paymentMethodInfo(id, fees).feeCents;
  return fee === 0 ? "Gratis" : formatEuro(fee);
}

function paymentSection(fees: PaymentFees, id: PaymentMethod, slug: string, where: string, how: readonly Block[]): Section {
  return {
    id: `betalen-${slug}`,
    title: paymentMethodInfo(id).label,
    blocks: [
      {
        kind: "facts",
        items: [
          { term: "Kosten", detail: paymentFee(id, fees) },
          { term: "Beschikbaar", detail: where },
        ],
      },
      ...how,
    ],
  };
}

/** Each page's path and its label in the side navigation and the breadcrumbs, which no setting changes. */
export const SERVICE_NAV = {
  bestellen: { path: "/klantenservice/bestellen/", navLabel: "Bestellen" },
  "bezorgen-afhalen": { path: "/klantenservice/bezorgen-afhalen/", navLabel: "Bezorgen en afhalen" },
  betalen: { path: "/klantenservice/betalen/", navLabel: "Betalen" },
  "annuleren-retourneren": { path: "/klantenservice/annuleren-retourneren/", navLabel: "Annuleren en retourneren" },
  "service-garantie": { path: "/klantenservice/service-garantie/", navLabel: "Service en garantie" },
  "installatie-inbouw": { path: "/klantenservice/installatie-inbouw/", navLabel: "Installatie en inbouw" },
  privacy: { path: PRIVACY_STATEMENT_PATH, navLabel: "Privacy" },
  afhaalcentrum: { path: PICK_UP_PATH, navLabel: "Afhaalcentrum" },
} as const satisfies Record<string, { path: string; navLabel: string }>;

// ---------------------------------------------------------------- bestellen

const ordering = ({ company, settings }: ServiceFacts): ServicePage => ({
  ...SERVICE_NAV.bestellen,
  title: "Bestellen bij Stekker",
  metaTitle: "Bestellen en algemene voorwaarden",
  description: "Zo bestel je bij Stekker: je winkelwagen, je gegevens, bezorgen of afhalen met je bezorgdag, betalen en je bevestiging. Met onze algemene voorwaarden.",
  intro: "Bestellen gaat in een paar stappen. Je ziet vooraf wat je betaalt: alle prijzen zijn inclusief btw en je ziet de bezorgkosten voordat je bestelt.",
  sections: [
    {
      id: "zo-bestel-je",
      title: "Zo bestel je",
      blocks: [
        {
          kind: "ol",
          items: [
            "Kies je apparaat en eventueel extra opties, zoals montage, extra service of extra garantie. Die opties staan nooit vooraf aangevinkt.",
            "Bekijk je winkelwagen. Je ziet per product de prijs, de opties en de bezorgkosten, en onderaan het totaalbedrag.",
            "Vul je gegevens en je adres in. Zakelijke klanten vullen ook de bedrijfsnaam en het btw-nummer in.",
            "Kies bezorgen of afhalen in Zoeterwoude. Bij bezorgen kies je de dag die jou past.",
            "Kies een betaalmethode, ga akkoord met de algemene voorwaarden en klik op ‘Bestelling plaatsen en betalen’.",
          ],
        },
      ],
    },
    {
      id: "bevestiging",
      title: "Je bevestiging",
      blocks: [
        { kind: "p", text: "Direct na je bestelling zie je je bestelnummer en sturen we een bevestiging per e-mail. Daarin staan je bestelling, de bezorgdag of het afhaalmoment, je betaling, deze algemene voorwaarden en de link naar je bestelling." },
        { kind: "p", text: "Op de pagina van je bestelling zie je de status van je betaling. Daar vind je ook ‘Herroep je aankoop hier’, als je toch van je aankoop af wilt." },
      ],
    },
    {
      id: "wijzigen",
      title: "Iets wijzigen of annuleren",
      blocks: [
        { kind: "p", text: `Wil je een andere bezorgdag, een ander adres of een product minder? Bel onze klantenservice op ${phoneText(company)} of mail naar ${company.emailAddress}. Zolang je bestelling nog niet onderweg is, passen we het aan.` },
        { kind: "p", text: ["Wil je de hele aankoop ongedaan maken, dan kan dat altijd binnen de bedenktijd. ", { text: "Lees hoe annuleren en retourneren werkt", href: "/klantenservice/annuleren-retourneren/" }, "."] },
      ],
    },
    {
      id: "zakelijk",
      title: "Zakelijk bestellen",
      blocks: [
        { kind: "p", text: "Bestel je voor je bedrijf, vul dan je bedrijfsnaam en btw-nummer in. Je kunt de prijzen dan ook zonder btw laten zien. Wat je betaalt hangt af van de btw-regels: met een geldig btw-nummer uit een ander EU-land verleggen we de btw, met een Nederlands btw-nummer betaal je Nederlandse btw. De factuur krijg je per e-mail." },
      ],
    },
    {
      id: "algemene-voorwaarden",
      title: "Algemene voorwaarden",
      blocks: [
        { kind: "p", text: `Deze voorwaarden gelden voor elke bestelling bij ${company.legalName}, ${company.addressLine}. Je gaat ermee akkoord wanneer je een bestelling plaatst. Je kunt ze opslaan of afdrukken; we sturen ze ook mee met je bevestiging.` },
      ],
      sections: [
        {
          id: "voorwaarden-wie",
          title: "Wie we zijn",
          blocks: [
            { kind: "p", text: `${SITE_NAME} is de webwinkel van:` },
            { kind: "facts", items: companyFacts(company) },
          ],
        },
        {
          id: "voorwaarden-aanbod",
          title: "1. Ons aanbod",
          blocks: [
            { kind: "p", text: "We beschrijven onze producten zo volledig en nauwkeurig mogelijk, met afbeeldingen, specificaties en, waar dat verplicht is, het Europese energielabel en het productinformatieblad. Kennelijke vergissingen of fouten in het aanbod binden ons niet. Het aanbod geldt zolang de voorraad strekt." },
          ],
        },
        {
          id: "voorwaarden-prijzen",
          title: "2. Prijzen",
          blocks: [
            { kind: "p", text: "Alle prijzen zijn in euro’s en inclusief 21% btw. Bezorgkosten, kosten voor opties zoals montage en kosten van een betaalmethode zie je in je winkelwagen en bij het afrekenen, voordat je bestelt. Andere kosten rekenen we niet. Een doorgestreepte prijs is de laagste prijs van de 30 dagen voor de korting." },
          ],
        },
        {
          id: "voorwaarden-overeenkomst",
          title: "3. Bestelling en bevestiging",
          blocks: [
            { kind: "p", text: "De overeenkomst komt tot stand zodra je je bestelling plaatst. We bevestigen die direct per e-mail. Blijkt een product na je bestelling toch niet leverbaar, dan laten we je dat zo snel mogelijk weten en betalen we wat je al hebt betaald binnen 14 dagen terug." },
          ],
        },
        {
          id: "voorwaarden-betaling",
          title: "4. Betaling",
          blocks: [
            { kind: "p", text: `Je betaalt met een van de betaalmethoden die we bij het afrekenen aanbieden. Kies je een bankoverschrijving, dan maak je het bedrag binnen ${BANK_TRANSFER_DAYS} dagen over; we versturen je bestelling zodra de betaling binnen is. Betaal je niet op tijd, dan mogen we de bestelling annuleren. Betaal je bij bezorging of afhalen, dan betaal je met je pinpas bij de overdracht.` },
          ],
        },
        {
          id: "voorwaarden-levering",
          title: "5. Bezorging en afhalen",
          blocks: [
            { kind: "p", text: "We bezorgen in Nederland en België op het adres dat je opgeeft, op de dag of in de week die je kiest. Lukt dat niet, dan laten we het je zo snel mogelijk weten en spreken we een nieuwe dag af; je mag de bestelling dan ook kosteloos ontbinden. Het risico van verlies of beschadiging gaat op jou over zodra je het product hebt ontvangen." },
          ],
        },
        {
          id: "voorwaarden-herroeping",
          title: "6. Herroepingsrecht",
          blocks: [
            { kind: "p", text: `Als consument mag je je aankoop binnen ${WITHDRAWAL_DAYS} dagen na ontvangst zonder opgave van reden herroepen. Dat kan met de functie ‘Herroep je aankoop hier’ op de pagina van je bestelling en in je bevestigingsmail, met het modelformulier of met een andere duidelijke verklaring. We betalen je binnen ${WITHDRAWAL_DAYS} dagen terug, inclusief de standaard bezorgkosten. Het herroepingsrecht geldt niet voor producten die we speciaal voor jou op maat hebben gemaakt.` },
            { kind: "p", text: [{ text: "Lees alles over herroepen en retourneren", href: "/klantenservice/annuleren-retourneren/" }, "."] },
          ],
        },
        {
          id: "voorwaarden-garantie",
          title: "7. Garantie",
          blocks: [
            { kind: "p", text: `Een product moet doen wat je er redelijkerwijs van mag verwachten, zo lang als je dat mag verwachten: dat is de wettelijke garantie. Daarnaast geven we op elk apparaat ${settings.warrantyYears} jaar garantie, en je kunt die met extra garantie verlengen. Onze garantie komt bovenop je wettelijke rechten en beperkt ze nooit.` },
          ],
        },
        {
          id: "voorwaarden-klachten",
          title: "8. Klachten",
          blocks: [
            { kind: "p", text: `Heb je een klacht, meld die dan zo snel mogelijk nadat je het gebrek hebt ontdekt, bij voorkeur binnen twee maanden, telefonisch op ${phoneText(company)}, per e-mail aan ${company.emailAddress} of als antwoord op je bevestigingsmail. We reageren binnen 14 dagen. Komen we er samen niet uit, dan kun je het geschil voorleggen aan de bevoegde rechter.` },
          ],
        },
        {
          id: "voorwaarden-privacy",
          title: "9. Privacy",
          blocks: [
            { kind: "p", text: "We gebruiken je gegevens alleen om je bestelling uit te voeren, je te helpen en onze wettelijke plichten na te komen, zoals het bewaren van facturen. Welke gegevens dat zijn, met wie we ze delen, hoe lang we ze bewaren en wat je rechten zijn, staat in onze privacyverklaring." },
            { kind: "p", text: [{ text: "Lees onze privacyverklaring", href: PRIVACY_STATEMENT_PATH }, " en ", { text: "welke cookies en opslag we in je browser gebruiken", href: "/cookies/" }, "."] },
          ],
        },
        {
          id: "voorwaarden-recht",
          title: "10. Toepasselijk recht",
          blocks: [
            { kind: "p", text: "Op onze overeenkomsten is Nederlands recht van toepassing. Woon je in België, dan behoud je de bescherming die het Belgische consumentenrecht je geeft." },
          ],
        },
      ],
    },
  ],
});

/** The company's legal details, as a list of facts (the terms, the privacy statement). */
function companyFacts(company: Company): { term: string; detail: string }[] {
  return [
    { term: "Naam", detail: company.legalName },
    { term: "Adres", detail: company.addressLine },
    { term: "KvK-nummer", detail: company.kvkNumber },
    { term: "Btw-nummer", detail: company.vatNumber },
    { term: "E-mail", detail: company.emailAddress },
    ...company.phones.map((phone) => ({ term: `Telefoon vanuit ${phone.label}`, detail: phone.display })),
  ];
}

// ---------------------------------------------------------------- bezorgen en afhalen

const delivery = ({ settings }: ServiceFacts): ServicePage => ({
  ...SERVICE_NAV["bezorgen-afhalen"],
  title: "Bezorgen en afhalen",
  metaTitle: "Bezorgen en afhalen",
  description: `Voor ${NEXT_DAY_CUTOFF} besteld, morgen in huis, ook op zaterdag. Kies je bezorgdag, laat je oude apparaat gratis meenemen of haal af in Zoeterwoude.`,
  intro: `Bestel je voor ${NEXT_DAY_CUTOFF}, dan bezorgen we de volgende bezorgdag al. Liever later, of haal je zelf op? Dat kan ook.`,
  sections: [
    {
      id: "bezorgdag-kiezen",
      title: "Bezorgdag kiezen",
      blocks: [
        {
          kind: "ul",
          items: [
            `Voor ${NEXT_DAY_CUTOFF} besteld en op voorraad: we bezorgen de volgende dag, van maandag tot en met zaterdag.`,
            `Komt het je later beter uit, kies dan bij het afrekenen zelf een dag binnen ${DELIVERY_DAY_RANGE_DAYS} dagen.`,
            `Verbouw je of komt er een nieuwe keuken? Kies dan een week, tot ${DELIVERY_WEEK_RANGE_WEEKS} weken vooruit. We nemen contact op om de dag in die week af te spreken.`,
            "Op feestdagen, zoals Koningsdag, Hemelvaartsdag, Tweede Paasdag, Tweede Pinksterdag en de kerstdagen, bezorgen we niet.",
            "Is een product nog niet op voorraad, dan zie je de verwachte bezorgdag bij het product en bij het afrekenen.",
          ],
        },
      ],
      sections: [
        {
          id: "waddeneilanden",
          title: "Waddeneilanden",
          blocks: [{ kind: "p", text: "Op Texel, Vlieland, Terschelling, Ameland en Schiermonnikoog bezorgen we op dinsdag en donderdag. Je kiest bij het afrekenen een van die dagen." }],
        },
        {
          id: "belgie",
          title: "België",
          blocks: [{ kind: "p", text: "In België bezorgen we van maandag tot en met vrijdag. Op Belgische feestdagen bezorgen we daar niet." }],
        },
      ],
    },
    {
      id: "bezorgkosten",
      title: "Bezorgkosten",
      blocks: [
        { kind: "p", text: smallOrderRuleText(settings.smallOrder) },
        {
          kind: "facts",
          items: [
            ...(settings.smallOrder.feeCents > 0 && settings.smallOrder.thresholdCents > 0
              ? [
                  { term: `Vanaf ${formatAmount(settings.smallOrder.thresholdCents)}`, detail: "Gratis bezorgd" },
                  { term: `Onder ${formatAmount(settings.smallOrder.thresholdCents)}`, detail: `${formatEuro(settings.smallOrder.feeCents)} verzendkosten` },
                ]
              : [{ term: "Bezorgen", detail: "Gratis" }]),
            { term: "Grote apparaten met eigen bezorgkosten", detail: "Het bedrag staat bij het product" },
            { term: "Afhalen in Zoeterwoude", detail: "Gratis" },
          ],
        },
        { kind: "p", text: "Het bedrag van de producten telt na korting. Wat je betaalt, zie je bij elk product en in je winkelwagen, voordat je bestelt. Haal je zelf af, dan betaal je geen bezorg- of verzendkosten." },
      ],
    },
    {
      id: "verdieping-oud-voor-nieuw",
      title: "Op de verdieping en oud voor nieuw",
      blocks: [
        {
          kind: "ul",
          items: [
            "Grote apparaten dragen we tot in de ruimte waar ze komen te staan, ook op een verdieping. Vul bij het afrekenen in op welke verdieping je woont en of er een lift is.",
            "Bij de bezorging van een nieuw apparaat nemen we je oude, vergelijkbare apparaat gratis mee: een wasmachine voor een wasmachine, een koelkast voor een koelkast. Zorg dat het leeg en, bij een koelkast of vriezer, ontdooid klaarstaat; zonder installatie ook losgekoppeld. Met installatie koppelt onze monteur het los.",
            "Het oude apparaat wordt verantwoord gerecycled.",
          ],
        },
        { kind: "p", text: ["Wil je dat we het apparaat ook aansluiten of inbouwen? ", { text: "Lees wat installatie en inbouw inhoudt", href: "/klantenservice/installatie-inbouw/" }, "."] },
      ],
    },
    {
      id: "afhaaladres",
      title: "Afhalen in Zoeterwoude",
      blocks: [
        { kind: "p", text: `Haal je bestelling op in ons ${PICK_UP_POINT.name}. Is alles op voorraad en bestel je minstens ${PICK_UP_MARGIN} voor sluitingstijd, dan haal je het dezelfde dag nog op. Je betaalt geen bezorgkosten en op veel apparaten krijg je afhaalkorting.` },
        { kind: "address" },
        { kind: "hours", schedule: "shop", caption: "Openingstijden afhaalcentrum" },
        { kind: "p", text: [{ text: "Alles over afhalen en de route naar het afhaalcentrum", href: PICK_UP_PATH }] },
      ],
    },
  ],
});

// ---------------------------------------------------------------- betalen

const payment = ({ settings: { paymentFees: fees } }: ServiceFacts): ServicePage => ({
  ...SERVICE_NAV.betalen,
  title: "Betalen",
  metaTitle: "Betalen en betaalmogelijkheden",
  description: "Betaal bij Stekker met iDEAL, Bancontact, creditcard, bankoverschrijving of met je pinpas bij bezorging of afhalen. Alle kosten zie je vooraf.",
  intro: "Je betaalt veilig via onze betaalprovider. Welke betaalmethoden je ziet, hangt af van je land en van bezorgen of afhalen. Kosten van een betaalmethode zie je vooraf in je totaalbedrag.",
  sections: [
    {
      id: "betaalmogelijkheden",
      title: "Betaalmogelijkheden",
      blocks: [{ kind: "p", text: "Dit zijn alle manieren waarop je bij ons kunt betalen." }],
      sections: [
        paymentSection(fees, "ideal", "ideal", "Alleen in Nederland", [{ kind: "p", text: "Je kiest je bank en rondt de betaling af in je eigen bankapp. Je bestelling is direct betaald." }]),
        paymentSection(fees, "bancontact", "bancontact", "Alleen in België", [{ kind: "p", text: "Je betaalt met je Bancontact-kaart of de app van je bank. Je bestelling is direct betaald." }]),
        paymentSection(fees, "creditcard", "creditcard", "In Nederland en België", [{ kind: "p", text: "Je betaalt met Visa of Mastercard, beveiligd met 3D Secure: je bevestigt de betaling in de app van je bank of kaartuitgever." }]),
        paymentSection(fees, "banktransfer", "bankoverschrijving", "In Nederland en België", [
          { kind: "p", text: `Je maakt het totaalbedrag zelf over, binnen ${BANK_TRANSFER_DAYS} dagen. Het rekeningnummer en het betalingskenmerk vind je in je bevestigingsmail en op de pagina van je bestelling. We versturen je bestelling zodra je betaling binnen is; reken op één tot twee werkdagen voordat die bij ons is.` },
        ]),
        paymentSection(fees, "pinOnDelivery", "pinnen-bij-bezorging", "Bij bezorging, niet bij montage en niet bij afhalen", [
          { kind: "p", text: "Je betaalt met je pinpas aan de deur, als we je bestelling bezorgen. Kies je montage, dan betaal je vooraf online." },
        ]),
        paymentSection(fees, "pinOnPickup", "pinnen-bij-afhalen", "Alleen bij afhalen in Zoeterwoude", [{ kind: "p", text: "Je betaalt met je pinpas aan de balie als je je bestelling ophaalt." }]),
      ],
    },
    {
      id: "prijzen-btw",
      title: "Prijzen en btw",
      blocks: [
        { kind: "p", text: "Alle prijzen zijn inclusief 21% btw. Zakelijke klanten kunnen de prijzen zonder btw laten zien; met een geldig buitenlands EU-btw-nummer verleggen we de btw." },
      ],
    },
    {
      id: "betaling-mislukt",
      title: "Is je betaling niet gelukt?",
      blocks: [
        { kind: "p", text: "We houden je bestelling nog 2 uur na het bestellen voor je vast. Op de pagina van je bestelling betaal je met ‘Betaal alsnog’, ook met een andere bank of kaart. Betaal je niet binnen die 2 uur, dan annuleren we je bestelling, wordt er niets afgeschreven en krijg je daarover een e-mail. Lukt het niet, bel ons dan: we helpen je met een andere betaalmethode." },
      ],
    },
  ],
});

// ---------------------------------------------------------------- annuleren en retourneren

const returns = ({ company }: ServiceFacts): ServicePage => ({
  ...SERVICE_NAV["annuleren-retourneren"],
  title: "Annuleren en retourneren",
  metaTitle: "Annuleren, retourneren en herroepingsrecht",
  description: `Je hebt ${WITHDRAWAL_DAYS} dagen bedenktijd na ontvangst. Zo herroep je je aankoop, stuur je het terug en krijg je je geld binnen ${WITHDRAWAL_DAYS} dagen terug.`,
  intro: `Toch niet tevreden? Je hebt ${WITHDRAWAL_DAYS} dagen bedenktijd en je hoeft niet te zeggen waarom.`,
  sections: [
    {
      id: "bedenktijd",
      title: `${WITHDRAWAL_DAYS} dagen bedenktijd`,
      blocks: [
        { kind: "p", text: `Je bedenktijd van ${WITHDRAWAL_DAYS} dagen gaat in op de dag nadat je je bestelling hebt ontvangen. Krijg je je bestelling in delen, dan telt de dag nadat je het laatste product hebt ontvangen. Binnen die tijd mag je je aankoop zonder opgave van reden herroepen.` },
        { kind: "p", text: "Wil je annuleren voordat je bestelling onderweg is? Ook dat is herroepen: gebruik de functie hieronder of bel ons, dan houden we de bestelling tegen." },
      ],
    },
    {
      id: "herroepen",
      title: "Herroepen",
      blocks: [
        { kind: "p", text: [{ strong: "Herroep je aankoop hier" }, " staat op de pagina van je bestelling en in je bevestigingsmail. Zo werkt het:"] },
        {
          kind: "ol",
          items: [
            "Open je bestelling via de link in je bevestigingsmail en kies ‘Herroep je aankoop hier’.",
            "Bevestig dat je je aankoop wilt herroepen.",
            "Je krijgt direct een bevestiging per e-mail, met de datum en het tijdstip waarop we je herroeping hebben ontvangen. Bewaar die.",
          ],
        },
        { kind: "p", text: `Je mag ook het modelformulier hieronder invullen en ons sturen, of ons op een andere duidelijke manier laten weten dat je herroept, bijvoorbeeld door te bellen naar ${phoneText(company)} of te mailen naar ${company.emailAddress}. Je bent op tijd als je je herroeping verstuurt voordat de bedenktijd voorbij is.` },
      ],
    },
    {
      id: "terugsturen",
      title: "Terugsturen",
      blocks: [
        {
          kind: "ul",
          items: [
            `Stuur het product binnen ${WITHDRAWAL_DAYS} dagen na je herroeping terug, met de accessoires en zo mogelijk in de originele verpakking.`,
            "Grote apparaten halen we bij je op; we bellen je om een dag af te spreken. Kleine apparaten breng je naar het afhaalcentrum in Zoeterwoude of stuur je op met het retourlabel dat we je mailen.",
            "De kosten van het terugsturen zijn voor ons.",
          ],
        },
        { kind: "p", text: "Je mag het product uitproberen zoals je dat in een winkel zou doen. Heb je het meer gebruikt dan nodig is om te zien of het bevalt, of is het beschadigd, dan mogen we de waardevermindering verrekenen. Een ingebouwd apparaat is niet altijd nieuw terug te nemen; overleg dan eerst met ons." },
      ],
    },
    {
      id: "terugbetaling",
      title: "Je geld terug",
      blocks: [
        { kind: "p", text: `We betalen je binnen ${WITHDRAWAL_DAYS} dagen na ontvangst van je herroeping alles terug wat je hebt betaald, inclusief de standaard bezorgkosten, op dezelfde manier als je hebt betaald. Koos je een duurdere manier van bezorgen dan de standaard, dan betalen we het verschil niet terug. We mogen wachten met terugbetalen tot we het product terug hebben of tot je hebt laten zien dat je het hebt teruggestuurd.` },
      ],
    },
    {
      id: "uitzonderingen",
      title: "Wanneer het herroepingsrecht niet geldt",
      blocks: [
        {
          kind: "ul",
          items: [
            "Producten die we op jouw verzoek op maat hebben gemaakt.",
            "Verzegelde producten die om redenen van hygiëne niet terug kunnen als de verzegeling verbroken is.",
            "Zakelijke aankopen: het herroepingsrecht is er voor consumenten.",
          ],
        },
      ],
    },
    {
      id: "modelformulier",
      title: "Modelformulier voor herroeping",
      blocks: [
        { kind: "p", text: `Je mag dit formulier gebruiken, maar het hoeft niet. Kopieer de tekst, vul hem in en stuur hem ons per post, per e-mail aan ${company.emailAddress} of als antwoord op je bevestigingsmail.` },
        {
          kind: "frame",
          label: "Modelformulier voor herroeping",
          blocks: [
            { kind: "p", text: "(dit formulier alleen invullen en terugzenden als u de overeenkomst wilt herroepen)" },
            {
              kind: "ul",
              items: [
                `Aan: ${company.legalName}, ${company.addressLine}, ${company.emailAddress}`,
                "Ik/Wij* deel/delen* u hierbij mede dat ik/wij* onze overeenkomst betreffende de verkoop van de volgende goederen/levering van de volgende dienst* herroep/herroepen*:",
                "Besteld op*/Ontvangen op*:",
                "Bestelnummer:",
                "Naam/Namen consument(en):",
                "Adres consument(en):",
                "Handtekening van consument(en) (alleen als dit formulier op papier wordt ingediend):",
                "Datum:",
              ],
            },
            { kind: "p", text: "* Doorhalen wat niet van toepassing is." },
          ],
        },
      ],
    },
  ],
});

// ---------------------------------------------------------------- service en garantie

const warranty = ({ company, settings }: ServiceFacts): ServicePage => ({
  ...SERVICE_NAV["service-garantie"],
  title: "Service en garantie",
  metaTitle: "Service, garantie en reparatie",
  description: `${settings.warrantyYears} jaar garantie op elk apparaat, verlengbaar met extra garantie. Zo werkt je wettelijke garantie en zo vraag je een reparatie aan.`,
  intro: `Op elk apparaat van Stekker heb je ${settings.warrantyYears} jaar garantie. Gaat er iets mis, dan regelen wij de reparatie.`,
  sections: [
    {
      id: "wettelijke-garantie",
      title: "Wettelijke garantie",
      blocks: [
        { kind: "p", text: "Een apparaat moet doen wat je er redelijkerwijs van mag verwachten, en zo lang als je dat mag verwachten. Voor een wasmachine of koelkast is dat vaak langer dan de garantie van de fabrikant. Is het apparaat in die tijd kapot zonder dat het aan jou ligt, dan repareren of vervangen we het, of krijg je (een deel van) je geld terug." },
        { kind: "p", text: "Gaat er in het eerste jaar na levering iets mis, dan gaan we ervan uit dat het gebrek er al was, tenzij we het tegendeel aantonen. In België geldt dat de eerste twee jaar." },
      ],
    },
    {
      id: "standaardgarantie",
      title: `${settings.warrantyYears} jaar garantie van Stekker`,
      blocks: [
        { kind: "p", text: `Bovenop je wettelijke rechten krijg je op elk apparaat ${settings.warrantyYears} jaar garantie, vanaf de dag van levering. Binnen die tijd is een reparatie gratis: geen voorrijkosten, geen arbeidsloon en geen onderdelen.` },
        { kind: "p", text: "Niet onder de garantie vallen schade door een val, verkeerd gebruik of een aansluiting die niet volgens de handleiding is gedaan, kalkschade, en onderdelen die slijten, zoals filters, lampjes en borstels." },
      ],
    },
    {
      id: "extra-garantie",
      title: "Extra garantie",
      blocks: [
        { kind: "p", text: `Met extra garantie verleng je de garantie met ${EXTRA_WARRANTY_YEARS} jaar, tot ${settings.warrantyYears + EXTRA_WARRANTY_YEARS} jaar in totaal, zodat reparaties ook na de standaardtermijn gratis zijn. Je kiest het bij het product of in je winkelwagen; het staat nooit vooraf aangevinkt. De prijs en de duur zie je bij het product en in je winkelwagen.` },
      ],
    },
    {
      id: "reparatie",
      title: "Reparatie aanvragen",
      blocks: [
        {
          kind: "ol",
          items: [
            "Zoek je bestelnummer op in je bevestigingsmail en noteer het type- of serienummer van het typeplaatje op het apparaat.",
            `Bel ons op ${phoneText(company)} en vertel wat er aan de hand is. Vaak lossen we het samen al telefonisch op.`,
            "Lukt dat niet, dan plannen we een monteur in op een dag die jou past. Kleine apparaten kun je ook afgeven in het afhaalcentrum.",
            "Is het apparaat niet binnen redelijke tijd te repareren, of gaat het steeds opnieuw kapot, dan krijg je een vervangend apparaat of je geld terug.",
          ],
        },
        { kind: "p", text: "Is je garantie voorbij, dan kunnen we de reparatie ook regelen. Je krijgt dan vooraf een prijsopgave en beslist zelf." },
      ],
    },
  ],
});

// ---------------------------------------------------------------- installatie en inbouw

const installation = (): ServicePage => ({
  ...SERVICE_NAV["installatie-inbouw"],
  title: "Installatie en inbouw",
  metaTitle: "Installatie, inbouw en extra service",
  description: "Laat je apparaat aansluiten of inbouwen door onze monteurs, of kies extra service. Wat de monteur doet en wat het kost voor het eerste en elk volgend apparaat.",
  intro: "Onze monteurs bezorgen je apparaat, sluiten het aan of bouwen het in, en controleren of alles werkt. Je kiest het als optie bij het product.",
  sections: [
    {
      id: "montage",
      title: "Wat de monteur doet",
      blocks: [
        {
          kind: "ul",
          items: [
            "Bezorgt het apparaat op de dag die jij kiest en zet het op zijn plek, ook op een verdieping.",
            "Sluit het aan op de bestaande aansluitingen voor stroom, water en afvoer.",
            "Bouwt inbouwapparaten in een passende nis in je keuken in, zoals een oven, vaatwasser, koelkast of kookplaat.",
            "Controleert of alles goed werkt en legt uit hoe je het apparaat gebruikt.",
            "Neemt het verpakkingsmateriaal mee, en je oude, vergelijkbare apparaat als je dat wilt.",
          ],
        },
      ],
    },
    {
      id: "prijs",
      title: "Wat montage kost",
      blocks: [
        { kind: "p", text: "De prijs van montage zie je bij het product. Voor het eerste apparaat dat we monteren betaal je de volle montageprijs; voor elk volgend apparaat in dezelfde bestelling een lager tarief. Bij sommige apparaten is montage gratis; dat zie je dan bij het product." },
        { kind: "p", text: "Met montage betaal je vooraf online; pinnen bij bezorging kan dan niet." },
      ],
    },
    {
      id: "extra-service",
      title: "Extra service",
      blocks: [
        { kind: "p", text: "Wil je het apparaat zelf aansluiten, maar niet zelf sjouwen? Met extra service pakken onze bezorgers het uit, zetten het op de plek van je keuze en nemen de verpakking mee. Aansluiten doen ze niet; daarvoor kies je montage." },
      ],
    },
    {
      id: "voorbereiden",
      title: "Zo bereid je de montage voor",
      blocks: [
        {
          kind: "ul",
          items: [
            "Meet de nis op en vergelijk die met de inbouwmaten bij het product. Timmerwerk, zoals het aanpassen van een nis of werkblad, doen we niet.",
            "Zorg voor een geaard stopcontact en, waar nodig, een waterkraan en afvoer binnen anderhalve meter van de plek van het apparaat.",
            "Een kookplaat op krachtstroom of gas sluiten we alleen aan op een bestaande, goedgekeurde aansluiting.",
            "Maak de weg naar de plek vrij en zorg dat je oude apparaat leeg is, een koelkast of vriezer ontdooid. Loskoppelen doet onze monteur.",
          ],
        },
      ],
    },
    {
      id: "montage-kiezen",
      title: "Montage kiezen",
      blocks: [
        { kind: "p", text: "Kies bij het product onder ‘Extra opties kiezen’ voor montage of extra service, of zet het later aan in je winkelwagen. De opties staan nooit vooraf aangevinkt." },
        { kind: "p", text: ["Meer over de bezorging en het meenemen van je oude apparaat: ", { text: "bezorgen en afhalen", href: "/klantenservice/bezorgen-afhalen/" }, "."] },
      ],
    },
  ],
});

// ---------------------------------------------------------------- afhaalcentrum

const pickUp = ({ company }: ServiceFacts): ServicePage => ({
  ...SERVICE_NAV.afhaalcentrum,
  title: PICK_UP_POINT.name,
  metaTitle: `Afhalen in ${PICK_UP_POINT.city}`,
  description: `Direct afhalen in ons afhaalcentrum in ${PICK_UP_POINT.city}, ${PICK_UP_POINT.street}. Op voorraad en op tijd besteld? Dan haal je het vandaag nog op, zonder bezorgkosten.`,
  intro: "Vandaag besteld, vandaag opgehaald: zonder bezorgkosten en op veel apparaten met afhaalkorting.",
  sections: [
    {
      id: "adres-openingstijden",
      title: "Adres en openingstijden",
      blocks: [
        { kind: "address" },
        { kind: "hours", schedule: "shop", caption: "Openingstijden afhaalcentrum" },
        { kind: "p", text: "Op feestdagen is het afhaalcentrum gesloten." },
      ],
    },
    {
      id: "direct-afhalen",
      title: "Direct afhalen",
      blocks: [
        { kind: "p", text: `Is alles in je bestelling op voorraad en bestel je minstens ${PICK_UP_MARGIN} voor sluitingstijd, dan haal je het dezelfde dag nog op. Bij het afrekenen zie je vanaf wanneer je bestelling klaarstaat. Is een product nog niet op voorraad, dan zie je de eerste dag waarop je het kunt ophalen.` },
      ],
    },
    {
      id: "zo-werkt-afhalen",
      title: "Zo werkt afhalen",
      blocks: [
        {
          kind: "ol",
          items: [
            "Kies bij het afrekenen voor afhalen in Zoeterwoude.",
            "Betaal online, of kies ‘Pinnen bij afhalen’ en betaal aan de balie.",
            "Kom op of na het moment dat in je bevestiging staat en laat aan de balie zien wat je meeneemt (hieronder).",
            "We helpen je met inladen. Neem voor een groot apparaat een auto of bus mee waar het rechtop in past, en iemand die helpt tillen.",
          ],
        },
      ],
      sections: [
        {
          id: "meenemen",
          title: "Wat je meeneemt",
          blocks: [
            { kind: "ul", items: PICK_UP_BRING.items },
            { kind: "p", text: PICK_UP_BRING.someoneElse },
          ],
        },
      ],
    },
    {
      id: "route",
      title: "Route",
      blocks: [],
      sections: [
        {
          id: "route-auto",
          title: "Met de auto",
          blocks: [
            { kind: "p", text: `Het afhaalcentrum ligt aan de Rijndijk in Zoeterwoude-Rijndijk, tussen Leiden en Alphen aan den Rijn, vlak bij de A4 en de N11. Volg vanaf de A4 de borden Zoeterwoude-Rijndijk en voer in je navigatie ${ADDRESS_LINE} in. Je parkeert gratis voor de deur.` },
          ],
        },
        {
          id: "route-ov",
          title: "Met het openbaar vervoer",
          blocks: [
            { kind: "p", text: "Vanaf station Leiden Centraal en station Alphen aan den Rijn rijden bussen over de Rijndijk; stap uit bij de halte in Zoeterwoude-Rijndijk en loop een paar minuten naar de ingang. Plan je reis met de reisplanner van 9292 of de NS. Voor grote apparaten raden we een auto of bezorging aan." },
          ],
        },
      ],
    },
    {
      id: "afhalen-vragen",
      title: "Vragen over afhalen",
      blocks: [
        { kind: "p", text: ["Lees meer over ", { text: "bezorgen en afhalen", href: "/klantenservice/bezorgen-afhalen/" }, ` of bel onze klantenservice op ${phoneText(company)}.`] },
      ],
    },
  ],
});

// ---------------------------------------------------------------- privacy

const privacy = ({ company }: ServiceFacts): ServicePage => ({
  ...SERVICE_NAV.privacy,
  title: "Privacyverklaring",
  metaTitle: "Privacyverklaring",
  description: `Welke gegevens ${SITE_NAME} van je bewaart, waarom, met wie we ze delen, hoe lang we ze houden en hoe je je rechten gebruikt.`,
  intro: `We vragen alleen de gegevens die we nodig hebben om je bestelling te bezorgen, je te helpen en ons aan de wet te houden. We verkopen ze aan niemand en volgen je niet over andere websites.`,
  sections: [
    {
      id: "wie",
      title: "Wie is verantwoordelijk",
      blocks: [
        { kind: "p", text: `${company.legalName} is verantwoordelijk voor je gegevens zoals deze verklaring beschrijft (de ‘verwerkingsverantwoordelijke’ in de AVG).` },
        { kind: "facts", items: companyFacts(company) },
      ],
    },
    {
      id: "gegevens",
      title: "Welke gegevens we gebruiken, en waarom",
      blocks: [],
      sections: [
        {
          id: "gegevens-bestelling",
          title: "Je bestelling",
          blocks: [
            { kind: "p", text: "Je naam, adres, e-mailadres en telefoonnummer; bestel je zakelijk, ook je bedrijfsnaam en btw-nummer. Verder wat je bestelt, je keuzes voor bezorging (dag of week, verdieping, lift, je oude apparaat meenemen), montage en garantie, je betaalmethode en of je hebt betaald, en een eventuele herroeping met het tijdstip." },
            {
              kind: "facts",
              items: [
                { term: "Waarvoor", detail: "Je bestelling uitvoeren, je op de hoogte houden per e-mail en je helpen als je vragen hebt." },
                { term: "Grondslag", detail: "De overeenkomst met jou, en onze wettelijke plicht om onze administratie te bewaren." },
                { term: "Bewaartermijn", detail: "7 jaar na de bestelling: zo lang moeten we onze administratie bewaren (de fiscale bewaarplicht)." },
              ],
            },
          ],
        },
        {
          id: "gegevens-winkelwagen",
          title: "Je winkelwagen",
          blocks: [
            { kind: "p", text: "Wat je in je winkelwagen legt en wat je bij het afrekenen al invult, bewaren we zodat je later verder kunt. Alleen jouw browser kan die winkelwagen openen, via een cookie met een willekeurige code. Een winkelwagen verloopt 31 dagen na de laatste wijziging." },
            { kind: "facts", items: [{ term: "Grondslag", detail: "Het voorbereiden van de overeenkomst die je met ons wilt sluiten." }] },
          ],
        },
        {
          id: "gegevens-nieuwsbrief",
          title: "De nieuwsbrief",
          blocks: [
            { kind: "p", text: "Je e-mailadres, of je je aanmelding hebt bevestigd, en wanneer je je aanmeldde, bevestigde of afmeldde. We sturen de nieuwsbrief pas als je je aanmelding met de link in onze e-mail hebt bevestigd. Afmelden kan altijd, met de link in elke nieuwsbrief." },
            {
              kind: "facts",
              items: [
                { term: "Grondslag", detail: "Je toestemming; die trek je in door je af te melden." },
                { term: "Bewaartermijn", detail: "Zolang je bent aangemeld. Na het afmelden bewaren we alleen je adres met de datum van afmelden, zodat we je zeker niets meer sturen en kunnen laten zien dat we je afmelding hebben uitgevoerd." },
              ],
            },
          ],
        },
        {
          id: "gegevens-voorraadmelding",
          title: "Een mail als een product weer op voorraad is",
          blocks: [
            { kind: "p", text: "Je e-mailadres, het product, en wanneer je je aanmeldde, bevestigde, de mail kreeg of je afmeldde. We mailen je pas als je je aanmelding met de link in onze e-mail hebt bevestigd, en dan één keer: zodra het product weer op voorraad is. Afmelden kan altijd, met de link in elke mail." },
            {
              kind: "facts",
              items: [
                { term: "Grondslag", detail: "Je toestemming; die trek je in door je af te melden." },
                { term: "Bewaartermijn", detail: "Tot we je gemaild hebben of je je afmeldt. Daarna bewaren we alleen je adres met het product en die data, zodat we je zeker niet nog eens mailen en kunnen laten zien wat we je stuurden." },
              ],
            },
          ],
        },
        {
          id: "gegevens-website",
          title: "Als je de website gebruikt",
          blocks: [
            {
              kind: "ul",
              items: [
                "Om misbruik tegen te gaan tellen we hoe vaak een IP-adres bijvoorbeeld een winkelwagen aanmaakt of zich aanmeldt voor de nieuwsbrief of een voorraadmelding. Die tellingen houden we hoogstens een uur bij.",
                "Gaat er in je browser iets mis, dan stuurt de website een foutmelding met het type browser naar ons logboek, zodat we de fout kunnen herstellen.",
                "We gebruiken geen cookies voor statistieken of advertenties en laten geen andere partijen meekijken.",
              ],
            },
            { kind: "p", text: [{ text: "Lees welke cookies en opslag we in je browser gebruiken", href: "/cookies/" }, "."] },
          ],
        },
      ],
    },
    {
      id: "delen",
      title: "Met wie we je gegevens delen",
      blocks: [
        { kind: "p", text: "Alleen met wie we nodig hebben om je bestelling uit te voeren, en alleen wat die partij nodig heeft. Met elke partij die voor ons werkt, hebben we afspraken gemaakt over het beschermen van je gegevens." },
        {
          kind: "ul",
          items: [
            "De bezorger en de monteur: je naam, adres, telefoonnummer en wat er bezorgd of gemonteerd moet worden.",
            "De betaalprovider: het bedrag, je bestelnummer en je betaalmethode. Je bankgegevens of creditcardgegevens vul je bij de betaalprovider in; die krijgen wij niet.",
            "Het Kadaster (PDOK): je postcode en huisnummer, om je straat en woonplaats in te vullen.",
            "De Europese Commissie (VIES): het btw-nummer van een zakelijke klant, om te controleren of het geldig is.",
            "Onze hosting- en e-maildienst, die onze website en e-mail voor ons laten werken.",
          ],
        },
        { kind: "p", text: "Je gegevens blijven binnen de Europese Unie. Een overheidsinstantie geven we alleen gegevens als de wet ons daartoe verplicht." },
      ],
    },
    {
      id: "beveiliging",
      title: "Hoe we je gegevens beveiligen",
      blocks: [
        { kind: "p", text: "De website werkt alleen via een beveiligde verbinding (https). Je winkelwagen en je bestelling kan alleen jouw browser openen, of wie de persoonlijke link uit je bevestigingsmail heeft. Alleen medewerkers die het voor hun werk nodig hebben, kunnen bij bestellingen." },
      ],
    },
    {
      id: "rechten",
      title: "Je rechten",
      blocks: [
        {
          kind: "ul",
          items: [
            "Inzage: je mag weten welke gegevens we van je hebben.",
            "Correctie: kloppen je gegevens niet, dan passen we ze aan.",
            "Verwijdering: we verwijderen je gegevens, behalve wat we volgens de wet moeten bewaren.",
            "Beperking en bezwaar: je mag vragen je gegevens minder te gebruiken, of bezwaar maken.",
            "Overdraagbaarheid: je krijgt je gegevens in een gangbaar bestand, om ze aan een ander te geven.",
            "Toestemming intrekken: voor de nieuwsbrief kan dat altijd, met de afmeldlink.",
          ],
        },
        { kind: "p", text: `Stuur je verzoek naar ${company.emailAddress}, met je bestelnummer als het over een bestelling gaat. We antwoorden binnen een maand. We nemen geen besluiten over je die alleen door een computer worden genomen.` },
      ],
    },
    {
      id: "klacht",
      title: "Een klacht",
      blocks: [
        { kind: "p", text: `Ben je niet tevreden over hoe we met je gegevens omgaan, laat het ons dan weten via ${company.emailAddress}. Je mag ook een klacht indienen bij de Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl); woon je in België, dan bij de Gegevensbeschermingsautoriteit (gegevensbeschermingsautoriteit.be).` },
      ],
    },
    {
      id: "wijzigingen",
      title: "Wijzigingen",
      blocks: [{ kind: "p", text: "Verandert er iets aan wat we met je gegevens doen, dan passen we deze verklaring aan. Gaat het om iets belangrijks, dan laten we het je weten voordat het ingaat." }],
    },
  ],
});

/** The subpages of §2 and the privacy statement, in the order of the side navigation. */
const PAGE_BUILDERS = {
  bestellen: ordering,
  "bezorgen-afhalen": delivery,
  betalen: payment,
  "annuleren-retourneren": returns,
  "service-garantie": warranty,
  "installatie-inbouw": installation,
  privacy,
} as const satisfies Record<string, (facts: ServiceFacts) => ServicePage>;

export type ServicePageKey = keyof typeof PAGE_BUILDERS;

export const SERVICE_PAGE_KEYS = Object.keys(PAGE_BUILDERS) as ServicePageKey[];

/** What each subpage's card on the hub says. */
const cardText = ({ settings }: ServiceFacts): Record<ServicePageKey, string> => ({
  bestellen: "Zo bestel je, wat er in je bevestiging staat en onze algemene voorwaarden.",
  "bezorgen-afhalen": `Voor ${NEXT_DAY_CUTOFF} besteld, morgen in huis. Kies je bezorgdag of haal zelf af.`,
  betalen: "iDEAL, Bancontact, creditcard, overboeking of pinnen bij bezorging of afhalen.",
  "annuleren-retourneren": `${WITHDRAWAL_DAYS} dagen bedenktijd, herroepen, terugsturen en je geld terug.`,
  "service-garantie": `${settings.warrantyYears} jaar garantie, extra garantie en een reparatie aanvragen.`,
  "installatie-inbouw": "Aansluiten, inbouwen en extra service door onze monteurs.",
  privacy: "Welke gegevens we van je bewaren, waarom en hoe lang, en je rechten.",
});

function hubCopy(pages: Record<ServicePageKey, ServicePage>, pickUpPage: ServicePage, facts: ServiceFacts) {
  const { company } = facts;
  const cards = cardText(facts);
  return {
    path: HUB_PATH,
    title: "Klantenservice",
    metaTitle: "Klantenservice",
    description: `Vragen over bestellen, bezorgen, betalen, retourneren of garantie? Bel ${company.phones[0].display}, elke dag tot 23:00, of vind hier direct je antwoord.`,
    intro: "Waar kunnen we je mee helpen? Hier vind je antwoord op de meeste vragen. Liever iemand spreken? Bel ons, ook in de avond en in het weekend.",
    contactTitle: "Bel of mail onze klantenservice",
    emailLabel: "Mail",
    hoursCaption: "Openingstijden klantenservice",
    topicsTitle: "Onderwerpen",
    cards: [
      ...SERVICE_PAGE_KEYS.map((key) => ({ href: pages[key].path, title: pages[key].navLabel, text: cards[key] })),
      { href: PICK_UP_PATH, title: pickUpPage.navLabel, text: `Adres, openingstijden en route van ons afhaalcentrum in ${PICK_UP_POINT.city}.` },
    ],
    faqTitle: "Veelgestelde vragen",
  };
}

export type HubCopy = ReturnType<typeof hubCopy>;

function hubFaq({ settings }: ServiceFacts): readonly Question[] {
  return [
    {
      question: "Wanneer wordt mijn bestelling bezorgd?",
      answer: `Bestel je voor ${NEXT_DAY_CUTOFF} en is alles op voorraad, dan bezorgen we de volgende dag, van maandag tot en met zaterdag. Je kunt ook zelf een dag kiezen binnen ${DELIVERY_DAY_RANGE_DAYS} dagen, of een week tot ${DELIVERY_WEEK_RANGE_WEEKS} weken vooruit.`,
    },
    {
      question: "Wat kost bezorgen?",
      answer: `${smallOrderRuleText(settings.smallOrder)} Voor sommige grote apparaten gelden eigen bezorgkosten; die staan bij het product. Afhalen in Zoeterwoude is gratis.`,
    },
    {
      question: "Kan ik mijn bestelling zelf ophalen?",
      answer: `Ja, in ons afhaalcentrum aan de ${ADDRESS_LINE}. Is alles op voorraad en bestel je minstens ${PICK_UP_MARGIN} voor sluitingstijd, dan haal je het dezelfde dag nog op. ${PICK_UP_BRING.sentence}`,
    },
    {
      question: "Hoe herroep ik mijn aankoop?",
      answer: `Je hebt ${WITHDRAWAL_DAYS} dagen bedenktijd na ontvangst. Kies ‘Herroep je aankoop hier’ op de pagina van je bestelling of in je bevestigingsmail en bevestig. Je krijgt direct een bevestiging per e-mail.`,
    },
    {
      question: "Nemen jullie mijn oude apparaat mee?",
      answer: "Ja, bij de bezorging van een nieuw apparaat nemen we je oude, vergelijkbare apparaat gratis mee. Zorg dat het leeg klaarstaat, en losgekoppeld als je geen installatie kiest; met installatie koppelen wij het los.",
    },
    {
      question: "Hoeveel garantie krijg ik?",
      answer: `Op elk apparaat krijg je ${settings.warrantyYears} jaar garantie van Stekker, bovenop je wettelijke garantie. Met extra garantie verleng je die.`,
    },
    {
      question: "Hoe kan ik betalen?",
      answer: `Met iDEAL (Nederland), Bancontact (België), creditcard${creditcardFeeText(settings.paymentFees)} of bankoverschrijving, of met je pinpas bij bezorging (${paymentFee("pinOnDelivery", settings.paymentFees).toLowerCase()}) of bij afhalen.`,
    },
  ];
}

function creditcardFeeText(fees: PaymentFees): string {
  return fees.creditcardCents > 0 ? ` (${formatEuro(fees.creditcardCents)})` : "";
}

/**
 * Every customer-service page, the pick-up point, the hub and its questions,
 * for the given settings and company: the pages print the small-order
 * threshold and fee, the payment fees and the company's details.
 */
export function serviceCopy(facts: ServiceFacts) {
  const pages = Object.fromEntries(SERVICE_PAGE_KEYS.map((key) => [key, PAGE_BUILDERS[key](facts)])) as Record<ServicePageKey, ServicePage>;
  const pickUpPage = pickUp(facts);
  return { pages, pickUpPage, hub: hubCopy(pages, pickUpPage, facts), faq: hubFaq(facts) };
}

