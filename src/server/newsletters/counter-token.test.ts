import { describe, expect, it } from "vitest";

import { readCounterId, signCounterId } from "./counter-token";

const secret = "a-test-secret-of-at-least-thirty-two-characters";

describe("a delivery's counter id", () => {
  it("names its delivery within its own campaign", () => {
    expect(readCounterId(signCounterId(7, 1234, secret), 7, secret)).toBe(1234);
  });

  it("is refused for another campaign, another delivery, another key, or garbage", () => {
    const id = signCounterId(7, 1234, secret);
    expect(readCounterId(id, 8, secret)).toBeNull();
    expect(readCounterId(id.replace(/^1234/, "1235"), 7, secret)).toBeNull();
    expect(readCounterId(id, 7, `${secret}-other`)).toBeNull();
    for (const garbage of ["", "1234", "1234.", "0.AAAAAAAAAAAAAAAAAAAAAA", "x".repeat(80), "99999999999.AAAAAAAAAAAAAAAAAAAAAA"]) expect(readCounterId(garbage, 7, secret)).toBeNull();
  });
});
