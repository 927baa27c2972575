import { describe, expect, it } from "vitest";

import { parseIsoDay } from "@/domain/delivery/days";
import { time, type WeekSchedule } from "@/domain/opening-hours";

import { isPartOfDayOpen, parseVisitOutcome, VISIT_DAY_MESSAGES, visitDayProblems, visitDayRange, visitOutcomeOf } from "./showroom-visit";

// The shop's hours of specification §1: Sunday from 14:30, Saturday from 9:30, weekdays from 9:00, all until 20:00.
const week = { opens: time(9), closes: time(20) };
const SHOP_HOURS: WeekSchedule = [{ opens: time(14, 30), closes: time(20) }, week, week, week, week, week, { opens: time(9, 30), closes: time(20) }];

// Thursday 26 November 2026.
const today = parseIsoDay("2026-11-26")!;
const calendar = { today, schedule: SHOP_HOURS, closedDates: new Set(["2026-12-25"]) };

describe("a showroom visit's day", () => {
  it("a day from tomorrow on which the showroom is open can be planned", () => {
    expect(visitDayProblems("2026-11-27", "ochtend", calendar)).toEqual([]);
  });

  it("today and earlier days are refused", () => {
    expect(visitDayProblems("2026-11-26", "middag", calendar)).toEqual([{ field: "preferredDay", errorMessage: VISIT_DAY_MESSAGES.past }]);
    expect(visitDayProblems("2026-01-02", "middag", calendar)[0]?.errorMessage).toBe(VISIT_DAY_MESSAGES.past);
  });

  it("a date that does not exist is refused", () => {
    expect(visitDayProblems("2026-02-31", "middag", calendar)[0]?.errorMessage).toBe(VISIT_DAY_MESSAGES.invalid);
  });

  it("a day more than the planning weeks ahead is refused", () => {
    expect(visitDayProblems("2027-06-01", "middag", calendar)[0]?.errorMessage).toBe(VISIT_DAY_MESSAGES.tooFar);
  });

  it("a closed day (a holiday) is refused", () => {
    expect(visitDayProblems("2026-12-25", "middag", calendar)).toEqual([{ field: "preferredDay", errorMessage: VISIT_DAY_MESSAGES.closed }]);
  });

  it("a weekday without opening hours is refused", () => {
    const closedOnMonday: WeekSchedule = [SHOP_HOURS[0], null, week, week, week, week, SHOP_HOURS[6]];
    expect(visitDayProblems("2026-11-30", "middag", { ...calendar, schedule: closedOnMonday })[0]?.errorMessage).toBe(VISIT_DAY_MESSAGES.closed);
  });

  it("a part of the day when the showroom is closed is refused: no Sunday morning", () => {
    expect(visitDayProblems("2026-11-29", "ochtend", calendar)).toEqual([{ field: "partOfDay", errorMessage: VISIT_DAY_MESSAGES.partClosed }]);
    expect(visitDayProblems("2026-11-29", "middag", calendar)).toEqual([]);
  });

  it("a part of the day is open when the showroom is open an hour or more of it", () => {
    expect(isPartOfDayOpen(SHOP_HOURS, parseIsoDay("2026-11-28")!, "avond")).toBe(true);
    expect(isPartOfDayOpen(SHOP_HOURS, parseIsoDay("2026-11-29")!, "ochtend")).toBe(false);
  });

  it("the form offers tomorrow until the last planning day", () => {
    expect(visitDayRange(today)).toEqual({ first: today + 1, last: today + 90 });
  });
});

describe("a visit request sent without JavaScript", () => {
  it("the outcome names what happened: sent, fields to correct, too often, or else not sent", () => {
    expect(visitOutcomeOf(201, [])).toBe("aangevraagd");
    expect(visitOutcomeOf(422, ["preferredDay"])).toBe("controleer");
    expect(visitOutcomeOf(429, [])).toBe("te-vaak");
    expect(visitOutcomeOf(503, [])).toBe("niet-gelukt");
  });

  it("only a known outcome is read from the page's address", () => {
    expect(parseVisitOutcome("aangevraagd")).toBe("aangevraagd");
    expect(parseVisitOutcome(["te-vaak"])).toBe("te-vaak");
    expect(parseVisitOutcome("<script>")).toBeNull();
    expect(parseVisitOutcome(undefined)).toBeNull();
  });
});
