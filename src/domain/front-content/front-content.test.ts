import { describe, expect, it } from "vitest";

import { blockKindOf, isBannerPlace, isContentLink, nextPeriodBoundary, publicationState, shownNow } from "./front-content";

const at = (iso: string) => new Date(iso);

describe("front content rules", () => {
  it("a banner stands on the front page, the cart, search or one category", () => {
    expect(isBannerPlace("home")).toBe(true);
    expect(isBannerPlace("category:wasmachines")).toBe(true);
    expect(isBannerPlace("category:")).toBe(false);
    expect(isBannerPlace("checkout")).toBe(false);
  });

  it("a block key names its slot's kind, or none", () => {
    expect(blockKindOf("home.hero")).toBe("hero");
    expect(blockKindOf("home.tiles")).toBe("tiles");
    expect(blockKindOf("category.koelkasten.intro")).toBe("intro");
    expect(blockKindOf("category..intro")).toBeNull();
    expect(blockKindOf("home.footer")).toBeNull();
  });

  it("a link is a shop path or an https address, never one that leaves by a trick", () => {
    expect(isContentLink("/aanbiedingen/")).toBe(true);
    expect(isContentLink("https://voorbeeld.nl/actie")).toBe(true);
    expect(isContentLink("//evil.example/")).toBe(false);
    expect(isContentLink("/\\evil.example")).toBe(false);
    expect(isContentLink("http://voorbeeld.nl/")).toBe(false);
    expect(isContentLink("javascript:alert(1)")).toBe(false);
  });

  it("a shared page is stale at the first start or end after now", () => {
    const now = at("2027-04-20T10:00:00Z");
    const periods = [
      { from: at("2027-04-27T00:00:00Z"), until: at("2027-04-28T00:00:00Z") },
      { from: at("2027-04-01T00:00:00Z"), until: at("2027-04-22T00:00:00Z") },
      { from: null, until: null },
    ];
    expect(nextPeriodBoundary(periods, now)).toEqual(at("2027-04-22T00:00:00Z"));
    expect(nextPeriodBoundary([{ from: null, until: null }], now)).toBeNull();
  });

  it("only items in their period are shown, by their order", () => {
    const now = at("2027-04-20T10:00:00Z");
    const items = [
      { name: "b", order: 2, period: { from: null, until: null } },
      { name: "a", order: 1, period: { from: null, until: null } },
      { name: "later", order: 0, period: { from: at("2027-05-01T00:00:00Z"), until: null } },
    ];
    expect(shownNow(items, now).map((item) => item.name)).toEqual(["a", "b"]);
  });

  it("the state is concept, published, or changed since publishing", () => {
    expect(publicationState(false, true)).toBe("concept");
    expect(publicationState(true, false)).toBe("gepubliceerd");
    expect(publicationState(true, true)).toBe("concept gewijzigd");
  });
});
