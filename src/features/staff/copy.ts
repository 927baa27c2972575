/**
 * The staff pages' addresses and what they say after a form (decisions §5).
 * A browser without JavaScript lands on them with `?melding=<code>`: a fixed
 * set of codes, never free text, so a link cannot make the page say anything.
 * An outcome about the staff list is shown in that section, where the form
 * sends the browser back to (`#medewerkers`).
 */
import type { StaffOutcome } from "@/config/paths";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_PROBLEMS } from "@/domain/staff/password-policy";

export { STAFF_HOME_PAGE, STAFF_SIGN_IN_PAGE } from "@/config/paths";
export const STAFF_SESSIONS_ENDPOINT = "/api/staff-sessions/";
export const SHOP_MODE_ENDPOINT = "/api/shop/mode/";
export const STAFF_MEMBERS_ENDPOINT = "/api/staff-members/";
export const SHOP_EXPORT_ENDPOINT = "/api/shop/export/";

export const STAFF_COPY = {
  modeTitle: "Medewerkersmodus",
  manage: "Medewerkerspagina",
  signOut: "Uitloggen",
  noShop: "geen winkel",
  signInTitle: "Inloggen voor medewerkers",
  signInIntro: "Met je medewerkersaccount zie je in de winkel en aan de telefoon wat klanten niet zien: filters voor medewerkers, de voorraad in aantallen, wanneer nieuwe voorraad komt en hoeveel goedmaakkorting je mag geven.",
  emailAddress: "E-mailadres",
  password: "Wachtwoord",
  signIn: "Inloggen",
  noAccount: "Nog geen account? Vraag een beheerder van de winkel om je toe te voegen.",
  homeTitle: "Medewerkersmodus",
  signedInAs: (name: string, role: string, emailAddress: string) => `Je bent ingelogd als ${name} (${role}, ${emailAddress}).`,
  toBackOffice: "Naar de backoffice",
  sessionEnds: "Je blijft een werkdag ingelogd (12 uur); daarna log je opnieuw in.",
  shopTitle: "Winkel",
  shopIntro: "Sta je in een winkel? Kies hem, dan weet de winkel waar je een klant helpt. Dit geldt voor deze browser.",
  shopLabel: "Winkel van deze browser",
  saveShop: "Winkel opslaan",
  seesTitle: "Wat je als medewerker extra ziet",
  sees: [
    "Filters die alleen voor medewerkers zijn, gemarkeerd met ‘Medewerkers’, op categorie- en zoekpagina’s.",
    "Op productpagina’s: de voorraad in aantallen, wanneer nieuwe voorraad verwacht wordt en hoeveel goedmaakkorting je mag geven.",
    "Je ziet de winkel altijd actueel: pagina’s komen voor jou nooit uit de gedeelde cache.",
  ],
  tokensTitle: "API-tokens",
  tokensIntro: "Met een API-token kan een script of ander systeem de API gebruiken met jouw rechten (als Bearer-token, of als wachtwoord bij Basic). Je ziet een token één keer, direct na het maken.",
  tokenName: "Naam van de nieuwe token",
  makeToken: "Token maken",
  newToken: "Je nieuwe token. Kopieer hem nu: hij wordt niet meer getoond.",
  noTokens: "Je hebt nog geen API-tokens.",
  revoke: "Intrekken",
  revoked: "Ingetrokken",
  neverUsed: "nog niet gebruikt",
  lastUsed: (when: string) => `laatst gebruikt ${when}`,
  madeOn: (when: string) => `gemaakt ${when}`,
  tokensNeedScript: "Tokens maken en intrekken kan met JavaScript aan.",
  tasksTitle: "Achtergrondtaken",
  tasksIntro: "Werk dat de winkel op de achtergrond doet. Wacht er iets, bijvoorbeeld omdat de mailserver even niet werkte? Probeer het dan nu opnieuw.",
  taskNames: { "order-mails": "Ordermails", "payment-expiry": "Onbetaalde bestellingen annuleren", "bank-transfer-reminders": "Betaalherinneringen (overschrijving)", "review-requests": "Reviewverzoeken", forms: "Formulieren: mails en oude uploads", "newsletter-sends": "Nieuwsbrieven versturen" } as Record<string, string>,
  taskWaiting: (pending: number, since: string | null) => (pending === 0 ? "niets wachtend" : `${pending} wachtend${since ? `, sinds ${since}` : ""}`),
  taskQueue: (queue: { waiting: number; retrying: number; active: number }, since: string | null) =>
    queue.waiting + queue.retrying + queue.active === 0
      ? "wachtrij leeg"
      : [`wachtrij: ${queue.waiting} wachtend`, queue.retrying > 0 ? `${queue.retrying} opnieuw te proberen` : null, queue.active > 0 ? `${queue.active} bezig` : null].filter(Boolean).join(", ") + (since ? `, sinds ${since}` : ""),
  resumeTask: "Nu opnieuw proberen",
  exportTitle: "Exporteren",
  exportIntro: "Download gegevens als CSV-bestand voor Excel of een mailprogramma. Ze bevatten persoonsgegevens: bewaar ze niet langer dan nodig.",
  exportNewsletter: "Nieuwsbrief: bevestigde e-mailadressen (CSV)",
  exportOrders: "Bestellingen",
  exportFrom: "Van",
  exportTo: "Tot en met",
  exportDownload: "Bestellingen downloaden (CSV)",
  membersTitle: "Medewerkers",
  membersIntro: "Als beheerder voeg je medewerkers toe, maak je iemand beheerder of schakel je een account uit. Een uitgeschakelde medewerker kan niet meer inloggen en zijn API-tokens werken niet meer.",
  memberName: "Naam",
  memberEmail: "E-mailadres",
  memberRole: "Rol",
  memberPassword: "Eerste wachtwoord (minstens 12 tekens)",
  addMember: "Medewerker toevoegen",
  disabled: "uitgeschakeld",
  you: "jij",
  disable: "Uitschakelen",
  enable: "Weer inschakelen",
  makeAdmin: "Maak beheerder",
  makeStaff: "Maak medewerker",
  factsTitle: "Alleen voor medewerkers",
  stock: "Voorraad",
  stockCount: (count: number) => (count === 1 ? "1 stuk" : `${count} stuks`),
  expectedStock: "Nieuwe voorraad verwacht",
  noExpectedStock: "geen datum bekend",
  makeAmends: "Goedmaakkorting",
  makeAmendsUpTo: (amount: string) => `tot ${amount}`,
  noMakeAmends: "niet voor dit product",
  productId: "Productnummer",
  // Issue 21, part B: the shop-only flags.
  marginCode: "Margecode",
  marginCodeShort: "Code",
  noMarginCode: "geen inkoopprijs",
  shopPrice: "Winkelprijs",
  noShopPrice: "geen winkelprijs",
  inTheShop: "In de winkel",
  inShowroom: "showroom",
  shopStock: (count: number) => `${count} op voorraad`,
  shopOptions: "Winkelopties",
  noShopOptions: "geen",
  shopOptionCount: (count: number) => (count === 1 ? "1 winkeloptie" : `${count} winkelopties`),
} as const;

export const STAFF_OUTCOMES = {
  "onjuiste-gegevens": { severity: "error", text: "Dit e-mailadres en wachtwoord horen niet bij een medewerker. Controleer ze en probeer het opnieuw." },
  "te-vaak": { severity: "error", text: "Te veel pogingen achter elkaar. Wacht een kwartier en probeer het dan opnieuw." },
  "ongeldige-invoer": { severity: "error", text: "Vul je e-mailadres en wachtwoord in." },
  "niet-gelukt": { severity: "error", text: "Dat lukte niet. Probeer het over een paar minuten opnieuw." },
  uitgelogd: { severity: "success", text: "Je bent uitgelogd." },
  "taak-hervat": { severity: "success", text: "De wachtende taken zijn opnieuw geprobeerd.", section: "tasks" },
  "winkel-gekozen": { severity: "success", text: "Je winkel is opgeslagen." },
  "sessie-verlopen": { severity: "error", text: "Je bent niet (meer) ingelogd. Log opnieuw in." },
  "medewerker-toegevoegd": { severity: "success", text: "De medewerker is toegevoegd en kan nu inloggen.", section: "members" },
  "medewerker-gewijzigd": { severity: "success", text: "De medewerker is gewijzigd.", section: "members" },
  "adres-in-gebruik": { severity: "error", text: "Er is al een medewerker met dit e-mailadres.", section: "members" },
  "wachtwoord-zwak": { severity: "error", text: `Kies een wachtwoord van minstens ${PASSWORD_MIN_LENGTH} en hoogstens ${PASSWORD_MAX_LENGTH} tekens.`, section: "members" },
  "wachtwoord-bekend": { severity: "error", text: PASSWORD_PROBLEMS.commonList, section: "members" },
  "wachtwoord-te-raden": { severity: "error", text: PASSWORD_PROBLEMS.guessable, section: "members" },
  "wachtwoord-met-adres": { severity: "error", text: PASSWORD_PROBLEMS.emailAddress, section: "members" },
  "wachtwoord-met-naam": { severity: "error", text: PASSWORD_PROBLEMS.name, section: "members" },
  "wachtwoord-met-winkelnaam": { severity: "error", text: PASSWORD_PROBLEMS.shopName, section: "members" },
  "ongeldige-medewerker": { severity: "error", text: "Vul een naam, een geldig e-mailadres en een rol in.", section: "members" },
  "laatste-beheerder": { severity: "error", text: "Dat kan niet: de winkel moet minstens één actieve beheerder houden, en je kunt jezelf niet uitschakelen.", section: "members" },
} as const satisfies Record<StaffOutcome, { severity: "error" | "success"; text: string; section?: "members" | "tasks" }>;
export type { StaffOutcome };

export type StaffOutcomeMessage = { severity: "error" | "success"; text: string; section?: "members" | "tasks" };

export function staffOutcome(code: string | string[] | undefined): StaffOutcomeMessage | null {
  return typeof code === "string" && Object.hasOwn(STAFF_OUTCOMES, code) ? STAFF_OUTCOMES[code as StaffOutcome] : null;
}

/** The notice while a member of staff looks at the drafts (issue 23, `/api/preview/`). */
export const PREVIEW_ENDPOINT = "/api/preview/";
export const PREVIEW_COPY = {
  notice: "Voorbeeld: je ziet de concepten",
  explanation: "Bezoekers zien de gepubliceerde versie.",
  end: "Voorbeeld beëindigen",
} as const;

export const MAIL_LINK_COPY = {
  label: "Links in de mails",
  notice: (configured: string, suggested: string) => `De links in de mails wijzen naar ${configured}: zet PUBLIC_BASE_URL op ${suggested}.`,
} as const;
