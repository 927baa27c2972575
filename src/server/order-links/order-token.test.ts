import { createHmac } from "node:crypto";

import { describe, expect, it } from "vitest";

import { orderLinkState, signOrderToken } from "./order-token";
import { quoteLinkState, signQuoteToken } from "../quote-links/quote-token";

const SECRET = "a-secret-of-at-least-thirty-two-characters";
const CREATED = new Date("2026-03-14T09:30:00Z");
const ORDER = { createdAt: CREATED, linkGeneration: 0 };
const MAILED = { expiresAt: new Date("2028-03-14T09:30:00Z"), generation: 0 };
const NOW = new Date("2026-06-01T12:00:00Z");

describe("signed order link", () => {
  it("the link's token grants its own order until its expiry", () => {
    const token = signOrderToken("40000001", MAILED, SECRET);
    expect(orderLinkState("40000001", token, SECRET, ORDER, NOW)).toBe("valid");
    expect(orderLinkState("40000001", token, SECRET, ORDER, new Date("2028-03-14T09:29:59Z"))).toBe("valid");
  });

  it("the link is expired from the instant two years after the order", () => {
    const token = signOrderToken("40000001", MAILED, SECRET);
    expect(orderLinkState("40000001", token, SECRET, ORDER, new Date("2028-03-14T09:30:00Z"))).toBe("expired");
  });

  it("a link of an earlier generation is dead once staff revoked it", () => {
    const token = signOrderToken("40000001", MAILED, SECRET);
    expect(orderLinkState("40000001", token, SECRET, { ...ORDER, linkGeneration: 1 }, NOW)).toBe("expired");
  });

  it("a token of another order, another key, a changed expiry or a changed token grants nothing", () => {
    const token = signOrderToken("40000001", MAILED, SECRET);
    expect(orderLinkState("40000002", token, SECRET, ORDER, NOW)).toBe("invalid");
    expect(orderLinkState("40000001", token, `${SECRET}x`, ORDER, NOW)).toBe("invalid");
    expect(orderLinkState("40000001", token.replace(/^\d+/, "4102444800"), SECRET, ORDER, NOW)).toBe("invalid");
    expect(orderLinkState("40000001", `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, SECRET, ORDER, NOW)).toBe("invalid");
    expect(orderLinkState("40000001", null, SECRET, ORDER, NOW)).toBe("invalid");
    expect(orderLinkState("40000001", "", SECRET, ORDER, NOW)).toBe("invalid");
  });

  it("an order's link is no quote's link, and the other way round", () => {
    expect(quoteLinkState("40000001", signOrderToken("40000001", MAILED, SECRET), SECRET, ORDER, NOW)).toBe("invalid");
    expect(orderLinkState("40000001", signQuoteToken("40000001", MAILED, SECRET), SECRET, ORDER, NOW)).toBe("invalid");
  });

  it("a link mailed before links had a life opens its order until two years after the order, as generation 0", () => {
    const legacy = createHmac("sha256", SECRET).update("order-link:40000001").digest("base64url");
    expect(orderLinkState("40000001", legacy, SECRET, ORDER, NOW)).toBe("valid");
    expect(orderLinkState("40000001", legacy, SECRET, ORDER, new Date("2028-03-14T09:30:00Z"))).toBe("expired");
    expect(orderLinkState("40000001", legacy, SECRET, { ...ORDER, linkGeneration: 1 }, NOW)).toBe("expired");
    expect(orderLinkState("40000002", legacy, SECRET, ORDER, NOW)).toBe("invalid");
  });
});
