import { describe, expect, it } from "vitest";

import { readNewsletterToken, signNewsletterToken } from "./newsletter-token";

const secret = "a-test-secret-of-at-least-thirty-two-characters";
const now = new Date("2026-11-21T12:00:00Z");
const inAWeek = new Date("2026-11-28T12:00:00Z");

describe("newsletter links", () => {
  it("a confirmation token names its address until it expires", () => {
    const token = signNewsletterToken("confirm", "jan@example.nl", secret, inAWeek);
    expect(readNewsletterToken(token, "confirm", secret, now)).toBe("jan@example.nl");
    expect(readNewsletterToken(token, "confirm", secret, new Date("2026-11-28T12:00:01Z"))).toBeNull();
  });

  it("a token is dead from the very instant of its expiry, as every signed link (linkIsAlive)", () => {
    const token = signNewsletterToken("unsubscribe", "jan@example.nl", secret, inAWeek);
    expect(readNewsletterToken(token, "unsubscribe", secret, new Date("2026-11-28T11:59:59Z"))).toBe("jan@example.nl");
    expect(readNewsletterToken(token, "unsubscribe", secret, inAWeek)).toBeNull();
  });

  it("an unsubscribe token never expires", () => {
    const token = signNewsletterToken("unsubscribe", "jan@example.nl", secret);
    expect(readNewsletterToken(token, "unsubscribe", secret, new Date("2040-01-01T00:00:00Z"))).toBe("jan@example.nl");
  });

  it("a token works only for its own purpose", () => {
    const token = signNewsletterToken("confirm", "jan@example.nl", secret, inAWeek);
    expect(readNewsletterToken(token, "unsubscribe", secret, now)).toBeNull();
  });

  it("a changed address, expiry or signature, another key, or garbage is refused", () => {
    const token = signNewsletterToken("unsubscribe", "jan@example.nl", secret);
    const [, expires, signature] = token.split(".");
    expect(readNewsletterToken(`${Buffer.from("piet@example.nl").toString("base64url")}.${expires}.${signature}`, "unsubscribe", secret, now)).toBeNull();
    const confirm = signNewsletterToken("confirm", "jan@example.nl", secret, inAWeek).split(".");
    expect(readNewsletterToken(`${confirm[0]}.9999999999.${confirm[2]}`, "confirm", secret, now)).toBeNull();
    expect(readNewsletterToken(`${token.slice(0, -2)}xx`, "unsubscribe", secret, now)).toBeNull();
    expect(readNewsletterToken(token, "unsubscribe", `${secret}-other`, now)).toBeNull();
    for (const garbage of ["", "a.b", "a.b.c.d", "x.-1.y", "x".repeat(601)]) expect(readNewsletterToken(garbage, "unsubscribe", secret, now)).toBeNull();
  });
});
