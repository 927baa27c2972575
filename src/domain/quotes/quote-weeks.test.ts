import { describe, expect, it } from "vitest";

import { dayOf } from "../delivery/days";

import { isPreferredWeekAllowed, mondayOfIsoWeek, preferredWeekChoices, quoteWeekLabel } from "./quote-weeks";

// Thursday 26 November 2026, week 48.
const TODAY = dayOf(2026, 11, 26);

describe("the preferred week of a quote", () => {
  it("a week in the past is not allowed; this week and later are", () => {
    expect(isPreferredWeekAllowed("2026-W47", TODAY)).toBe(false);
    expect(isPreferredWeekAllowed("2025-W48", TODAY)).toBe(false);
    expect(isPreferredWeekAllowed("2026-W48", TODAY)).toBe(true);
    expect(isPreferredWeekAllowed("2027-W05", TODAY)).toBe(true);
  });

  it("a week that does not exist is not allowed (2027 has 52 weeks)", () => {
    expect(isPreferredWeekAllowed("2027-W53", TODAY)).toBe(false);
    expect(isPreferredWeekAllowed("2027-W00", TODAY)).toBe(false);
  });

  it("the label names the week and its Monday to Sunday: Week 5 (1 feb – 7 feb)", () => {
    expect(quoteWeekLabel("2027-W05")).toBe("Week 5 (1 feb – 7 feb)");
    expect(quoteWeekLabel("2026-W53")).toBe("Week 53 (28 dec – 3 jan)");
    expect(mondayOfIsoWeek("2026-W01")).toBe(dayOf(2025, 12, 29));
  });

  it("the form offers 25 weeks from this week on, crossing the year", () => {
    const weeks = preferredWeekChoices(TODAY);
    expect(weeks).toHaveLength(25);
    expect(weeks[0]).toEqual({ week: "2026-W48", label: "Week 48 (23 nov – 29 nov)" });
    expect(weeks.map((choice) => choice.week)).toContain("2026-W53");
    expect(weeks.at(-1)!.week).toBe("2027-W19");
  });
});
