import { describe, expect, it } from "vitest";

import { deliveryPromise } from "./delivery-promise";

// 2026-11-19 is a Thursday; Amsterdam is UTC+1 in November.
const at = (local: string) => new Date(`${local}+01:00`);
const inStock = { inStock: true, stockEstimatedDate: null };

describe("deliveryPromise", () => {
  it("in stock and ordered before 22:00 Amsterdam time: Morgen in huis", () => {
    expect(deliveryPromise(inStock, at("2026-11-19T21:59"))).toEqual({ kind: "tomorrow", date: "2026-11-20", label: "Morgen in huis" });
  });

  it("in stock and ordered at or after 22:00: the day after tomorrow", () => {
    expect(deliveryPromise(inStock, at("2026-11-19T22:00"))).toEqual({
      kind: "date",
      date: "2026-11-21",
      estimated: false,
      label: "Overmorgen in huis",
    });
  });

  it("the cut-off follows Amsterdam time, not the server's UTC clock", () => {
    // 21:30 UTC is 22:30 in Amsterdam.
    expect(deliveryPromise(inStock, new Date("2026-11-19T21:30:00Z")).date).toBe("2026-11-21");
    // In summer Amsterdam is UTC+2: 19:59 UTC is 21:59.
    expect(deliveryPromise(inStock, new Date("2026-07-09T19:59:00Z")).kind).toBe("tomorrow");
  });

  it("no delivery on Sunday: ordered on Saturday evening, it arrives on Monday", () => {
    expect(deliveryPromise(inStock, at("2026-11-21T20:00"))).toEqual({
      kind: "date",
      date: "2026-11-23",
      estimated: false,
      label: "Overmorgen in huis",
    });
  });

  it("a day beyond the day after tomorrow is named by weekday and date", () => {
    expect(deliveryPromise(inStock, at("2026-11-21T22:30")).label).toBe("Overmorgen in huis");
    expect(deliveryPromise(inStock, at("2026-11-20T23:00")).label).toBe("Maandag 23 november in huis");
  });

  it("ordered on Friday after 22:00, the day after tomorrow is a Sunday, so it arrives on Monday", () => {
    expect(deliveryPromise(inStock, at("2026-11-20T23:00")).date).toBe("2026-11-23");
  });

  it("with an estimated stock date: delivered the day after it, ordered before 14:00", () => {
    expect(deliveryPromise({ inStock: false, stockEstimatedDate: "2026-11-25" }, at("2026-11-19T13:59"))).toEqual({
      kind: "date",
      date: "2026-11-26",
      estimated: true,
      label: "Verwacht in huis op donderdag 26 november",
    });
  });

  it("with an estimated stock date: one day more when ordered from 14:00", () => {
    expect(deliveryPromise({ inStock: false, stockEstimatedDate: "2026-11-25" }, at("2026-11-19T14:00")).date).toBe("2026-11-27");
  });

  it("an expected day that falls on a Sunday moves to Monday", () => {
    expect(deliveryPromise({ inStock: false, stockEstimatedDate: "2026-11-28" }, at("2026-11-19T10:00")).date).toBe("2026-11-30");
  });

  it("an estimated stock date in the past never promises sooner than an in-stock product", () => {
    expect(deliveryPromise({ inStock: false, stockEstimatedDate: "2026-11-01" }, at("2026-11-19T10:00")).date).toBe("2026-11-20");
  });

  it("not in stock without an estimated date, or with a broken one: Tijdelijk uitverkocht", () => {
    const expected = { kind: "unavailable", date: null, label: "Tijdelijk uitverkocht" };
    expect(deliveryPromise({ inStock: false, stockEstimatedDate: null }, at("2026-11-19T10:00"))).toEqual(expected);
    expect(deliveryPromise({ inStock: false, stockEstimatedDate: "2026-02-31" }, at("2026-11-19T10:00"))).toEqual(expected);
    expect(deliveryPromise({ inStock: false, stockEstimatedDate: "morgen" }, at("2026-11-19T10:00"))).toEqual(expected);
  });
});

describe("deliveryPromise with closed dates", () => {
  it("a closed date (a public holiday) moves the promise to the next delivery day", () => {
    const christmas = new Set(["2026-12-25", "2026-12-26"]);
    expect(deliveryPromise(inStock, at("2026-12-24T21:00"), undefined, christmas)).toEqual({
      kind: "date",
      date: "2026-12-28",
      estimated: false,
      label: "Maandag 28 december in huis",
    });
    // Without them the listing keeps its Monday-to-Saturday promise.
    expect(deliveryPromise(inStock, at("2026-12-24T21:00")).date).toBe("2026-12-25");
  });
});
