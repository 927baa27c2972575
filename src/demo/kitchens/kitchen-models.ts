/**
 * The demo shop's kitchens: twelve composed kitchens of three (fictional)
 * makers, in every style and layout the pages filter on, with the kind of
 * built-in appliances each comes with. The catalogue's own appliances are
 * picked for them when the catalogue is generated (generate-kitchens.ts).
 */
import type { KitchenInsert } from "./rows";

/** A kitchen as the demo composes it: the row's own facts, with its appliances by product type and its price in whole euros. */
export type KitchenModel = Pick<KitchenInsert, "name" | "brand" | "style" | "layout" | "widthCm" | "depthCm" | "heightCm" | "front" | "frontColour" | "worktop" | "description"> & {
  /** Product types of the catalogue, one appliance of each. */
  applianceTypes: readonly string[];
  priceFromEuros: number;
};

const FULL = ["inbouwoven", "kookplaat", "afzuigkap", "inbouwvaatwasser", "inbouwkoelkast"] as const;
const WITH_TAP = [...FULL, "kokendwaterkraan"] as const;
const COMPACT = ["inbouwoven", "kookplaat", "afzuigkap", "inbouwvaatwasser"] as const;

export const KITCHEN_MODELS: readonly KitchenModel[] = [
  {
    name: "Lumen",
    brand: "Nordhout Keukens",
    style: "modern",
    layout: "eiland",
    widthCm: 420,
    depthCm: 300,
    heightCm: 220,
    front: "Mat antraciet, greeploos",
    frontColour: "#3a3d42",
    worktop: "Keramiek, 12 mm, betonlook",
    applianceTypes: WITH_TAP,
    priceFromEuros: 18_995,
    description:
      "Een greeploze keuken met een kookeiland waar je met z’n allen omheen staat. De matte antraciet fronten houden vingerafdrukken tegen, het keramiek werkblad kan tegen een hete pan. Met inductiekookplaat in het eiland en een kokendwaterkraan bij de spoelbak.",
  },
  {
    name: "Hoeve",
    brand: "Keukenmakers Leiden",
    style: "landelijk",
    layout: "l-keuken",
    widthCm: 360,
    depthCm: 240,
    heightCm: 225,
    front: "Kaderdeur, salie groen gelakt",
    frontColour: "#8a9a7b",
    worktop: "Massief eiken, geolied",
    applianceTypes: FULL,
    priceFromEuros: 12_495,
    description:
      "Landelijk zonder stoffig te worden: kaderdeuren in zacht saliegroen, een warm eiken werkblad en messing grepen. De L-opstelling geeft veel werkruimte in de hoek en laat ruimte over voor een eettafel.",
  },
  {
    name: "Fabriek",
    brand: "Nordhout Keukens",
    style: "industrieel",
    layout: "recht",
    widthCm: 300,
    depthCm: 65,
    heightCm: 230,
    front: "Zwart eiken fineer met stalen grepen",
    frontColour: "#2b2522",
    worktop: "Composiet, zwart gespikkeld",
    applianceTypes: COMPACT,
    priceFromEuros: 7_995,
    description:
      "Een rechte keuken met de stoerheid van een oude werkplaats: zwart eiken fineer, stalen grepen en open wandrekken. Past in een loft of een smalle woonkeuken, en alles zit binnen handbereik.",
  },
  {
    name: "Statig",
    brand: "Atelier Van Rijn",
    style: "klassiek",
    layout: "u-keuken",
    widthCm: 380,
    depthCm: 300,
    heightCm: 240,
    front: "Paneeldeur, gebroken wit gelakt",
    frontColour: "#ece6da",
    worktop: "Natuursteen, wit marmer",
    applianceTypes: WITH_TAP,
    priceFromEuros: 21_950,
    description:
      "Een klassieke U-keuken met paneeldeuren, kroonlijsten en een marmeren werkblad. Veel kastruimte aan drie kanten, een hoge kolom voor oven en koelkast, en een kokendwaterkraan in oud-messing.",
  },
  {
    name: "Fjord",
    brand: "Nordhout Keukens",
    style: "scandinavisch",
    layout: "parallel",
    widthCm: 320,
    depthCm: 260,
    heightCm: 220,
    front: "Berken multiplex met witte lak",
    frontColour: "#f2efe8",
    worktop: "Laminaat, licht eiken",
    applianceTypes: FULL,
    priceFromEuros: 9_750,
    description:
      "Twee wanden tegenover elkaar: aan de ene kant koken, aan de andere kant spoelen en koelen. Licht berken en wit maken een smalle ruimte groot, en de werkroute is kort.",
  },
  {
    name: "Compact",
    brand: "Keukenmakers Leiden",
    style: "modern",
    layout: "recht",
    widthCm: 240,
    depthCm: 62,
    heightCm: 215,
    front: "Hoogglans wit",
    frontColour: "#fafafa",
    worktop: "Laminaat, wit marmerlook",
    applianceTypes: COMPACT,
    priceFromEuros: 4_995,
    description:
      "Alles wat je nodig hebt op 2,4 meter: een rechte keuken voor een appartement of studio, met inbouwoven, inductiekookplaat, vlakscherm-afzuigkap en een volledig geïntegreerde vaatwasser.",
  },
  {
    name: "Boerderij",
    brand: "Atelier Van Rijn",
    style: "landelijk",
    layout: "eiland",
    widthCm: 450,
    depthCm: 320,
    heightCm: 235,
    front: "Massief grenen, in kalkverf",
    frontColour: "#d8d2c4",
    worktop: "Hardsteen, gezoet",
    applianceTypes: WITH_TAP,
    priceFromEuros: 23_450,
    description:
      "Een ruime boerderijkeuken met een groot kookeiland en een hardstenen werkblad. Kalkverf op massief grenen, een schouw boven het fornuis en plek voor een ontbijt aan het eiland.",
  },
  {
    name: "Loods",
    brand: "Keukenmakers Leiden",
    style: "industrieel",
    layout: "hoek",
    widthCm: 330,
    depthCm: 210,
    heightCm: 225,
    front: "Betonlook met zwarte greeplijst",
    frontColour: "#8d8b87",
    worktop: "Compact laminaat, 12 mm, zwart",
    applianceTypes: FULL,
    priceFromEuros: 8_495,
    description:
      "Een hoekkeuken in betonlook met een dun zwart werkblad. De hoekkast draait naar buiten, zodat je ook achterin bij je pannen kunt. Stoer en onderhoudsvriendelijk.",
  },
  {
    name: "Sereen",
    brand: "Nordhout Keukens",
    style: "modern",
    layout: "l-keuken",
    widthCm: 340,
    depthCm: 250,
    heightCm: 225,
    front: "Zijdemat kasjmier, greeploos",
    frontColour: "#cbbfae",
    worktop: "Kwartscomposiet, 20 mm, wit",
    applianceTypes: FULL,
    priceFromEuros: 11_250,
    description:
      "Rustige kasjmiertinten, geen grepen, geen zichtbare naden: een L-keuken die opgaat in je woonkamer. De hoge kast verbergt koelkast en oven achter dezelfde fronten.",
  },
  {
    name: "Herenhuis",
    brand: "Atelier Van Rijn",
    style: "klassiek",
    layout: "recht",
    widthCm: 360,
    depthCm: 65,
    heightCm: 245,
    front: "Kaderdeur, donkerblauw gelakt",
    frontColour: "#253a5e",
    worktop: "Natuursteen, zwart graniet",
    applianceTypes: FULL,
    priceFromEuros: 13_995,
    description:
      "Een klassieke rechte keuken in diep nachtblauw met zwart graniet: stijlvol in een herenhuis met hoge plafonds. Hoge bovenkasten tot het plafond geven extra bergruimte.",
  },
  {
    name: "Hygge",
    brand: "Keukenmakers Leiden",
    style: "scandinavisch",
    layout: "u-keuken",
    widthCm: 310,
    depthCm: 280,
    heightCm: 220,
    front: "Licht eiken fineer",
    frontColour: "#d9b98c",
    worktop: "Massief eiken, geolied",
    applianceTypes: FULL,
    priceFromEuros: 10_495,
    description:
      "Een warme U-keuken in licht eiken, met open planken voor je mooiste servies. De U-vorm houdt alles dichtbij: koken, spoelen en koelen op een paar stappen van elkaar.",
  },
  {
    name: "Atelier",
    brand: "Atelier Van Rijn",
    style: "industrieel",
    layout: "parallel",
    widthCm: 350,
    depthCm: 270,
    heightCm: 230,
    front: "Staalgrijs gelakt met RVS plint",
    frontColour: "#5b6470",
    worktop: "RVS, geborsteld",
    applianceTypes: WITH_TAP,
    priceFromEuros: 15_750,
    description:
      "Een werkkeuken zoals in een restaurant: een geborsteld RVS werkblad, staalgrijze fronten en twee parallelle wanden. Voor wie veel en graag kookt, met een kokendwaterkraan erbij.",
  },
];
