import { describe, expect, it } from "vitest";

import { isoDay } from "./days";
import { easterSunday, publicHolidays } from "./holidays";

const namesOn = (year: number, country: "NL" | "BE") =>
  Object.fromEntries(publicHolidays(year).filter((holiday) => holiday.country === country).map((holiday) => [holiday.date, holiday.name]));

describe("Easter by the computus", () => {
  it("Easter Sunday falls on the known dates", () => {
    expect(isoDay(easterSunday(2025))).toBe("2025-04-20");
    expect(isoDay(easterSunday(2026))).toBe("2026-04-05");
    expect(isoDay(easterSunday(2027))).toBe("2027-03-28");
    expect(isoDay(easterSunday(2028))).toBe("2028-04-16");
    // The computus' edge cases: the latest possible Easter and an early one.
    expect(isoDay(easterSunday(2038))).toBe("2038-04-25");
    expect(isoDay(easterSunday(2008))).toBe("2008-03-23");
  });
});

describe("Dutch public holidays", () => {
  it("2027: Easter, Koningsdag, Ascension, Whitsun and Christmas, without Goede Vrijdag", () => {
    expect(namesOn(2027, "NL")).toEqual({
      "2027-01-01": "Nieuwjaarsdag",
      "2027-03-28": "Eerste Paasdag",
      "2027-03-29": "Tweede Paasdag",
      "2027-04-27": "Koningsdag",
      "2027-05-06": "Hemelvaartsdag",
      "2027-05-16": "Eerste Pinksterdag",
      "2027-05-17": "Tweede Pinksterdag",
      "2027-12-25": "Eerste Kerstdag",
      "2027-12-26": "Tweede Kerstdag",
    });
  });

  it("Koningsdag moves to 26 April when the 27th is a Sunday (2025)", () => {
    expect(namesOn(2025, "NL")["2025-04-26"]).toBe("Koningsdag");
    expect(namesOn(2025, "NL")["2025-04-27"]).toBeUndefined();
  });

  it("Bevrijdingsdag is a day off only in lustrum years", () => {
    expect(namesOn(2025, "NL")["2025-05-05"]).toBe("Bevrijdingsdag");
    expect(namesOn(2030, "NL")["2030-05-05"]).toBe("Bevrijdingsdag");
    expect(namesOn(2026, "NL")["2026-05-05"]).toBeUndefined();
    expect(namesOn(2028, "NL")["2028-05-05"]).toBeUndefined();
  });

  it("Goede Vrijdag is not a Dutch day off", () => {
    expect(namesOn(2028, "NL")["2028-04-14"]).toBeUndefined();
  });
});

describe("Belgian public holidays", () => {
  it("2028: the ten legal holidays", () => {
    expect(namesOn(2028, "BE")).toEqual({
      "2028-01-01": "Nieuwjaar",
      "2028-04-17": "Paasmaandag",
      "2028-05-01": "Dag van de Arbeid",
      "2028-05-25": "O.L.H. Hemelvaart",
      "2028-06-05": "Pinkstermaandag",
      "2028-07-21": "Nationale feestdag",
      "2028-08-15": "O.L.V. Hemelvaart",
      "2028-11-01": "Allerheiligen",
      "2028-11-11": "Wapenstilstand",
      "2028-12-25": "Kerstmis",
    });
  });
});

describe("one entry per date and country", () => {
  it("two holidays of one country on one date share an entry (Ascension on 1 May 2008 in Belgium)", () => {
    const holidays = publicHolidays(2008);
    expect(holidays.filter((holiday) => holiday.date === "2008-05-01" && holiday.country === "BE")).toEqual([
      { date: "2008-05-01", country: "BE", name: "Dag van de Arbeid en O.L.H. Hemelvaart" },
    ]);
    for (const year of [2025, 2026, 2027, 2028, 2029, 2030, 2005]) {
      const keys = publicHolidays(year).map((holiday) => `${holiday.date}|${holiday.country}`);
      expect(new Set(keys).size, String(year)).toBe(keys.length);
    }
  });

  it("the list is sorted by date", () => {
    const dates = publicHolidays(2027).map((holiday) => holiday.date);
    expect(dates).toEqual([...dates].sort());
  });
});
