import { describe, expect, it } from "vitest";

import { time, type WeekSchedule } from "../opening-hours";

import {
  type DeliveryCalendarInput,
  type DeliveryRuleInput,
  deliveryCalendar,
  firstPickUpDay,
  isSelectableDay,
  isSelectableWeek,
} from "./delivery-calendar";
import type { DeliveryStock } from "./earliest-day";
import { publicHolidays } from "./holidays";

// Amsterdam is UTC+1 in winter and UTC+2 in summer; 2026-11-19 is a Thursday.
const winter = (local: string) => new Date(`${local}+01:00`);
const summer = (local: string) => new Date(`${local}+02:00`);
const inStock = { inStock: true, stockEstimatedDate: null };
const expectedOn = (date: string) => ({ inStock: false, stockEstimatedDate: date });
const holidays = [2026, 2027].flatMap(publicHolidays);

const WADDEN: DeliveryRuleInput[] = [
  { country: "NL", postalCodeFrom: 1791, postalCodeTo: 1797, weekdays: [2, 4] },
  { country: "NL", postalCodeFrom: 8881, postalCodeTo: 8884, weekdays: [2, 4] },
  { country: "BE", postalCodeFrom: null, postalCodeTo: null, weekdays: [1, 2, 3, 4, 5] },
];

function calendar(now: Date, overrides: Partial<DeliveryCalendarInput> = {}) {
  return deliveryCalendar({ now, lines: [inStock], specialDates: holidays, rules: WADDEN, country: "NL", postalCode: "2382 AS", ...overrides });
}

describe("the 22:00 cut-off", () => {
  it("ordered at 21:59 Amsterdam time: the next day", () => {
    expect(calendar(winter("2026-11-19T21:59")).firstDay).toBe("2026-11-20");
  });

  it("ordered at 22:00: one day later", () => {
    expect(calendar(winter("2026-11-19T22:00")).firstDay).toBe("2026-11-21");
  });

  it("follows Amsterdam time, not the server's UTC clock", () => {
    // 21:30 UTC is 22:30 in Amsterdam in winter.
    expect(calendar(new Date("2026-11-19T21:30:00Z")).firstDay).toBe("2026-11-21");
    expect(calendar(new Date("2026-11-19T21:30:00Z"), { timeZone: "UTC" }).firstDay).toBe("2026-11-20");
  });
});

describe("an estimated stock date", () => {
  it("ordered at 13:59: the day after the estimated date", () => {
    expect(calendar(winter("2026-11-19T13:59"), { lines: [expectedOn("2026-11-25")] }).firstDay).toBe("2026-11-26");
  });

  it("ordered at 14:00: one day more", () => {
    expect(calendar(winter("2026-11-19T14:00"), { lines: [expectedOn("2026-11-25")] }).firstDay).toBe("2026-11-27");
  });

  it("the cart's first day is the latest over its lines, and it is not all in stock", () => {
    const cart = calendar(winter("2026-11-19T10:00"), { lines: [inStock, expectedOn("2026-12-01"), expectedOn("2026-11-24")] });
    expect(cart).toMatchObject({ available: true, itemsInStock: false, firstDay: "2026-12-02" });
    expect(calendar(winter("2026-11-19T10:00"), { lines: [inStock, inStock] }).itemsInStock).toBe(true);
  });

  it("a stale estimated date never comes sooner than stock on hand", () => {
    expect(calendar(winter("2026-11-19T10:00"), { lines: [expectedOn("2026-11-01")] }).firstDay).toBe("2026-11-20");
  });

  it("a line without stock and without an estimated date makes the cart undeliverable", () => {
    expect(calendar(winter("2026-11-19T10:00"), { lines: [inStock, { inStock: false, stockEstimatedDate: null }] })).toEqual({
      available: false,
      itemsInStock: false,
      firstDay: null,
      days: [],
      firstWeek: null,
      weeks: [],
    });
  });
});

describe("delivery days", () => {
  it("ordered on a Saturday: no delivery on Sunday, so Monday", () => {
    expect(calendar(winter("2026-11-21T10:00")).firstDay).toBe("2026-11-23");
    expect(calendar(winter("2026-11-21T22:30")).firstDay).toBe("2026-11-23");
  });

  it("ordered on a Sunday: Monday, or Tuesday from 22:00", () => {
    expect(calendar(winter("2026-11-22T12:00")).firstDay).toBe("2026-11-23");
    expect(calendar(winter("2026-11-22T22:00")).firstDay).toBe("2026-11-24");
  });

  it("never on a special date: ordered on 24 December at 21:00, delivered after Christmas", () => {
    const cart = calendar(winter("2026-12-24T21:00"));
    // 25 and 26 December are Christmas, the 27th a Sunday.
    expect(cart.firstDay).toBe("2026-12-28");
    expect(isSelectableDay(cart, "2026-12-25")).toBe(false);
    expect(isSelectableDay(cart, "2026-12-26")).toBe(false);
    // Nieuwjaarsdag is closed too.
    expect(cart.days.map((day) => day.date)).toEqual(["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-02", "2027-01-04", "2027-01-05", "2027-01-06"]);
  });

  it("a special date of one country closes only that country; one without a country closes both", () => {
    const specialDates = [
      { date: "2026-11-20", country: "BE" as const },
      { date: "2026-11-24", country: null },
    ];
    expect(calendar(winter("2026-11-19T10:00"), { specialDates }).firstDay).toBe("2026-11-20");
    const belgium = calendar(winter("2026-11-19T10:00"), { specialDates, country: "BE", postalCode: "1000" });
    expect(belgium.firstDay).toBe("2026-11-23");
    expect(isSelectableDay(belgium, "2026-11-24")).toBe(false);
  });
});

describe("delivery rules", () => {
  it("a postal code range beats the country's rule: the Wadden islands get Tuesday and Thursday only", () => {
    const rules: DeliveryRuleInput[] = [{ country: "NL", postalCodeFrom: null, postalCodeTo: null, weekdays: [1, 2, 3, 4, 5] }, ...WADDEN];
    const terschelling = calendar(winter("2026-11-19T10:00"), { rules, postalCode: "8881 AB" });
    expect(terschelling.firstDay).toBe("2026-11-24");
    expect(terschelling.days.map((day) => day.label)).toEqual(["dinsdag 24 november", "donderdag 26 november", "dinsdag 1 december", "donderdag 3 december"]);
    // The range is inclusive at both ends, and a code written without a space counts.
    expect(calendar(winter("2026-11-19T10:00"), { rules, postalCode: "1797XY" }).firstDay).toBe("2026-11-24");
    expect(calendar(winter("2026-11-19T10:00"), { rules, postalCode: "1791 AA" }).firstDay).toBe("2026-11-24");
    // Just outside the range: the country's rule, Monday to Friday here, so not on Saturday 21st.
    expect(calendar(winter("2026-11-20T10:00"), { rules, postalCode: "1798 AA" }).firstDay).toBe("2026-11-23");
  });

  it("without a matching rule: Monday to Saturday", () => {
    expect(calendar(winter("2026-11-20T10:00"), { rules: WADDEN, postalCode: "2382 AS" }).firstDay).toBe("2026-11-21");
    expect(calendar(winter("2026-11-20T10:00"), { rules: WADDEN, postalCode: null }).firstDay).toBe("2026-11-21");
  });

  it("Belgium's country rule: Monday to Friday, so not on Saturday", () => {
    const belgium = calendar(winter("2026-11-20T10:00"), { country: "BE", postalCode: "2000" });
    expect(belgium.firstDay).toBe("2026-11-23");
    expect(belgium.days.some((day) => day.date === "2026-11-28")).toBe(false);
  });

  it("a region without any delivery day is not deliverable rather than looping", () => {
    const cart = calendar(winter("2026-11-19T10:00"), { rules: [{ country: "NL", postalCodeFrom: null, postalCodeTo: null, weekdays: [] }] });
    expect(cart).toMatchObject({ available: false, firstDay: null, days: [], weeks: [] });
  });
});

describe("Delivery day range 10 days", () => {
  it("offers the delivery days from the first possible day up to nine days later, not the tenth", () => {
    // Ordered on Sunday: the first day is Monday 23 November; 3 December is ten days later and not offered.
    const cart = calendar(winter("2026-11-22T12:00"));
    expect(cart.days).toEqual([
      { date: "2026-11-23", label: "maandag 23 november" },
      { date: "2026-11-24", label: "dinsdag 24 november" },
      { date: "2026-11-25", label: "woensdag 25 november" },
      { date: "2026-11-26", label: "donderdag 26 november" },
      { date: "2026-11-27", label: "vrijdag 27 november" },
      { date: "2026-11-28", label: "zaterdag 28 november" },
      { date: "2026-11-30", label: "maandag 30 november" },
      { date: "2026-12-01", label: "dinsdag 1 december" },
      { date: "2026-12-02", label: "woensdag 2 december" },
    ]);
    expect(isSelectableDay(cart, "2026-12-03")).toBe(false);
    expect(isSelectableDay(cart, "2026-11-22")).toBe(false);
    expect(isSelectableDay(cart, "2026-12-02")).toBe(true);
  });
});

describe("Delivery week range 25 weeks", () => {
  it("25 ISO weeks from the first day's week, each from its first to its last delivery day", () => {
    const cart = calendar(winter("2026-11-19T10:00"));
    expect(cart.firstWeek).toBe("2026-W47");
    expect(cart.weeks).toHaveLength(25);
    // The first week starts on the first day, not on its Monday.
    expect(cart.weeks[0]).toEqual({ week: "2026-W47", label: "Week 47 (20 november – 21 november)", from: "2026-11-20", to: "2026-11-21" });
    expect(cart.weeks[2]).toEqual({ week: "2026-W49", label: "Week 49 (30 november – 5 december)", from: "2026-11-30", to: "2026-12-05" });
    // Christmas closes the end of week 52; 2026 has 53 ISO weeks, the last one running into January.
    expect(cart.weeks[5]).toMatchObject({ week: "2026-W52", from: "2026-12-21", to: "2026-12-24" });
    expect(cart.weeks[6]).toEqual({ week: "2026-W53", label: "Week 53 (28 december – 2 januari)", from: "2026-12-28", to: "2027-01-02" });
    expect(cart.weeks[7]?.week).toBe("2027-W01");
    expect(cart.weeks[24]?.week).toBe("2027-W18");
    expect(isSelectableWeek(cart, "2027-W18")).toBe(true);
    expect(isSelectableWeek(cart, "2027-W19")).toBe(false);
    expect(isSelectableWeek(cart, "2026-W46")).toBe(false);
  });

  it("a week without a delivery day is left out", () => {
    const specialDates = [
      { date: "2026-12-01", country: "NL" as const },
      { date: "2026-12-03", country: "NL" as const },
    ];
    const cart = calendar(winter("2026-11-19T10:00"), { postalCode: "8881 AB", specialDates });
    expect(cart.weeks.map((week) => week.week).slice(0, 3)).toEqual(["2026-W48", "2026-W50", "2026-W51"]);
    expect(cart.weeks).toHaveLength(24);
  });
});

describe("the change to and from summer time", () => {
  it("the cut-off stays at 22:00 local on the day the clocks go back (25 October 2026)", () => {
    // From 03:00 on Sunday 25 October Amsterdam is UTC+1.
    expect(calendar(new Date("2026-10-25T20:59:00Z")).firstDay).toBe("2026-10-26");
    expect(calendar(new Date("2026-10-25T21:00:00Z")).firstDay).toBe("2026-10-27");
  });

  it("the cut-off stays at 22:00 local on the day the clocks go forward (29 March 2026)", () => {
    // From 02:00 on Sunday 29 March Amsterdam is UTC+2: 19:59 UTC is 21:59.
    expect(calendar(new Date("2026-03-29T19:59:00Z")).firstDay).toBe("2026-03-30");
    expect(calendar(new Date("2026-03-29T20:00:00Z")).firstDay).toBe("2026-03-31");
  });

  it("no day is lost or doubled across the change", () => {
    const cart = calendar(summer("2026-10-22T10:00"));
    expect(cart.days.map((day) => day.date)).toEqual(["2026-10-23", "2026-10-24", "2026-10-26", "2026-10-27", "2026-10-28", "2026-10-29", "2026-10-30", "2026-10-31"]);
    expect(cart.weeks[0]).toMatchObject({ week: "2026-W43", from: "2026-10-23", to: "2026-10-24" });
    expect(cart.weeks[1]).toMatchObject({ week: "2026-W44", from: "2026-10-26", to: "2026-10-31" });
  });
});

describe("the first pick-up day", () => {
  // Monday to Friday 09:00-20:00, Saturday 09:30-20:00, Sunday 14:30-20:00, as SHOP_HOURS.
  const weekday = { opens: time(9), closes: time(20) };
  const schedule: WeekSchedule = [{ opens: time(14, 30), closes: time(20) }, weekday, weekday, weekday, weekday, weekday, { opens: time(9, 30), closes: time(20) }];
  const pickUp = (now: Date, lines: DeliveryStock[] = [inStock], specialDates = holidays) => firstPickUpDay({ now, lines, specialDates, schedule });

  it("in stock and ordered at least an hour before closing: today, from the next quarter hour", () => {
    expect(pickUp(winter("2026-11-22T15:20"))).toEqual({ date: "2026-11-22", label: "Vandaag vanaf 15:30 af te halen" });
    expect(pickUp(winter("2026-11-19T19:00"))).toEqual({ date: "2026-11-19", label: "Vandaag vanaf 19:00 af te halen" });
  });

  it("ordered before opening: today from opening time", () => {
    expect(pickUp(winter("2026-11-22T10:00"))).toEqual({ date: "2026-11-22", label: "Vandaag vanaf 14:30 af te halen" });
  });

  it("less than an hour before closing: the next open day", () => {
    expect(pickUp(winter("2026-11-23T19:01"))).toEqual({ date: "2026-11-24", label: "Af te halen vanaf dinsdag 24 november" });
  });

  it("the pick-up point is closed on special dates", () => {
    expect(pickUp(winter("2026-12-25T10:00"))).toEqual({ date: "2026-12-27", label: "Af te halen vanaf zondag 27 december" });
    // A Belgian holiday does not close the pick-up point in Zoeterwoude.
    expect(pickUp(winter("2026-11-11T10:00"))?.date).toBe("2026-11-11");
  });

  it("waiting for stock: the first open day after the estimated date", () => {
    expect(pickUp(winter("2026-11-19T10:00"), [inStock, expectedOn("2026-11-24")])).toEqual({ date: "2026-11-25", label: "Af te halen vanaf woensdag 25 november" });
    expect(pickUp(winter("2026-11-19T10:00"), [expectedOn("2026-12-24")])?.date).toBe("2026-12-27");
  });

  it("without stock and without an estimated date: no pick-up day", () => {
    expect(pickUp(winter("2026-11-19T10:00"), [inStock, { inStock: false, stockEstimatedDate: null }])).toEqual({ date: null, label: "Tijdelijk uitverkocht" });
  });
});
