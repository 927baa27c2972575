/**
 * The public holidays of the Netherlands and Belgium on which nothing is
 * delivered and the pick-up point is closed (decisions §3), computed for any
 * year so that no one has to type next year's Easter into the database.
 *
 * The Netherlands: Goede Vrijdag is not a general day off, so it is not here;
 * Bevrijdingsdag (5 May) is a day off only every fifth year (2025, 2030, …).
 */
import { type Day, dayOf, isoDay, weekdayOf } from "./days";

export type Country = "NL" | "BE";

export interface PublicHoliday {
  /** YYYY-MM-DD */
  date: string;
  country: Country;
  name: string;
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): Day {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, date);
}

/**
 * The holidays of both countries in a year, by date and then country. Two holidays
 * of one country on the same date (Hemelvaartsdag on Bevrijdingsdag, as in 2005)
 * become one entry with both names, because the database keeps one row per date
 * and country.
 */
export function publicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const on = (month: number, date: number) => dayOf(year, month, date);
  const april27 = on(4, 27);

  const netherlands: [Day, string][] = [
    [on(1, 1), "Nieuwjaarsdag"],
    [easter, "Eerste Paasdag"],
    [easter + 1, "Tweede Paasdag"],
    // Koningsdag moves to Saturday 26 April when the 27th is a Sunday.
    [weekdayOf(april27) === 0 ? april27 - 1 : april27, "Koningsdag"],
    ...(year % 5 === 0 ? [[on(5, 5), "Bevrijdingsdag"] as [Day, string]] : []),
    [easter + 39, "Hemelvaartsdag"],
    [easter + 49, "Eerste Pinksterdag"],
    [easter + 50, "Tweede Pinksterdag"],
    [on(12, 25), "Eerste Kerstdag"],
    [on(12, 26), "Tweede Kerstdag"],
  ];
  const belgium: [Day, string][] = [
    [on(1, 1), "Nieuwjaar"],
    [easter + 1, "Paasmaandag"],
    [on(5, 1), "Dag van de Arbeid"],
    [easter + 39, "O.L.H. Hemelvaart"],
    [easter + 50, "Pinkstermaandag"],
    [on(7, 21), "Nationale feestdag"],
    [on(8, 15), "O.L.V. Hemelvaart"],
    [on(11, 1), "Allerheiligen"],
    [on(11, 11), "Wapenstilstand"],
    [on(12, 25), "Kerstmis"],
  ];

  const merged = new Map<string, PublicHoliday>();
  for (const [country, list] of [["NL", netherlands], ["BE", belgium]] as const) {
    for (const [day, name] of list) {
      const key = `${isoDay(day)}|${country}`;
      const existing = merged.get(key);
      if (existing) existing.name = `${existing.name} en ${name}`;
      else merged.set(key, { date: isoDay(day), country, name });
    }
  }
  return [...merged.values()].sort((a, b) => a.date.localeCompare(b.date) || a.country.localeCompare(b.country));
}
