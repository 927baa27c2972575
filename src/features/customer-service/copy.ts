/**
 * The words of the customer-service pages that are no page text: the layout's
 * labels, the hub's headings, the parts the page draws itself. The pages'
 * own texts are in the database now (table `pages`, edited in the back
 * office; the first texts in server/pages/page-texts.ts). One place, so a
 * French (fr-BE) translation can follow (decisions §8).
 */
import { PRIVACY_STATEMENT_PATH } from "@/config/site";

export const HUB_PATH = "/klantenservice/";
export const PICK_UP_PATH = "/afhaalcentrum/";

/** Words the layout and the shared parts use. */
export const UI_COPY = {
  home: "Home",
  hubCrumb: "Klantenservice",
  sideNavLabel: "Klantenservice",
  contactNavLabel: "Contact en service aanvragen",
  onThisPage: "Op deze pagina",
  phoneLabel: "Bel ons",
  phoneHint: "Voor vragen over je bestelling, de bezorging of je apparaat.",
  orderNumberHint: "Houd je bestelnummer bij de hand; dat staat in je bevestigingsmail.",
  contactTitle: "Bel of mail onze klantenservice",
  emailLabel: "Mail",
  customerServiceHours: "Openingstijden klantenservice",
  pickUpHours: "Openingstijden afhaalcentrum",
  topicsTitle: "Onderwerpen",
  faqTitle: "Veelgestelde vragen",
  free: "Gratis",
  freeDelivery: "Gratis bezorgd",
  deliveryCostsBelow: "verzendkosten",
  deliver: "Bezorgen",
  ownDeliveryCosts: "Grote apparaten met eigen bezorgkosten",
  ownDeliveryCostsDetail: "Het bedrag staat bij het product",
  pickUpFree: "Afhalen in Zoeterwoude",
  companyName: "Naam",
  companyAddress: "Adres",
  kvk: "KvK-nummer",
  vat: "Btw-nummer",
  email: "E-mail",
  phoneFrom: "Telefoon vanuit",
} as const;

/** The side navigation's pages, in its order; which no page text changes (the footer links the same paths). */
export const SERVICE_NAV: readonly { path: string; navLabel: string }[] = [
  { path: "/klantenservice/bestellen/", navLabel: "Bestellen" },
  { path: "/klantenservice/bezorgen-afhalen/", navLabel: "Bezorgen en afhalen" },
  { path: "/klantenservice/betalen/", navLabel: "Betalen" },
  { path: "/klantenservice/annuleren-retourneren/", navLabel: "Annuleren en retourneren" },
  { path: "/klantenservice/service-garantie/", navLabel: "Service en garantie" },
  { path: "/klantenservice/installatie-inbouw/", navLabel: "Installatie en inbouw" },
  { path: PRIVACY_STATEMENT_PATH, navLabel: "Privacy" },
  { path: PICK_UP_PATH, navLabel: "Afhaalcentrum" },
];
