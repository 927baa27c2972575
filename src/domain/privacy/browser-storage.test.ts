import { describe, expect, it } from "vitest";

import { BROWSER_STORAGE, storageEntryFor } from "./browser-storage";

describe("the cookie statement", () => {
  it("stores nothing for analytics or advertising, nothing for others, and says what each entry is for and how long it stays", () => {
    for (const entry of BROWSER_STORAGE) {
      expect(["necessary", "functional"]).toContain(entry.category);
      expect(entry.firstParty).toBe(true);
      expect(entry.purpose.length).toBeGreaterThan(20);
      expect(entry.lifetime).not.toBe("");
    }
  });

  it("every entry has its own id, usable in an address", () => {
    const ids = BROWSER_STORAGE.map((entry) => entry.cookieId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9_:-]+$/);
  });

  it("a name the statement does not cover is not matched", () => {
    expect(storageEntryFor("_ga", "cookie")).toBeUndefined();
    expect(storageEntryFor("stekker_session", "localStorage")).toBeUndefined();
  });
});
