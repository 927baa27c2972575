import { describe, expect, it } from "vitest";

import { centralEuropeanOffsetHours, centralEuropeanWallClock } from "./central-european-time";

const formats = new Map<string, Intl.DateTimeFormat>();

/** Intl's answer, from the zone data Node carries. */
function intlWallClock(moment: Date, timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(moment);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return {
    year: Number(get("year")),
    month: Number(get("month")),
    day: Number(get("day")),
    weekday: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(get("weekday")),
    minute: Number(get("hour")) * 60 + Number(get("minute")),
  };
}

describe("the Dutch and Belgian wall clock without Intl (issue 24)", () => {
  it("is Intl's Europe/Amsterdam and Europe/Brussels at every 7 hours and 13 minutes from 1996 to 2045", () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(1996, 0, 1); time < Date.UTC(2045, 0, 1); time += (7 * 60 + 13) * 60_000) {
      const moment = new Date(time);
      for (const zone of ["Europe/Amsterdam", "Europe/Brussels"]) {
        const expected = intlWallClock(moment, zone);
        const actual = centralEuropeanWallClock(moment, zone);
        if (JSON.stringify(actual) !== JSON.stringify(expected)) mismatches.push(`${moment.toISOString()} ${zone}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("changes to summer time and back at 01:00 UTC on the last Sunday of March and October, to the minute", () => {
    for (let year = 1996; year < 2045; year += 1) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (const moment of [new Date(change - 60_000), new Date(change)]) {
          expect(centralEuropeanWallClock(moment, "Europe/Amsterdam")).toEqual(intlWallClock(moment, "Europe/Amsterdam"));
        }
      }
    }
    expect(centralEuropeanOffsetHours(new Date("2026-03-29T00:59:00Z"))).toBe(1);
    expect(centralEuropeanOffsetHours(new Date("2026-03-29T01:00:00Z"))).toBe(2);
    expect(centralEuropeanOffsetHours(new Date("2026-10-25T00:59:00Z"))).toBe(2);
    expect(centralEuropeanOffsetHours(new Date("2026-10-25T01:00:00Z"))).toBe(1);
  });

  it("leaves other zones, and years before the rule, to Intl", () => {
    expect(centralEuropeanWallClock(new Date("2026-11-26T12:00:00Z"), "Europe/London")).toBeNull();
    expect(centralEuropeanWallClock(new Date("1990-06-01T12:00:00Z"), "Europe/Amsterdam")).toBeNull();
  });
});
