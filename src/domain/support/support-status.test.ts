import { describe, expect, it } from "vitest";

import { time, type WeekSchedule } from "@/domain/opening-hours";

import { supportStatus, telLink, whatsAppLink } from "./support-status";

// Weekdays 8:30–17:00, Saturday 10:00–16:00, Sunday closed. Amsterdam is UTC+1 in winter, UTC+2 in summer.
const weekday = { opens: time(8, 30), closes: time(17) };
const SCHEDULE: WeekSchedule = [null, weekday, weekday, weekday, weekday, weekday, { opens: time(10), closes: time(16) }];

describe("the support widget says whether the location is open at the moment of viewing", () => {
  it("open during the hours, with the closing time", () => {
    expect(supportStatus(SCHEDULE, new Date("2026-11-23T10:00:00Z"))).toEqual({ open: true, text: "Nu open, tot 17:00" });
  });

  it("at the opening minute it is open, at the closing minute it is closed", () => {
    expect(supportStatus(SCHEDULE, new Date("2026-11-23T07:30:00Z")).open).toBe(true);
    expect(supportStatus(SCHEDULE, new Date("2026-11-23T16:00:00Z"))).toEqual({ open: false, text: "Gesloten, morgen vanaf 8:30" });
  });

  it("before opening it names today", () => {
    expect(supportStatus(SCHEDULE, new Date("2026-11-23T06:00:00Z"))).toEqual({ open: false, text: "Gesloten, vandaag vanaf 8:30" });
  });

  it("on Saturday evening it skips the closed Sunday", () => {
    expect(supportStatus(SCHEDULE, new Date("2026-11-28T17:00:00Z"))).toEqual({ open: false, text: "Gesloten, maandag vanaf 8:30" });
  });

  it("uses the shop's clock in summer time too", () => {
    // 8:45 in Amsterdam (UTC+2) is 6:45 UTC: open, although 6:45 would not be.
    expect(supportStatus(SCHEDULE, new Date("2027-06-14T06:45:00Z")).open).toBe(true);
  });

  it("a location that never opens is simply closed", () => {
    expect(supportStatus([null, null, null, null, null, null, null], new Date("2026-11-23T10:00:00Z"))).toEqual({ open: false, text: "Gesloten" });
  });
});

describe("the widget's links", () => {
  it("WhatsApp through wa.me with the international digits", () => {
    expect(whatsAppLink("31612345678")).toBe("https://wa.me/31612345678");
  });

  it("a Dutch number becomes international, a number with a country code keeps it", () => {
    expect(telLink("071 - 760 00 00")).toBe("tel:+31717600000");
    expect(telLink("+32 3 808 00 00")).toBe("tel:+3238080000");
  });
});
