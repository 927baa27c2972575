/**
 * The visitor's cookie consent (decisions §7: consent before any analytics or
 * tag-manager script loads). Pure: the choice, how it is written into and read
 * back from its first-party cookie, and what it allows (Google's Consent Mode v2
 * signals, whether the tag may load). The browser applies it (lib/consent), since
 * the page cache serves every visitor the same HTML.
 */

/** The categories a visitor chooses; "noodzakelijk" is always on and so not stored. */
export const CONSENT_CATEGORIES = ["analytics", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/**
 * The version of what was asked. Raise it when the question changes (a new
 * category, another tag that stores other data): an older answer then no longer
 * counts and the banner asks again.
 */
export const CONSENT_VERSION = 1;
/** The cookie that remembers the choice (listed in the cookie statement). */
export const CONSENT_COOKIE = "stekker_consent";
/** A choice is asked again after a year, as the Dutch AP advises not to keep one for ever. */
export const CONSENT_LIFETIME_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ConsentChoice {
  version: number;
  /** When the visitor chose. */
  chosenAt: Date;
  analytics: boolean;
  marketing: boolean;
}

/** "Accepteren", "Weigeren", or the visitor's own selection under "Zelf kiezen". */
export function consentChoice(selection: Record<ConsentCategory, boolean>, now: Date): ConsentChoice {
  return { version: CONSENT_VERSION, chosenAt: now, analytics: selection.analytics, marketing: selection.marketing };
}

export const acceptAll = (now: Date): ConsentChoice => consentChoice({ analytics: true, marketing: true }, now);
export const refuseAll = (now: Date): ConsentChoice => consentChoice({ analytics: false, marketing: false }, now);

/** The cookie's value: `v=1&at=<ISO moment>&analytics=0|1&marketing=0|1` (only characters a cookie value allows). */
export function serializeConsent(choice: ConsentChoice): string {
  return `v=${choice.version}&at=${choice.chosenAt.toISOString()}&analytics=${choice.analytics ? 1 : 0}&marketing=${choice.marketing ? 1 : 0}`;
}

const FLAG = /^[01]$/;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

/**
 * The choice in a cookie value, or null when there is none that still counts:
 * unreadable, of another version of the question, older than a year, or dated in
 * the future (a clock or a hand that wrote it wrong). Null means: ask.
 */
export function parseConsent(value: string | undefined | null, now: Date): ConsentChoice | null {
  if (!value || value.length > 200) return null;
  const fields = new Map<string, string>();
  for (const pair of value.split("&")) {
    const [key, field, ...rest] = pair.split("=");
    if (key === undefined || field === undefined || rest.length > 0 || fields.has(key)) return null;
    fields.set(key, field);
  }
  const version = fields.get("v");
  const at = fields.get("at");
  const analytics = fields.get("analytics");
  const marketing = fields.get("marketing");
  if (version !== String(CONSENT_VERSION) || !at || !ISO_MOMENT.test(at) || !analytics || !FLAG.test(analytics) || !marketing || !FLAG.test(marketing)) return null;
  const chosenAt = new Date(at);
  if (Number.isNaN(chosenAt.getTime())) return null;
  const age = now.getTime() - chosenAt.getTime();
  // A minute's grace for clocks that differ a little between tabs and machines.
  if (age < -60_000 || age > CONSENT_LIFETIME_DAYS * DAY_MS) return null;
  return { version: CONSENT_VERSION, chosenAt, analytics: analytics === "1", marketing: marketing === "1" };
}

/** The cookie's value as one `name=value` pair from a `document.cookie` string. */
export function consentCookieValue(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === CONSENT_COOKIE) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/** Seconds the cookie lives: until the choice is asked again. */
export const CONSENT_COOKIE_MAX_AGE = CONSENT_LIFETIME_DAYS * 24 * 60 * 60;

export type ConsentSignal = "granted" | "denied";
/** Google's Consent Mode v2: the four signals a tag reads. */
export interface ConsentModeSignals {
  analytics_storage: ConsentSignal;
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
}

/** Before any choice, and for a refusal: everything denied. */
export const DENIED_SIGNALS: ConsentModeSignals = { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" };

/** What a choice grants: analytics its storage; marketing the three advertising signals. */
export function consentModeSignals(choice: ConsentChoice | null): ConsentModeSignals {
  if (!choice) return DENIED_SIGNALS;
  const signal = (granted: boolean): ConsentSignal => (granted ? "granted" : "denied");
  return { analytics_storage: signal(choice.analytics), ad_storage: signal(choice.marketing), ad_user_data: signal(choice.marketing), ad_personalization: signal(choice.marketing) };
}

/**
 * The tag (Google Tag Manager, or GA4's gtag.js) loads only with consent for
 * analytics: marketing alone does not load it, since the shop's tag is there to
 * measure; marketing then only widens what an already loaded tag may do.
 */
export function mayLoadAnalytics(choice: ConsentChoice | null): boolean {
  return choice?.analytics === true;
}

/** The configured tag: a Tag Manager container, else a GA4 measurement id, else none. */
export type AnalyticsTag = { kind: "gtm"; id: string } | { kind: "gtag"; id: string };

export const GTM_CONTAINER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;
export const GA_MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/;
/** Where Google serves both tags; the only script origin the tag brings. */
export const TAG_SCRIPT_ORIGIN = "https://www.googletagmanager.com";

/** GTM wins when both are set: GA4 is then configured inside the container. */
export function analyticsTag(settings: { gtmContainerId?: string | undefined; gaMeasurementId?: string | undefined }): AnalyticsTag | null {
  if (settings.gtmContainerId) return { kind: "gtm", id: settings.gtmContainerId };
  if (settings.gaMeasurementId) return { kind: "gtag", id: settings.gaMeasurementId };
  return null;
}

/** The script that loads the tag. */
export function analyticsScriptUrl(tag: AnalyticsTag): string {
  const id = encodeURIComponent(tag.id);
  return tag.kind === "gtm" ? `${TAG_SCRIPT_ORIGIN}/gtm.js?id=${id}` : `${TAG_SCRIPT_ORIGIN}/gtag/js?id=${id}`;
}

/** The cookie names GA4 sets on the shop's own domain: removed when consent is withdrawn. */
export function isAnalyticsCookie(name: string): boolean {
  return name === "_ga" || name.startsWith("_ga_") || name === "_gid" || name === "_gat" || name.startsWith("_gat_");
}
