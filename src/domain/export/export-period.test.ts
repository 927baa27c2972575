import { describe, expect, it } from "vitest";

import { parseIsoDay } from "@/domain/delivery/days";

import { exportPeriod } from "./export-period";

const today = parseIsoDay("2026-11-22")!;

describe("the days of an orders export (specification §7: shop/export)", () => {
  it("by default the last 31 days up to today, both included", () => {
    expect(exportPeriod(today)).toEqual({ from: "2026-10-23", to: "2026-11-22" });
  });

  it("31 days back from a given end, or from a given start up to today", () => {
    expect(exportPeriod(today, undefined, "2026-03-31")).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    expect(exportPeriod(today, "2026-11-01")).toEqual({ from: "2026-11-01", to: "2026-11-22" });
    expect(exportPeriod(today, "2026-11-22", "2026-11-22")).toEqual({ from: "2026-11-22", to: "2026-11-22" });
  });

  it("a start after the end, or more than 366 days, is refused with the field to fix", () => {
    expect(exportPeriod(today, "2026-11-30", "2026-11-01")).toEqual({ field: "from", problem: "ligt na to" });
    expect(exportPeriod(today, "2025-11-21", "2026-11-22")).toEqual({ field: "to", problem: "exporteer hoogstens 366 dagen tegelijk" });
    expect(exportPeriod(today, "2025-11-22", "2026-11-22")).toEqual({ from: "2025-11-22", to: "2026-11-22" });
    expect(exportPeriod(today, "2020-01-01")).toMatchObject({ field: "to" });
  });
});
