import { describe, expect, it } from "vitest";

import { deliveryWindowWords, parseDeliveryWindow } from "./delivery-window";
import { mailOccasion, mailOnFulfilment } from "./order-state";
import { formatPickUpCode, normalisePickUpCode, PICK_UP_CODE_ALPHABET, pickUpCodeFrom } from "./pick-up-code";
import { paymentStatusAfterRefunds, refundableCents, refundRequest } from "./refunds";

describe("the delivery window", () => {
  it("rule: a window is HH:MM-HH:MM, its start before its end", () => {
    expect(parseDeliveryWindow("13:00-17:00")).toEqual({ valid: true, window: "13:00-17:00", from: "13:00", until: "17:00" });
    expect(parseDeliveryWindow(" 08:30 – 12:00 ")).toMatchObject({ valid: true, window: "08:30-12:00" });
    for (const bad of ["", "13-17", "1:00-5:00", "17:00-13:00", "13:00-13:00", "24:00-25:00", "13:60-14:00", "13:00-17:00-18:00"]) {
      expect(parseDeliveryWindow(bad).valid, bad).toBe(false);
    }
    expect(deliveryWindowWords("13:00-17:00")).toBe("tussen 13:00 en 17:00");
  });
});

describe("the pick-up code", () => {
  it("rule: six characters from an alphabet without look-alikes", () => {
    for (const lookAlike of "0O1IL2Z5S6G8BQDUV") expect(PICK_UP_CODE_ALPHABET).not.toContain(lookAlike);
    const code = pickUpCodeFrom(new Uint8Array([0, 1, 2, 3, 200, 255]));
    expect(code).toMatch(new RegExp(`^[${PICK_UP_CODE_ALPHABET}]{6}$`));
    expect(formatPickUpCode("AK3F7X")).toBe("AK3 F7X");
    expect(normalisePickUpCode(" ak3-f7x ")).toBe("AK3F7X");
    expect(() => pickUpCodeFrom(new Uint8Array(3))).toThrow(RangeError);
  });
});

describe("refunds", () => {
  it("rule: what is refundable is what was paid minus every refund that did not fail", () => {
    expect(refundableCents(10_000, [])).toBe(10_000);
    expect(refundableCents(10_000, [{ amountCents: 2_500, status: "refunded" }, { amountCents: 1_000, status: "pending" }, { amountCents: 5_000, status: "failed" }, { amountCents: 500, status: "canceled" }])).toBe(6_500);
  });

  it("rule: a refund is above zero and at most what is refundable (422), from an order whose money came in (409)", () => {
    expect(refundRequest({ paymentStatus: "paid" }, 100, 100)).toEqual({ allowed: true });
    expect(refundRequest({ paymentStatus: "partiallyRefunded" }, 1, 100)).toEqual({ allowed: true });
    expect(refundRequest({ paymentStatus: "paid" }, 101, 100)).toMatchObject({ allowed: false, status: 422, reason: "Er kan nog € 1,00 worden terugbetaald; € 1,01 is te veel." });
    expect(refundRequest({ paymentStatus: "paid" }, 0, 100)).toMatchObject({ allowed: false, status: 422 });
    expect(refundRequest({ paymentStatus: "pending" }, 1, 0)).toMatchObject({ allowed: false, status: 409 });
    expect(refundRequest({ paymentStatus: "refunded" }, 1, 0)).toMatchObject({ allowed: false, status: 409, reason: "Deze bestelling is al helemaal terugbetaald." });
  });

  it("rule: all of it back is refunded, some of it partially refunded", () => {
    expect(paymentStatusAfterRefunds(10_000, 10_000)).toBe("refunded");
    expect(paymentStatusAfterRefunds(10_000, 9_999)).toBe("partiallyRefunded");
  });
});

describe("the mails of the staff's changes", () => {
  it("rule: ready for pick-up, out for delivery and a cancellation each bring their mail; a staff cancellation its own", () => {
    expect(mailOnFulfilment("readyForPickup", "staff")).toBe("readyForPickup");
    expect(mailOnFulfilment("outForDelivery", "admin")).toBe("outForDelivery");
    expect(mailOnFulfilment("cancelled", "staff")).toBe("orderCancelledByShop");
    expect(mailOnFulfilment("cancelled", "admin")).toBe("orderCancelledByShop");
    expect(mailOnFulfilment("cancelled", "system")).toBe("orderCancelled");
    for (const quiet of ["processing", "completed", "returned", "new"] as const) expect(mailOnFulfilment(quiet, "staff")).toBeNull();
  });

  it("rule: one window mail per delivery day (Amsterdam's), one of every other kind", () => {
    // 23:30 UTC on 26 November is already 27 November in Amsterdam.
    expect(mailOccasion("outForDelivery", new Date("2026-11-26T23:30:00Z"))).toBe("2026-11-27");
    expect(mailOccasion("readyForPickup", new Date("2026-11-26T10:00:00Z"))).toBe("");
  });
});
