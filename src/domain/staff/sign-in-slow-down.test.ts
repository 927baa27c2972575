import { describe, expect, it } from "vitest";

import { signInDelayMs } from "./sign-in-slow-down";

const RULE = { freeFailures: 5, firstDelayMs: 250, maxDelayMs: 3000 };

describe("the staff sign-in slow-down per account", () => {
  it("costs nothing for the first few wrong passwords: a member mistypes", () => {
    for (const failures of [0, 1, 5]) expect(signInDelayMs(failures, RULE)).toBe(0);
  });

  it("doubles with each wrong password past them", () => {
    expect([6, 7, 8, 9].map((failures) => signInDelayMs(failures, RULE))).toEqual([250, 500, 1000, 2000]);
  });

  it("never waits longer than the cap, however many guesses came before", () => {
    for (const failures of [10, 50, 1e6, Number.MAX_SAFE_INTEGER]) expect(signInDelayMs(failures, RULE)).toBe(3000);
  });

  it("a count that is no number costs nothing rather than for ever", () => {
    expect(signInDelayMs(Number.NaN, RULE)).toBe(0);
  });
});
