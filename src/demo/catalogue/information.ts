/**
 * The 'Meer info' texts (seed-spec §2) behind the options and labels on product
 * pages and in the cart. Amounts are left out: they differ per product and the
 * page shows them beside the text.
 */
import { DEFAULT_WARRANTY_YEARS, EXTRA_WARRANTY_YEARS } from "@/domain/catalogue/warranty";

import type { InformationInsert } from "./rows";

export type { InformationInsert };

const TEXTS: readonly Omit<InformationInsert, "informationId">[] = [
  {
    key: "montage",
    title: "Montage",
    body: "Onze monteurs bezorgen je apparaat, sluiten het aan en controleren of alles goed werkt. Inbouwapparaten bouwen ze in je keuken in. Het verpakkingsmateriaal nemen ze mee. Monteer je meer apparaten tegelijk, dan betaal je voor elk volgend apparaat een lager tarief.",
  },
  {
    key: "extra-service",
    title: "Extra service",
    body: "Met extra service pakken onze bezorgers je apparaat uit, zetten het op de plek van je keuze en nemen de verpakking mee. Aansluiten doen we niet; daarvoor kies je montage.",
  },
  {
    key: "extra-garantie",
    title: "Extra garantie",
    body: `Standaard heb je ${DEFAULT_WARRANTY_YEARS} jaar garantie. Extra garantie verlengt die met ${EXTRA_WARRANTY_YEARS} jaar, tot ${DEFAULT_WARRANTY_YEARS + EXTRA_WARRANTY_YEARS} jaar in totaal, zodat reparaties ook daarna gratis zijn: geen voorrijkosten, geen arbeidsloon en geen onderdelen. Je zet extra garantie zelf aan; het staat nooit vooraf aangevinkt.`,
  },
  {
    key: "afhalen",
    title: "Afhalen in Zoeterwoude",
    body: "Haal je bestelling op in ons afhaalcentrum in Zoeterwoude. Je krijgt bericht zodra hij klaarstaat. Bij afhalen betaal je geen bezorg- of verzendkosten, en op veel apparaten krijg je afhaalkorting. Betalen kan vooraf of met pin bij het afhalen.",
  },
  {
    key: "energielabel",
    title: "Het Europese energielabel",
    body: "Het energielabel laat zien hoe zuinig een apparaat is, van A (zuinigst) tot G. Sinds 2021 geldt deze nieuwe schaal voor onder meer wasmachines, koelkasten en vaatwassers; drogers, ovens en afzuigkappen hebben nog de oude schaal van A+++ tot D. Klik op het label voor het volledige label en de productinformatiebladen.",
  },
  {
    key: "bezorgen",
    title: "Bezorgen",
    body: "Bestel je vóór 22:00 en is het product op voorraad, dan bezorgen we het de volgende bezorgdag. We bezorgen van maandag tot en met zaterdag. Je kiest zelf een dag binnen tien dagen, of voor een verbouwing een week binnen 25 weken.",
  },
  {
    key: "oud-voor-nieuw",
    title: "Oud-voor-nieuw",
    body: "Bij de bezorging van een nieuw apparaat nemen we je oude, vergelijkbare apparaat gratis mee. Zorg dat het leeg klaarstaat, en losgekoppeld als je geen installatie kiest; met installatie koppelt onze monteur het los. Wij zorgen dat het wordt gerecycled.",
  },
  {
    key: "cashback",
    title: "Cashback",
    body: "Bij cashback betaal je eerst de volledige prijs. Daarna vraag je het cashbackbedrag aan bij de fabrikant, die het op je rekening terugstort. De voorwaarden en de termijn staan op de actiepagina van het merk.",
  },
  {
    key: "kassakorting",
    title: "Kassakorting",
    body: "Kassakorting gaat direct van de prijs af: je betaalt meteen het lagere bedrag. Een doorgestreepte prijs tonen we alleen als dat de laagste prijs van de afgelopen 30 dagen was.",
  },
  {
    key: "afhaalkorting",
    title: "Afhaalkorting",
    body: "Haal je het apparaat zelf op in Zoeterwoude, dan krijg je afhaalkorting. Kies daarvoor bij het afrekenen voor afhalen.",
  },
];

export const INFORMATION: readonly InformationInsert[] = TEXTS.map((text, index) => ({ informationId: index + 1, ...text }));
