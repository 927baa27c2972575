import { describe, expect, it } from "vitest";

import { signReviewToken, verifyReviewToken } from "./review-token";

const SECRET = "a-test-secret-of-enough-length-for-hmac";
const now = new Date("2026-11-26T12:00:00Z");
const link = { orderRef: "40000123", productId: 17, expiresAt: new Date("2026-12-26T12:00:00Z") };

describe("the review link's token", () => {
  it("names its order and product while valid", () => {
    expect(verifyReviewToken(signReviewToken(link, SECRET), SECRET, now)).toEqual(link);
  });

  it("is refused after its expiry", () => {
    expect(verifyReviewToken(signReviewToken(link, SECRET), SECRET, new Date("2026-12-27T00:00:00Z"))).toBeNull();
  });

  it("is refused when another product, order or expiry is written into it", () => {
    const token = signReviewToken(link, SECRET);
    expect(verifyReviewToken(token.replace(".17.", ".18."), SECRET, now)).toBeNull();
    expect(verifyReviewToken(token.replace("40000123", "40000124"), SECRET, now)).toBeNull();
    const [order, product, expiry, mac] = token.split(".");
    expect(verifyReviewToken([order, product, String(Number(expiry) + 1000), mac].join("."), SECRET, now)).toBeNull();
  });

  it("is refused under another secret, and when malformed", () => {
    expect(verifyReviewToken(signReviewToken(link, SECRET), `${SECRET}-other`, now)).toBeNull();
    expect(verifyReviewToken("nonsense", SECRET, now)).toBeNull();
    expect(verifyReviewToken(undefined, SECRET, now)).toBeNull();
  });
});
