/**
 * The demo shop's reviews (issue 23, point 7): approved reviews for many of
 * the catalogue's products, varied in stars, length, pros and cons, some from
 * verified purchases' customers and some not, and a few waiting for
 * moderation. Dutch, written as customers write: about noise, capacity,
 * ease of use, delivery. A pure function of the products, the seed and the
 * day, so the same seed gives the same reviews.
 */
import { deriveSeed, mulberry32 } from "../catalogue/random";

export interface ReviewableProduct {
  productId: number;
  productType: string;
}

export interface DemoReview {
  productId: number;
  stars: number;
  title: string;
  text: string;
  pros: string[];
  cons: string[];
  authorName: string;
  status: "approved" | "pending";
  createdAt: Date;
}

/** What customers praise and regret per kind of appliance; anything else uses the general ones. */
const POINTS: Record<string, { pros: string[]; cons: string[]; about: string[] }> = {
  laundry: {
    pros: ["Erg stil, ook bij het centrifugeren", "Korte programma's die echt schoon wassen", "Ruime trommel", "Zuinig met water en stroom", "Duidelijk display", "Handige uitgestelde start"],
    cons: ["Eco-programma duurt lang", "Deur sluit wat zwaar", "Zeepbakje moeilijk schoon te maken", "Eindsignaal is erg luid"],
    about: ["De was komt schoon en goed gecentrifugeerd uit de machine.", "Onze oude machine maakte veel lawaai; deze hoor je nauwelijks.", "Met een gezin van vier draait hij bijna dagelijks en dat gaat zonder problemen."],
  },
  cooling: {
    pros: ["Koelt snel en gelijkmatig", "Stil, ook 's nachts", "Veel ruimte in de deur", "Groentelade houdt alles lang vers", "Heldere ledverlichting", "Vriesvak hoeft niet ontdooid te worden"],
    cons: ["Glazen plateaus zijn lastig te verstellen", "Deurscharnier wisselen kost tijd", "Alarm bij open deur gaat snel af"],
    about: ["Alles blijft merkbaar langer vers dan in onze vorige koelkast.", "Hij is zo stil dat we hem in de woonkeuken niet horen.", "De indeling is slim: flessen, groente en restjes hebben elk hun plek."],
  },
  dishes: {
    pros: ["Vaat komt brandschoon uit de machine", "Fluisterstil", "Flexibele korven", "Bestekla is erg handig", "Droogt goed dankzij het openen van de deur"],
    cons: ["Kunststof droogt minder goed", "Het automatische programma duurt lang", "Bovenkorf verstellen gaat stroef"],
    about: ["Zelfs aangekoekte pannen komen schoon uit de machine.", "We zetten hem 's avonds aan en horen er niets van.", "Er past veel meer in dan in onze oude vaatwasser."],
  },
  cooking: {
    pros: ["Warmt snel en gelijkmatig op", "Makkelijk schoon te maken", "Bediening is eenvoudig", "Mooie afwerking", "Timer per zone is handig"],
    cons: ["Knoppen reageren soms traag met natte vingers", "Ventilator blijft lang nadraaien", "Handleiding is summier"],
    about: ["Koken en bakken gaat een stuk sneller dan met ons oude apparaat.", "Het resultaat is gelijkmatig: geen verbrande randjes meer.", "Na een week wil je niet meer anders."],
  },
  small: {
    pros: ["Compact en licht", "Snel klaar voor gebruik", "Makkelijk schoon te maken", "Goede prijs-kwaliteitverhouding", "Mooi design"],
    cons: ["Snoer is aan de korte kant", "Maakt wat meer geluid dan verwacht", "Onderdelen niet allemaal vaatwasserbestendig"],
    about: ["We gebruiken hem elke dag en hij doet precies wat hij moet doen.", "Voor deze prijs hadden we niet zoveel kwaliteit verwacht.", "Handig formaat: hij past precies op het aanrecht."],
  },
};

const GROUP: Record<string, keyof typeof POINTS> = {
  wasmachine: "laundry",
  wasdroger: "laundry",
  wasdroogcombinatie: "laundry",
  koelkast: "cooling",
  "amerikaanse-koelkast": "cooling",
  inbouwkoelkast: "cooling",
  vriezer: "cooling",
  vaatwasser: "dishes",
  inbouwvaatwasser: "dishes",
  kookplaat: "cooking",
  inbouwoven: "cooking",
  fornuis: "cooking",
  magnetron: "cooking",
  afzuigkap: "cooking",
  kokendwaterkraan: "cooking",
};

const TITLES: Record<number, string[]> = {
  5: ["Top apparaat, echt een aanrader", "Precies wat we zochten", "Zeer tevreden", "Uitstekende aankoop", "Beter dan verwacht"],
  4: ["Goed apparaat met een klein minpunt", "Tevreden over de aankoop", "Doet wat hij belooft", "Prima keuze"],
  3: ["Redelijk, maar niet perfect", "Voldoet, meer niet", "Gemengde gevoelens"],
  2: ["Valt tegen", "Had meer verwacht"],
  1: ["Niet tevreden", "Jammer, teleurstellend"],
};

const DELIVERY = [
  "De bezorgers waren op tijd, hebben hem netjes aangesloten en de oude meegenomen.",
  "Besteld op maandagavond en dinsdag al in huis. Prima service.",
  "Zelf opgehaald in Zoeterwoude; stond klaar en was snel geregeld.",
  "De bezorging ging vlot; de monteur legde alles duidelijk uit.",
];

const LOW = [
  "Na een paar weken gebruik vallen de prestaties ons tegen.",
  "Het apparaat werkt, maar de afwerking voelt goedkoop aan.",
  "We hadden meer verwacht voor dit geld; de klantenservice dacht wel goed mee.",
];

const NAMES = ["Marieke", "Jeroen", "Sanne", "Pieter", "Fatima", "Bas", "Lotte", "Mohamed", "Ingrid", "Kees", "Anouk", "Thijs", "Eva", "Dirk", "Noor", "Rik", "Yvonne", "Sem", "Hanneke", "Joost"];
const PLACES = ["Leiden", "Utrecht", "Zoetermeer", "Den Haag", "Gouda", "Alphen aan den Rijn", "Delft", "Haarlem", "Amersfoort", "Antwerpen", "Gent", "Rotterdam", "Nijmegen", "Zwolle"];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Generates the demo reviews for `products`: about four in ten get 1–7 approved reviews; a few more wait for moderation. */
export function generateReviews(products: readonly ReviewableProduct[], seed: number, now: Date): DemoReview[] {
  const random = mulberry32(deriveSeed(seed, "reviews"));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const some = (list: readonly string[], max: number) => {
    const shuffled = [...list].sort(() => random() - 0.5);
    return shuffled.slice(0, Math.floor(random() * (max + 1)));
  };
  const starsOf = () => {
    const roll = random();
    return roll < 0.5 ? 5 : roll < 0.8 ? 4 : roll < 0.9 ? 3 : roll < 0.96 ? 2 : 1;
  };
  const reviews: DemoReview[] = [];
  const write = (product: ReviewableProduct, status: "approved" | "pending"): DemoReview => {
    const points = POINTS[GROUP[product.productType] ?? "small"]!;
    const stars = starsOf();
    const sentences = stars >= 4 ? [pick(points.about), ...(random() < 0.6 ? [pick(DELIVERY)] : []), ...(random() < 0.5 ? [pick(points.about)] : [])] : [pick(LOW), ...(random() < 0.5 ? [pick(points.about)] : [])];
    return {
      productId: product.productId,
      stars,
      title: pick(TITLES[stars]!),
      text: [...new Set(sentences)].join(" "),
      pros: stars >= 3 ? some(points.pros, 3) : some(points.pros, 1),
      cons: stars >= 4 ? some(points.cons, 1) : some(points.cons, 2),
      authorName: `${pick(NAMES)} uit ${pick(PLACES)}`,
      status,
      createdAt: new Date(now.getTime() - Math.floor(random() * 400 * DAY_MS) - DAY_MS),
    };
  };
  for (const product of products) {
    const roll = random();
    if (roll < 0.4) {
      const count = 1 + Math.floor(random() * 7);
      for (let index = 0; index < count; index += 1) reviews.push(write(product, "approved"));
    } else if (roll < 0.42) {
      reviews.push(write(product, "pending"));
    }
  }
  // A few of the newest wait for moderation, so the back office's list has work.
  return reviews.map((review, index) => (index % 97 === 5 ? { ...review, status: "pending" as const, createdAt: new Date(now.getTime() - ((index % 3) + 1) * 3_600_000) } : review));
}
