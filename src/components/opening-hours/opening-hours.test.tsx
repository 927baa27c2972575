import { describe, expect, it } from "vitest";

import { CUSTOMER_SERVICE_HOURS } from "@/config/site";

import { openingStatusText } from "./opening-hours";

// Customer service: weekdays 9:00–23:00 (src/config/site.ts); Amsterdam is UTC+1 in November.
const MONDAY_NOON = new Date("2026-11-23T11:00:00Z");
const MONDAY_NIGHT = new Date("2026-11-23T23:30:00Z");

describe("the opening status line", () => {
  it("says open until when, with or without a subject", () => {
    expect(openingStatusText(CUSTOMER_SERVICE_HOURS, MONDAY_NOON)).toEqual({ open: true, text: "Nu open, tot 23:00" });
    expect(openingStatusText(CUSTOMER_SERVICE_HOURS, MONDAY_NOON, "De klantenservice").text).toBe("De klantenservice is nu open, tot 23:00");
  });

  it("says when it opens again once closed", () => {
    const closed = openingStatusText(CUSTOMER_SERVICE_HOURS, MONDAY_NIGHT, "De klantenservice");
    expect(closed.open).toBe(false);
    expect(closed.text).toMatch(/^De klantenservice is nu gesloten, \S+ weer open vanaf 9:00$/);
  });
});
