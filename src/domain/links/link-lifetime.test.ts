import { describe, expect, it } from "vitest";

import { linkExpiry, linkIsAlive, linkState } from "./link-lifetime";

describe("link lifetime", () => {
  it("an order's or quote's link expires two calendar years after it was made", () => {
    expect(linkExpiry(new Date("2026-03-14T09:30:12.345Z")).toISOString()).toBe("2028-03-14T09:30:12.000Z");
  });

  it("a link made on 29 February expires on 1 March two years on", () => {
    expect(linkExpiry(new Date("2028-02-29T12:00:00Z")).toISOString()).toBe("2030-03-01T12:00:00.000Z");
  });

  it("a link opens until the second before its expiry, and not at its expiry", () => {
    const link = { expiresAt: new Date("2028-03-14T09:30:12Z"), generation: 0 };
    expect(linkState(link, 0, new Date("2028-03-14T09:30:11Z"))).toBe("valid");
    expect(linkState(link, 0, new Date("2028-03-14T09:30:12Z"))).toBe("expired");
  });

  it("a link is alive strictly before its expiry: dead at the very instant", () => {
    const expiresAt = new Date("2028-03-14T09:30:12Z");
    expect(linkIsAlive(expiresAt, new Date("2028-03-14T09:30:11.999Z"))).toBe(true);
    expect(linkIsAlive(expiresAt, new Date("2028-03-14T09:30:12Z"))).toBe(false);
  });

  it("a link of an earlier generation is dead (revoked) even before its expiry", () => {
    expect(linkState({ expiresAt: new Date("2028-03-14T09:30:12Z"), generation: 0 }, 1, new Date("2026-04-01T00:00:00Z"))).toBe("expired");
  });

  it("a link of a generation the row has not reached is no link of the shop's", () => {
    expect(linkState({ expiresAt: new Date("2028-03-14T09:30:12Z"), generation: 2 }, 1, new Date("2026-04-01T00:00:00Z"))).toBe("invalid");
  });
});
