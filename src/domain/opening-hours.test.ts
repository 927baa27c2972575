import { describe, expect, it } from "vitest";

import { describeSchedule, openingStatus, time, type WeekSchedule } from "./opening-hours";

// Customer service hours of the specification §1: Mon-Fri 9:00-23:00, Sat 9:30-23:00, Sun 14:30-23:00.
const customerService: WeekSchedule = [
  { opens: time(14, 30), closes: time(23) },
  { opens: time(9), closes: time(23) },
  { opens: time(9), closes: time(23) },
  { opens: time(9), closes: time(23) },
  { opens: time(9), closes: time(23) },
  { opens: time(9), closes: time(23) },
  { opens: time(9, 30), closes: time(23) },
];

describe("opening status in Europe/Amsterdam time", () => {
  it("is open on a weekday morning in Amsterdam although the server's clock says UTC", () => {
    // Wednesday 2026-11-18 09:30 in Amsterdam is 08:30 UTC (winter time).
    expect(openingStatus(customerService, new Date("2026-11-18T08:30:00Z"))).toEqual({ open: true, closesAt: "23:00" });
  });

  it("is closed before opening and says it opens today", () => {
    expect(openingStatus(customerService, new Date("2026-11-18T07:59:00Z"))).toEqual({
      open: false,
      nextOpening: { day: "vandaag", time: "9:00" },
    });
  });

  it("is closed at closing time and names tomorrow's opening", () => {
    // Saturday 2026-11-21 23:00 Amsterdam → Sunday opens 14:30.
    expect(openingStatus(customerService, new Date("2026-11-21T22:00:00Z"))).toEqual({
      open: false,
      nextOpening: { day: "morgen", time: "14:30" },
    });
  });

  it("opens on Sunday only at 14:30", () => {
    expect(openingStatus(customerService, new Date("2026-11-22T13:00:00Z")).open).toBe(false);
    expect(openingStatus(customerService, new Date("2026-11-22T13:30:00Z")).open).toBe(true);
  });

  it("follows summer time", () => {
    // Monday 2026-07-06 08:30 UTC is 10:30 in Amsterdam (UTC+2).
    expect(openingStatus(customerService, new Date("2026-07-06T06:59:00Z")).open).toBe(false);
    expect(openingStatus(customerService, new Date("2026-07-06T07:00:00Z")).open).toBe(true);
  });

  it("names the weekday when the next opening is further than tomorrow", () => {
    const weekdaysOnly: WeekSchedule = [null, customerService[1], customerService[1], customerService[1], customerService[1], customerService[1], null];
    expect(openingStatus(weekdaysOnly, new Date("2026-11-21T12:00:00Z"))).toEqual({
      open: false,
      nextOpening: { day: "maandag", time: "9:00" },
    });
  });
});

describe("opening hours table", () => {
  it("merges consecutive days with the same hours", () => {
    expect(describeSchedule(customerService)).toEqual([
      { days: "ma t/m vr", hours: "9:00 - 23:00" },
      { days: "za", hours: "9:30 - 23:00" },
      { days: "zo", hours: "14:30 - 23:00" },
    ]);
  });
});
