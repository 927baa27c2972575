/**
 * GET /api/cookies/ and /api/cookies/{cookieId}/ (specification §7): the
 * cookie statement as data, held to the names the code really uses.
 */
import { afterEach, describe, expect, it } from "vitest";

import { CONSENT_COOKIE } from "@/domain/privacy/consent";

import { LAST_SEARCH_KEY } from "@/features/listing/search-analytics";
import { CART_ID_STORAGE_KEY } from "@/lib/cart-storage";
import { MODE_STORAGE_KEY, SCHEME_STORAGE_KEY } from "@/lib/color-mode";
import { SESSION_COOKIE } from "@/server/session/session-cookie";
import { STAFF_COOKIE, STAFF_SESSION_LIFETIME_SECONDS } from "@/server/staff/staff-cookie";

import { call, apiRoute } from "../support/api";

const { GET: getOne } = apiRoute("/api/cookies/{cookieId}/");
const { GET: getAll } = apiRoute("/api/cookies/");

describe("the cookie statement's API", () => {
  it("lists everything the shop keeps in a browser, each with its kind, category, purpose and lifetime; cacheable", async () => {
    const answer = await call(getAll, "/api/cookies/");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toMatch(/public/);
    const entries = answer.json.data as { cookieId: string; name: string; storage: string; category: string; categoryLabel: string; purpose: string; lifetime: string }[];
    const named = (name: string, storage: string) => entries.find((entry) => entry.name === name && entry.storage === storage);
    // The names as the code writes them: renaming a key without the statement fails here.
    expect(named(SESSION_COOKIE, "cookie")).toMatchObject({ category: "necessary", categoryLabel: "Noodzakelijk", lifetime: "31 dagen" });
    expect(named(CART_ID_STORAGE_KEY, "localStorage")).toMatchObject({ category: "necessary", lifetime: "31 dagen" });
    expect(STAFF_SESSION_LIFETIME_SECONDS).toBe(12 * 60 * 60);
    expect(named(STAFF_COOKIE, "cookie")).toMatchObject({ category: "necessary", lifetime: "12 uur" });
    // The visitor's fingerprint (specification §3) stays in memory: stored, it would identify the device for analytics.
    expect(entries.find((entry) => entry.name.includes("fingerprint"))).toBeUndefined();
    expect(named(LAST_SEARCH_KEY, "sessionStorage")).toBeDefined();
    for (const name of [MODE_STORAGE_KEY, `${SCHEME_STORAGE_KEY}-light`, `${SCHEME_STORAGE_KEY}-dark`]) expect(named(name, "localStorage")).toMatchObject({ category: "functional", categoryLabel: "Voorkeuren" });
    expect(entries.every((entry) => entry.category === "necessary" || entry.category === "functional")).toBe(true);
  });

  it("one entry by its id; an unknown id answers 404 with a sentence, a silly one 400", async () => {
    const one = await call(getOne, `/api/cookies/${SESSION_COOKIE}/`, { cookieId: SESSION_COOKIE });
    expect(one.status).toBe(200);
    expect(one.json.data).toMatchObject({ cookieId: SESSION_COOKIE, storage: "cookie", storageLabel: "Cookie", firstParty: true });
    const unknown = await call(getOne, "/api/cookies/_ga/", { cookieId: "_ga" });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ failed: true, message: expect.stringContaining("_ga") });
    expect((await call(getOne, `/api/cookies/${"x".repeat(101)}/`, { cookieId: "x".repeat(101) })).status).toBe(400);
  });

  describe("with an analytics tag configured (issue 23)", () => {
    afterEach(() => {
      delete process.env.GTM_CONTAINER_ID;
    });

    it("GA4's cookies are listed as analytics, and the consent cookie as necessary; without a tag only the consent cookie", async () => {
      const names = async () => ((await call(getAll, "/api/cookies/")).json.data as { name: string; category: string }[]);
      expect((await names()).find((entry) => entry.name === CONSENT_COOKIE)).toMatchObject({ category: "necessary" });
      expect((await names()).some((entry) => entry.category === "analytics")).toBe(false);
      process.env.GTM_CONTAINER_ID = "GTM-TEST123";
      const withTag = await names();
      expect(withTag.filter((entry) => entry.category === "analytics").map((entry) => entry.name)).toEqual(["_ga", "_ga_"]);
      const one = await call(getOne, "/api/cookies/_ga/", { cookieId: "_ga" });
      expect(one.status).toBe(200);
      expect(one.json.data).toMatchObject({ category: "analytics", categoryLabel: "Analytisch" });
    });
  });
});
