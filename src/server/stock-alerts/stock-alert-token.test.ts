import { describe, expect, it } from "vitest";

import { readStockAlertToken, signStockAlertToken } from "./stock-alert-token";

const secret = "a-test-secret-of-at-least-thirty-two-characters";
const now = new Date("2026-11-26T12:00:00Z");
const inAWeek = new Date("2026-12-03T12:00:00Z");

describe("stock alert links", () => {
  it("a confirmation token names its alert until it expires", () => {
    const token = signStockAlertToken("confirm", 42, secret, inAWeek);
    expect(readStockAlertToken(token, "confirm", secret, now)).toBe(42);
    expect(readStockAlertToken(token, "confirm", secret, new Date("2026-12-03T12:00:01Z"))).toBeNull();
  });

  it("a token is dead from the very instant of its expiry, as every signed link (linkIsAlive)", () => {
    const token = signStockAlertToken("unsubscribe", 42, secret, inAWeek);
    expect(readStockAlertToken(token, "unsubscribe", secret, new Date("2026-12-03T11:59:59Z"))).toBe(42);
    expect(readStockAlertToken(token, "unsubscribe", secret, inAWeek)).toBeNull();
  });

  it("an unsubscribe token never expires", () => {
    expect(readStockAlertToken(signStockAlertToken("unsubscribe", 42, secret), "unsubscribe", secret, new Date("2040-01-01T00:00:00Z"))).toBe(42);
  });

  it("a token works only for its own purpose", () => {
    expect(readStockAlertToken(signStockAlertToken("confirm", 42, secret, inAWeek), "unsubscribe", secret, now)).toBeNull();
  });

  it("another alert's id, a changed expiry or signature, another key, or garbage is refused", () => {
    const [, expires, signature] = signStockAlertToken("unsubscribe", 42, secret).split(".");
    expect(readStockAlertToken(`43.${expires}.${signature}`, "unsubscribe", secret, now)).toBeNull();
    const confirm = signStockAlertToken("confirm", 42, secret, inAWeek).split(".");
    expect(readStockAlertToken(`42.9999999999.${confirm[2]}`, "confirm", secret, now)).toBeNull();
    expect(readStockAlertToken(`42.${expires}.${signature!.slice(0, -2)}xx`, "unsubscribe", secret, now)).toBeNull();
    expect(readStockAlertToken(signStockAlertToken("unsubscribe", 42, secret), "unsubscribe", `${secret}-other`, now)).toBeNull();
    for (const garbage of ["", "a.b", "1.2.3.4", "0.0.x", "-1.0.x", "99999999999.0.x", "x".repeat(201)]) expect(readStockAlertToken(garbage, "unsubscribe", secret, now)).toBeNull();
  });
});
