import { describe, expect, it } from "vitest";

import {
  acceptAll,
  analyticsScriptUrl,
  analyticsTag,
  CONSENT_COOKIE,
  CONSENT_VERSION,
  consentChoice,
  consentCookieValue,
  consentModeSignals,
  DENIED_SIGNALS,
  isAnalyticsCookie,
  mayLoadAnalytics,
  parseConsent,
  refuseAll,
  serializeConsent,
} from "./consent";

const NOW = new Date("2026-11-26T16:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;

describe("cookie consent", () => {
  it("without a choice nothing is granted and the tag does not load", () => {
    expect(parseConsent(undefined, NOW)).toBeNull();
    expect(consentModeSignals(null)).toEqual(DENIED_SIGNALS);
    expect(mayLoadAnalytics(null)).toBe(false);
  });

  it("a refusal grants nothing and does not load the tag, just like no choice", () => {
    const choice = refuseAll(NOW);
    expect(consentModeSignals(choice)).toEqual(DENIED_SIGNALS);
    expect(mayLoadAnalytics(choice)).toBe(false);
  });

  it("accepting grants every signal and loads the tag", () => {
    const choice = acceptAll(NOW);
    expect(consentModeSignals(choice)).toEqual({ analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" });
    expect(mayLoadAnalytics(choice)).toBe(true);
  });

  it("analytics alone grants only analytics storage; marketing alone grants advertising but does not load the tag", () => {
    expect(consentModeSignals(consentChoice({ analytics: true, marketing: false }, NOW))).toEqual({ ...DENIED_SIGNALS, analytics_storage: "granted" });
    const marketingOnly = consentChoice({ analytics: false, marketing: true }, NOW);
    expect(consentModeSignals(marketingOnly)).toEqual({ analytics_storage: "denied", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" });
    expect(mayLoadAnalytics(marketingOnly)).toBe(false);
  });

  it("a choice is remembered with its date and version, and read back as it was", () => {
    const choice = consentChoice({ analytics: true, marketing: false }, NOW);
    const value = serializeConsent(choice);
    expect(value).toBe(`v=${CONSENT_VERSION}&at=2026-11-26T16:00:00.000Z&analytics=1&marketing=0`);
    // Only characters a cookie value may hold: no spaces, commas, semicolons, quotes or backslashes.
    expect(value).toMatch(/^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]+$/);
    expect(parseConsent(value, new Date(NOW.getTime() + DAY))).toEqual(choice);
  });

  it("a choice older than a year, of another version, or from the future is asked again", () => {
    const value = serializeConsent(acceptAll(NOW));
    expect(parseConsent(value, new Date(NOW.getTime() + 364 * DAY))).not.toBeNull();
    expect(parseConsent(value, new Date(NOW.getTime() + 366 * DAY))).toBeNull();
    expect(parseConsent(value.replace(`v=${CONSENT_VERSION}`, `v=${CONSENT_VERSION + 1}`), NOW)).toBeNull();
    expect(parseConsent(value, new Date(NOW.getTime() - DAY))).toBeNull();
  });

  it("an unreadable or tampered value counts as no choice, never as consent", () => {
    for (const value of ["", "yes", "v=1", "v=1&at=2026-11-26T16:00:00.000Z&analytics=true&marketing=0", "v=1&at=gisteren&analytics=1&marketing=1", "v=1&v=1&at=2026-11-26T16:00:00.000Z&analytics=1&marketing=1", "x".repeat(500)]) {
      expect(parseConsent(value, NOW)).toBeNull();
    }
  });

  it("the choice is found among the page's other cookies", () => {
    const value = serializeConsent(refuseAll(NOW));
    expect(consentCookieValue(`stekker_session=abc; ${CONSENT_COOKIE}=${value}; mui-mode=dark`)).toBe(value);
    expect(consentCookieValue(`x${CONSENT_COOKIE}=1`)).toBeUndefined();
  });

  it("a Tag Manager container wins over a GA4 id; neither configured means no tag", () => {
    expect(analyticsTag({})).toBeNull();
    expect(analyticsTag({ gaMeasurementId: "G-ABC123" })).toEqual({ kind: "gtag", id: "G-ABC123" });
    expect(analyticsTag({ gtmContainerId: "GTM-ABC123", gaMeasurementId: "G-ABC123" })).toEqual({ kind: "gtm", id: "GTM-ABC123" });
    expect(analyticsScriptUrl({ kind: "gtm", id: "GTM-ABC123" })).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-ABC123");
    expect(analyticsScriptUrl({ kind: "gtag", id: "G-ABC123" })).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC123");
  });

  it("GA4's own cookies are recognised for removal when consent is withdrawn, the shop's are not", () => {
    expect(["_ga", "_ga_ABC123", "_gid"].every(isAnalyticsCookie)).toBe(true);
    expect(["stekker_session", CONSENT_COOKIE, "_gallery"].some(isAnalyticsCookie)).toBe(false);
  });
});
