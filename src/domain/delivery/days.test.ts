import { describe, expect, it } from "vitest";

import { dayAndMonth, dayName, dayOf, isoDay, isoWeekOf, isoWeekdayOf, localDayAndMinute, mondayOf, parseIsoDay, weekdayOf } from "./days";

describe("ISO weeks", () => {
  it("a week belongs to the year of its Thursday", () => {
    expect(isoWeekOf(dayOf(2026, 11, 30)).key).toBe("2026-W49");
    expect(isoWeekOf(dayOf(2027, 1, 1)).key).toBe("2026-W53");
    expect(isoWeekOf(dayOf(2029, 12, 31)).key).toBe("2030-W01");
    expect(isoWeekOf(dayOf(2027, 1, 4))).toEqual({ key: "2027-W01", year: 2027, week: 1 });
  });

  it("weeks start on Monday and Sunday is ISO weekday 7", () => {
    expect(isoDay(mondayOf(dayOf(2026, 11, 29)))).toBe("2026-11-23");
    expect(isoDay(mondayOf(dayOf(2026, 11, 23)))).toBe("2026-11-23");
    expect(isoWeekdayOf(dayOf(2026, 11, 29))).toBe(7);
    expect(isoWeekdayOf(dayOf(2026, 11, 23))).toBe(1);
  });
});

describe("ISO dates", () => {
  it("only real dates parse", () => {
    expect(parseIsoDay("2028-02-29")).toBe(dayOf(2028, 2, 29));
    expect(parseIsoDay("2026-02-29")).toBeNull();
    expect(parseIsoDay("2026-1-5")).toBeNull();
    expect(parseIsoDay(null)).toBeNull();
  });

  it("a day is named in Dutch: weekday, date and month", () => {
    expect(dayName(dayOf(2026, 11, 23))).toBe("maandag 23 november");
  });
});

describe("calendar dates by arithmetic", () => {
  it("isoDay, weekdayOf and dayAndMonth agree with Date for every day from 1900 to 2200", () => {
    const months = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"];
    for (let day = dayOf(1900, 1, 1); day <= dayOf(2200, 12, 31); day += 1) {
      const date = new Date(day * 86_400_000);
      const expected = date.toISOString().slice(0, 10);
      if (isoDay(day) !== expected) throw new Error(`isoDay(${day}) = ${isoDay(day)}, expected ${expected}`);
      if (weekdayOf(day) !== date.getUTCDay()) throw new Error(`weekdayOf(${day}) = ${weekdayOf(day)}, expected ${date.getUTCDay()}`);
      if (dayAndMonth(day) !== `${date.getUTCDate()} ${months[date.getUTCMonth()]}`) throw new Error(`dayAndMonth(${day}) = ${dayAndMonth(day)}`);
    }
    expect(isoDay(dayOf(2028, 2, 29))).toBe("2028-02-29");
  });
});

describe("localDayAndMinute", () => {
  it("gives every moment of a minute the same local day and minute, also across midnight and a clock change", () => {
    const cases: [string, string, number][] = [
      ["2026-11-21T22:59:59.999Z", "Europe/Amsterdam", 23 * 60 + 59],
      ["2026-11-21T23:00:00.000Z", "Europe/Amsterdam", 0],
      ["2026-03-29T01:00:30.000Z", "Europe/Amsterdam", 3 * 60],
      ["2026-03-29T00:59:30.000Z", "Europe/Amsterdam", 1 * 60 + 59],
      ["2026-11-21T12:00:30.000Z", "Asia/Kolkata", 17 * 60 + 30],
    ];
    for (const [moment, zone, minute] of cases) {
      const now = new Date(moment);
      expect(localDayAndMinute(now, zone).minute).toBe(minute);
      // The same minute asked again a few seconds later: the same answer, without a new computation.
      expect(localDayAndMinute(new Date(now.getTime() - (now.getTime() % 60_000)), zone).minute).toBe(minute);
    }
    expect(localDayAndMinute(new Date("2026-11-21T23:00:00.000Z"), "Europe/Amsterdam").today).toBe(dayOf(2026, 11, 22));
    expect(localDayAndMinute(new Date("2026-11-21T22:59:59.999Z"), "Europe/Amsterdam").today).toBe(dayOf(2026, 11, 21));
  });
});
