/**
 * The shop's fixed facts (specification §1 and §9): promises, ratings, opening
 * hours, the pick-up point, the company behind the shop. Dutch copy for the
 * shell lives here, in one place, so that a French (fr-BE) translation can
 * follow. The company details here are the demo's fictional company; a real
 * shop sets its own in the environment (config/company.ts reads them).
 */
import { time, type WeekSchedule } from "@/domain/opening-hours";

export const SITE_NAME = "Stekker";
export const SITE_TAGLINE = "Huishoudelijke, keuken- en inbouwapparatuur";
export const SITE_DESCRIPTION =
  "Wasmachines, koelkasten, vaatwassers, kookplaten en meer van Siemens, Miele, Bosch, AEG en andere topmerken. Voor 22:00 besteld, morgen in huis. Ook montage, oud-voor-nieuw en afhalen in Zoeterwoude.";

/** Same-day order cut-off for next-day delivery (specification §9). */
export const NEXT_DAY_CUTOFF = "22:00";

export interface ReviewRating {
  site: string;
  score: number;
  reviews: number;
  /** The shop's page on the review site, where the score and its reviews can be read. */
  url: string;
}

/** The two review sites of §1, each about 9.2 out of 10. */
export const RATINGS: readonly ReviewRating[] = [
  { site: "Kiyoh", score: 9.2, reviews: 18_764, url: "https://www.kiyoh.com/reviews/1067431/stekker" },
  { site: "Trustpilot", score: 9.1, reviews: 9_312, url: "https://nl.trustpilot.com/review/stekker.nl" },
];

// No promise names free delivery: below the small-order threshold it is not (the product pages say what it costs).
export const PROMISES = [
  { key: "delivery", title: "Voor 22:00 besteld, morgen in huis", detail: "Ook op zaterdag bezorgd" },
  { key: "prices", title: "Scherpe prijzen", detail: "Inclusief btw" },
  { key: "pickup", title: "Direct afhalen", detail: "In ons afhaalcentrum in Zoeterwoude" },
  { key: "ratings", title: "Klanten geven ons een 9,2", detail: "Gemiddeld op twee reviewsites" },
] as const;

// Specification §1: customer service Mon-Fri 9:00-23:00, Sat 9:30-23:00, Sun 14:30-23:00.
const weekdays = { opens: time(9), closes: time(23) };
export const CUSTOMER_SERVICE_HOURS: WeekSchedule = [
  { opens: time(14, 30), closes: time(23) },
  weekdays,
  weekdays,
  weekdays,
  weekdays,
  weekdays,
  { opens: time(9, 30), closes: time(23) },
];

// Specification §1: shop Mon-Fri 09:00-20:00, Sat 09:30-20:00, Sun 14:30-20:00.
const shopWeekdays = { opens: time(9), closes: time(20) };
export const SHOP_HOURS: WeekSchedule = [
  { opens: time(14, 30), closes: time(20) },
  shopWeekdays,
  shopWeekdays,
  shopWeekdays,
  shopWeekdays,
  shopWeekdays,
  { opens: time(9, 30), closes: time(20) },
];

export const PICK_UP_POINT = {
  name: "Afhaalcentrum Zoeterwoude",
  street: "Rijndijk 300",
  postalCode: "2382 AS",
  city: "Zoeterwoude",
  country: "NL",
} as const;

/**
 * What a customer brings to pick up an order: the one list the pick-up page,
 * the checkout, the order page and the mails all show.
 */
export const PICK_UP_BRING = {
  items: ["je bestelnummer (dat staat in je bevestigingsmail)", "een geldig identiteitsbewijs: paspoort, identiteitskaart of rijbewijs"],
  sentence: "Neem je bestelnummer en een geldig identiteitsbewijs mee.",
  someoneElse: "Haalt iemand anders je bestelling op? Geef die persoon je bestelnummer mee; aan de balie laat hij of zij een eigen identiteitsbewijs zien.",
} as const;

/** The company behind the shop, as the law asks a web shop to show it (name, address, KvK and VAT numbers, how to reach it). */
export interface CompanyDetails {
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  kvkNumber: string;
  vatNumber: string;
  iban: string;
  emailAddress: string;
  /** Customer service from the Netherlands and from Belgium, as people write the numbers. */
  phoneNl: string;
  phoneBe: string;
}

/**
 * The demo shop's company: fictional, every number made up (the IBAN's check
 * digits are right, so the settings' check accepts it). A real shop replaces
 * each fact with its own (COMPANY_… and CUSTOMER_SERVICE_… in the README).
 */
export const DEMO_COMPANY: CompanyDetails = {
  legalName: "Stekker B.V.",
  street: "Rijndijk 300",
  postalCode: "2382 AS",
  city: "Zoeterwoude",
  kvkNumber: "87654321",
  vatNumber: "NL864321987B01",
  iban: "NL36INGB0007654321",
  emailAddress: "klantenservice@stekker.nl",
  phoneNl: "071 - 760 00 00",
  phoneBe: "+32 3 808 00 00",
};

/** The demo's Dutch number, for copy that has no company details at hand; pages and mails use config/company.ts. */
export const CUSTOMER_SERVICE_PHONE = DEMO_COMPANY.phoneNl;
/** The number for `tel:` links, international so that it also works from Belgium. */
export const CUSTOMER_SERVICE_TEL = `+31${CUSTOMER_SERVICE_PHONE.replace(/\D/g, "").replace(/^0/, "")}`;

/** The privacy statement: where every form that asks for personal data links to. */
export const PRIVACY_STATEMENT_PATH = "/klantenservice/privacy/";

/** The shop's own page about itself (issue 23): a page in the database, drawn by the category route. */
export const ABOUT_US_PATH = "/over-ons/";

/**
 * Short addresses that lead, permanently, to a page's one address (issue 23).
 * The privacy statement keeps /klantenservice/privacy/: links in mails, the
 * terms and search engines already point there, and it sits in the
 * customer-service navigation; /privacy/ is the address people type.
 */
export const PAGE_ALIASES: Readonly<Record<string, string>> = { "/privacy/": PRIVACY_STATEMENT_PATH };
/** The terms and conditions, a section of the ordering page. */
export const TERMS_PATH = "/klantenservice/bestellen/#algemene-voorwaarden";

/** The customer-service pages of §2, with their anchors. */
export const CUSTOMER_SERVICE_LINKS = [
  { href: "/klantenservice/bestellen/", label: "Bestellen" },
  { href: "/klantenservice/bezorgen-afhalen/", label: "Bezorgen en afhalen" },
  { href: "/klantenservice/bezorgen-afhalen/#bezorgdag-kiezen", label: "Bezorgdag kiezen" },
  { href: "/klantenservice/bezorgen-afhalen/#afhaaladres", label: "Afhaaladres" },
  { href: "/klantenservice/betalen/", label: "Betalen" },
  { href: "/klantenservice/betalen/#betaalmogelijkheden", label: "Betaalmogelijkheden" },
  { href: "/klantenservice/annuleren-retourneren/", label: "Annuleren en retourneren" },
  { href: "/klantenservice/service-garantie/", label: "Service en garantie" },
  { href: "/klantenservice/installatie-inbouw/", label: "Installatie en inbouw" },
] as const;

/** Bottom menu on xs and sm (§2): Home, Apparatuur, Afhalen. */
export const BOTTOM_MENU = [
  { href: "/", label: "Home", icon: "home" },
  { href: "/productgroepen/", label: "Apparatuur", icon: "appliances" },
  { href: "/afhaalcentrum/", label: "Afhalen", icon: "pickup" },
] as const;
