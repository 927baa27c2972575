import { describe, expect, it } from "vitest";

import { ANALYTICS_STORAGE, BROWSER_STORAGE, browserStorage, storageEntryFor } from "./browser-storage";
import { CONSENT_COOKIE, CONSENT_LIFETIME_DAYS, isAnalyticsCookie } from "./consent";

describe("the cookie statement", () => {
  it("without a tag configured it stores nothing for analytics or advertising, nothing for others, and says what each entry is for and how long it stays", () => {
    expect(browserStorage(false)).toEqual(BROWSER_STORAGE);
    for (const entry of BROWSER_STORAGE) {
      expect(["necessary", "functional"]).toContain(entry.category);
      expect(entry.firstParty).toBe(true);
      expect(entry.purpose.length).toBeGreaterThan(20);
      expect(entry.lifetime).not.toBe("");
    }
  });

  it("with a tag configured it also lists GA4's cookies, as analytics, which is exactly what consent removes", () => {
    const entries = browserStorage(true);
    expect(entries.filter((entry) => entry.category === "analytics")).toEqual(ANALYTICS_STORAGE);
    expect(storageEntryFor("_ga", "cookie", entries)?.category).toBe("analytics");
    expect(storageEntryFor("_ga_ABC123", "cookie", entries)?.category).toBe("analytics");
    for (const entry of ANALYTICS_STORAGE) expect(isAnalyticsCookie(entry.prefix ? `${entry.name}X1` : entry.name)).toBe(true);
  });

  it("the consent cookie itself is listed, as necessary, with the lifetime of a choice", () => {
    expect(storageEntryFor(CONSENT_COOKIE, "cookie")).toMatchObject({ category: "necessary", lifetime: "1 jaar" });
    expect(CONSENT_LIFETIME_DAYS).toBe(365);
  });

  it("every entry has its own id, usable in an address", () => {
    const ids = browserStorage(true).map((entry) => entry.cookieId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9_:-]+$/);
  });

  it("a name the statement does not cover is not matched", () => {
    expect(storageEntryFor("_ga", "cookie")).toBeUndefined();
    expect(storageEntryFor("stekker_session", "localStorage")).toBeUndefined();
  });
});
