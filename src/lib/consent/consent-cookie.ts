/**
 * The visitor's consent in the browser: read from and written to its
 * first-party cookie (domain/privacy/consent.ts). In the browser, not on the
 * server, because the page cache gives every visitor the same HTML.
 */
import { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE, type ConsentChoice, consentCookieValue, isAnalyticsCookie, parseConsent, serializeConsent } from "@/domain/privacy/consent";

/** The choice that still counts, or null: then the banner asks. */
export function readConsent(now = new Date()): ConsentChoice | null {
  if (typeof document === "undefined") return null;
  return parseConsent(consentCookieValue(document.cookie), now);
}

/** Told on every choice written, for `useSyncExternalStore` readers of the cookie. */
const CONSENT_CHANGED_EVENT = "stekker:consent-changed";

export function writeConsent(choice: ConsentChoice): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(choice)}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT));
}

/** The cookie's raw value as an external store: "" without one; the server has none to give (undefined). */
export function subscribeToConsent(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
}
export const consentSnapshot = (): string => consentCookieValue(document.cookie) ?? "";
export const serverConsentSnapshot = (): undefined => undefined;

/**
 * Removes GA4's cookies when consent for analytics is withdrawn: on the host
 * and on each parent domain, where gtag.js puts them by default (it picks the
 * highest domain it may write).
 */
export function removeAnalyticsCookies(): void {
  const names = document.cookie
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter(isAnalyticsCookie);
  const labels = window.location.hostname.split(".");
  const domains = [""];
  for (let start = 0; start < labels.length - 1; start += 1) domains.push(`; Domain=.${labels.slice(start).join(".")}`);
  for (const name of names) for (const domain of domains) document.cookie = `${name}=; Path=/; Max-Age=0${domain}`;
}

/** The footer's and the cookie statement's "Cookie-instellingen" open the choice again through this event. */
export const OPEN_CONSENT_SETTINGS_EVENT = "stekker:consent-settings";

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT));
}
