import { describe, expect, it } from "vitest";

import { hasUnpublishedChanges, isPeriodInOrder, isWithinPeriod, versionFor } from "./publication";

const at = (iso: string) => new Date(iso);

describe("content publication", () => {
  it("a version is shown only within its period, the end exclusive", () => {
    const period = { from: at("2027-04-26T22:00:00Z"), until: at("2027-04-27T22:00:00Z") };
    expect(isWithinPeriod(period, at("2027-04-26T21:59:59Z"))).toBe(false);
    expect(isWithinPeriod(period, at("2027-04-26T22:00:00Z"))).toBe(true);
    expect(isWithinPeriod(period, at("2027-04-27T21:59:59Z"))).toBe(true);
    expect(isWithinPeriod(period, at("2027-04-27T22:00:00Z"))).toBe(false);
    expect(isWithinPeriod({ from: null, until: null }, at("2000-01-01T00:00:00Z"))).toBe(true);
  });

  it("a period that ends before it starts is out of order", () => {
    expect(isPeriodInOrder({ from: at("2027-01-02T00:00:00Z"), until: at("2027-01-01T00:00:00Z") })).toBe(false);
    expect(isPeriodInOrder({ from: at("2027-01-01T00:00:00Z"), until: at("2027-01-01T00:00:00Z") })).toBe(false);
    expect(isPeriodInOrder({ from: null, until: at("2027-01-01T00:00:00Z") })).toBe(true);
  });

  it("a guest gets the published version, a preview the draft", () => {
    const content = { draft: { title: "Nieuw" }, published: { title: "Oud" } };
    expect(versionFor(content, "published")).toEqual({ title: "Oud" });
    expect(versionFor(content, "draft")).toEqual({ title: "Nieuw" });
    expect(versionFor({ draft: { title: "Nieuw" }, published: null }, "published")).toBeNull();
  });

  it("a draft that differs from the published version is an unpublished change", () => {
    expect(hasUnpublishedChanges({ draft: { a: 1 }, published: { a: 1 } })).toBe(false);
    expect(hasUnpublishedChanges({ draft: { a: 2 }, published: { a: 1 } })).toBe(true);
    expect(hasUnpublishedChanges({ draft: { a: 1 }, published: null })).toBe(true);
  });
});
