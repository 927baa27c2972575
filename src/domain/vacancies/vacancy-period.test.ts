import { describe, expect, it } from "vitest";

import { isVacancyOpen } from "./vacancy-period";

const period = { openFrom: "2026-12-01T00:00:00+01:00", openUntil: "2027-01-01T00:00:00+01:00" };

describe("a vacancy is open within its period", () => {
  it("not before it opens", () => {
    expect(isVacancyOpen(period, new Date("2026-11-30T22:59:59Z"))).toBe(false);
    expect(isVacancyOpen(period, new Date("2026-11-30T23:00:00Z"))).toBe(true);
  });

  it("no longer from the moment it closes", () => {
    expect(isVacancyOpen(period, new Date("2026-12-31T22:59:59Z"))).toBe(true);
    expect(isVacancyOpen(period, new Date("2026-12-31T23:00:00Z"))).toBe(false);
  });

  it("without an opening moment it is open until it closes", () => {
    expect(isVacancyOpen({ openFrom: null, openUntil: period.openUntil }, new Date("2020-01-01T00:00:00Z"))).toBe(true);
  });
});
