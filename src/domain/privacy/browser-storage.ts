/**
 * Everything the shop keeps in a visitor's browser, for the cookie statement
 * (/cookies/) and GET /api/cookies/ (specification §7). Dutch law asks to tell
 * visitors what is stored and why, also where no consent is needed (necessary
 * and functional storage). Analytics storage needs consent first (decisions §7):
 * GA4's cookies are listed only when a tag is configured (GTM_CONTAINER_ID or
 * GA_MEASUREMENT_ID), and set only after the visitor's "analytisch" (domain/privacy/consent.ts).
 *
 * The names are written out here (the domain imports nothing of the rest); a
 * test holds them to the constants the code uses, and the browser tests hold the
 * list to what a visit really leaves behind.
 */

export type StorageKind = "cookie" | "localStorage" | "sessionStorage";
export type StorageCategory = "necessary" | "functional" | "analytics";

export interface BrowserStorageEntry {
  /** The name, or for a family of names (`app-local-event-…`) its prefix; also the id in /api/cookies/{cookieId}/. */
  cookieId: string;
  name: string;
  /** Whether `name` is one name or the start of several. */
  prefix: boolean;
  storage: StorageKind;
  category: StorageCategory;
  purpose: string;
  lifetime: string;
  /** On the shop's own domain; GA4's cookies too, though Google's script sets them and reads them for the shop. */
  firstParty: true;
}

export const STORAGE_CATEGORY_LABELS: Record<StorageCategory, string> = {
  necessary: "Noodzakelijk",
  functional: "Voorkeuren",
  analytics: "Analytisch",
};

export const STORAGE_KIND_LABELS: Record<StorageKind, string> = {
  cookie: "Cookie",
  localStorage: "Lokale opslag",
  sessionStorage: "Opslag voor dit tabblad",
};

const entry = (name: string, storage: StorageKind, category: StorageCategory, purpose: string, lifetime: string, prefix = false): BrowserStorageEntry => ({
  cookieId: name.replace(/-$/, ""),
  name,
  prefix,
  storage,
  category,
  purpose,
  lifetime,
  firstParty: true,
});

export const BROWSER_STORAGE: readonly BrowserStorageEntry[] = [
  entry(
    "stekker_session",
    "cookie",
    "necessary",
    "Herkent je browser, zodat je winkelwagen en je bestellingen alleen voor jou zijn. Bevat een willekeurige code met een handtekening, geen persoonsgegevens.",
    "31 dagen",
  ),
  entry(
    "stekker_staff",
    "cookie",
    "necessary",
    "Alleen voor medewerkers van de winkel die inloggen: houdt je ingelogd. Bevat een willekeurige code, geen persoonsgegevens; wordt gewist als je uitlogt.",
    "12 uur",
  ),
  entry("stekker-cart-id", "localStorage", "necessary", "Het nummer van je winkelwagen, zodat je artikelen bewaard blijven als je later terugkomt.", "31 dagen"),
  entry(
    "stekker-checkout-errors",
    "sessionStorage",
    "necessary",
    "Onthoudt welke gegevens in een eerdere stap van het bestellen nog aangevuld moeten worden, als je via een melding naar die stap gaat.",
    "tot je het tabblad sluit",
  ),
  entry(
    "stekker:last-search",
    "sessionStorage",
    "necessary",
    "Je laatste zoekopdracht en de volgorde van de resultaten, zodat we kunnen zien welke zoekresultaten werken. Blijft in je browser.",
    "tot je het tabblad sluit",
  ),
  entry(
    "stekker-quote-being-built",
    "sessionStorage",
    "necessary",
    "Alleen voor medewerkers van de winkel: de offerte waaraan je producten toevoegt met \"Aan offerte toevoegen\".",
    "tot je het tabblad sluit",
  ),
  entry(
    "stekker_consent",
    "cookie",
    "necessary",
    "Onthoudt je keuze voor cookies (welke soorten je toestaat), wanneer je die maakte en bij welke versie van de vraag, zodat we het niet op elke pagina opnieuw vragen.",
    "1 jaar",
  ),
  entry("mui-mode", "localStorage", "functional", "Je keuze voor de weergave: licht, donker of systeem.", "tot je hem wist"),
  entry("mui-color-scheme-light", "localStorage", "functional", "Hoort bij je keuze voor de weergave: welk kleurenschema bij 'licht' hoort.", "tot je hem wist"),
  entry("mui-color-scheme-dark", "localStorage", "functional", "Hoort bij je keuze voor de weergave: welk kleurenschema bij 'donker' hoort.", "tot je hem wist"),
];

/** GA4's cookies: only in a shop with a tag configured, and only set after consent for "analytisch". */
export const ANALYTICS_STORAGE: readonly BrowserStorageEntry[] = [
  entry("_ga", "cookie", "analytics", "Google Analytics: een willekeurige code die je browser herkent, zodat we bezoeken kunnen tellen en zien hoe de winkel wordt gebruikt. Alleen als je analytische cookies toestaat.", "2 jaar"),
  entry("_ga_", "cookie", "analytics", "Google Analytics: houdt je bezoek bij (begin, aantal pagina's) voor de meting hierboven. Alleen als je analytische cookies toestaat.", "2 jaar", true),
];

/** Everything the statement lists: GA4's cookies only when the shop has a tag configured. */
export function browserStorage(analyticsConfigured: boolean): readonly BrowserStorageEntry[] {
  return analyticsConfigured ? [...BROWSER_STORAGE, ...ANALYTICS_STORAGE] : BROWSER_STORAGE;
}

/** The entry that covers a name the browser holds, or undefined when the statement does not mention it. */
export function storageEntryFor(name: string, storage: StorageKind, entries: readonly BrowserStorageEntry[] = BROWSER_STORAGE): BrowserStorageEntry | undefined {
  return entries.find((candidate) => candidate.storage === storage && (candidate.prefix ? name.startsWith(candidate.name) : name === candidate.name));
}
