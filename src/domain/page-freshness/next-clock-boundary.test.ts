import { describe, expect, it } from "vitest";

import { nextClockBoundary } from "./next-clock-boundary";

describe("a shared page never outlives the next cut-off or opening-hours change", () => {
  it("ends at the next whole or half hour, the 14:00 cut-off of shop time included", () => {
    // 13:59:30 in Amsterdam (CET, UTC+1) is 12:59:30 UTC.
    expect(new Date(nextClockBoundary(Date.parse("2026-11-25T12:59:30Z"))).toISOString()).toBe("2026-11-25T13:00:00.000Z");
    expect(new Date(nextClockBoundary(Date.parse("2026-11-25T13:10:00Z"))).toISOString()).toBe("2026-11-25T13:30:00.000Z");
  });

  it("a copy made exactly on a boundary lasts until the next one, not zero time", () => {
    expect(new Date(nextClockBoundary(Date.parse("2026-11-25T21:00:00Z"))).toISOString()).toBe("2026-11-25T21:30:00.000Z");
  });
});
