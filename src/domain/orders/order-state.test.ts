import { describe, expect, it } from "vitest";

import { dueForCancellation, mailAtPlacement, mailOnFulfilment, mailOnPayment, mayHaveReceived, orderState, paymentDeadline, takeBackAnswer } from "./order-state";

const placed = new Date("2026-11-21T10:00:00Z");
const facts = (overrides: Partial<Parameters<typeof orderState>[0]> = {}) => ({ paymentMethod: "ideal", paymentStatus: "open", cancelledAt: null, withdrawnAt: null, createdAt: placed, ...overrides });

describe("order state", () => {
  it("withdrawal and cancellation decide before the payment", () => {
    expect(orderState(facts({ paymentStatus: "paid", withdrawnAt: placed }))).toBe("withdrawn");
    expect(orderState(facts({ paymentStatus: "expired", cancelledAt: placed }))).toBe("cancelled");
  });

  it("a payment on the spot is awaited while open, failed when cancelled, failed or expired, and paid when paid", () => {
    expect(orderState(facts())).toBe("awaitingPayment");
    for (const status of ["failed", "expired"]) expect(orderState(facts({ paymentStatus: status }))).toBe("paymentFailed");
    expect(orderState(facts({ paymentStatus: "paid" }))).toBe("paid");
  });

  it("a bank transfer or pin is paid later", () => {
    expect(orderState(facts({ paymentMethod: "banktransfer", paymentStatus: "pending" }))).toBe("payLater");
    expect(orderState(facts({ paymentMethod: "pinOnDelivery", paymentStatus: "pending" }))).toBe("payLater");
  });
});

describe("which mail for which moment", () => {
  it("placing: 'bestelling ontvangen' for a payment made later, nothing for a payment on the spot", () => {
    for (const method of ["banktransfer", "pinOnDelivery", "pinOnPickup"]) expect(mailAtPlacement(method)).toBe("orderReceived");
    for (const method of ["ideal", "bancontact", "creditcard"]) expect(mailAtPlacement(method)).toBeNull();
  });

  it("a fulfilment change the customer hears of: cancelled and withdrawn", () => {
    expect(mailOnFulfilment("cancelled")).toBe("orderCancelled");
    expect(mailOnFulfilment("withdrawn")).toBe("withdrawalReceived");
    expect(mailOnFulfilment("processing")).toBeNull();
  });

  it("a payment's news: 'betaling ontvangen' once paid, nothing before", () => {
    expect(mailOnPayment("paid")).toBe("paymentReceived");
    for (const status of ["open", "pending", "failed", "expired", "refunded", "partiallyRefunded"]) expect(mailOnPayment(status)).toBeNull();
  });
});

describe("payment deadline", () => {
  it("a payment on the spot may be retried for 2 hours; then the order is cancelled", () => {
    expect(paymentDeadline({ paymentMethod: "ideal", createdAt: placed })).toEqual(new Date("2026-11-21T12:00:00Z"));
    expect(dueForCancellation(facts({ paymentStatus: "failed" }), new Date("2026-11-21T11:59:59Z"))).toBe(false);
    expect(dueForCancellation(facts({ paymentStatus: "failed" }), new Date("2026-11-21T12:00:00Z"))).toBe(true);
  });

  it("a bank transfer waits its transfer term; pin, a paid, withdrawn or cancelled order is never cancelled for payment", () => {
    expect(paymentDeadline({ paymentMethod: "banktransfer", createdAt: placed })).toEqual(new Date("2026-12-03T10:00:00Z"));
    const later = new Date("2027-01-01T00:00:00Z");
    expect(dueForCancellation(facts({ paymentMethod: "pinOnDelivery", paymentStatus: "pending" }), later)).toBe(false);
    expect(dueForCancellation(facts({ paymentStatus: "paid" }), later)).toBe(false);
    expect(dueForCancellation(facts({ paymentStatus: "partiallyRefunded" }), later)).toBe(false);
    expect(dueForCancellation(facts({ withdrawnAt: placed }), later)).toBe(false);
    expect(dueForCancellation(facts({ cancelledAt: placed }), later)).toBe(false);
  });
});

describe("after a withdrawal", () => {
  it("the goods may be with the customer from the day of receipt, in Amsterdam's calendar", () => {
    expect(mayHaveReceived("2026-11-24", new Date("2026-11-23T22:59:00Z"))).toBe(false);
    expect(mayHaveReceived("2026-11-24", new Date("2026-11-23T23:00:00Z"))).toBe(true);
    expect(mayHaveReceived(null, new Date("2027-01-01T00:00:00Z"))).toBe(false);
  });
});

describe("take-back of the old appliance", () => {
  it("is said yes or no for a delivery, and not at all for pick-up", () => {
    expect(takeBackAnswer({ deliveryType: "default", takeRetour: true })).toBe("ja, gratis (oud-voor-nieuw)");
    expect(takeBackAnswer({ deliveryType: "assembly", takeRetour: false })).toBe("nee");
    expect(takeBackAnswer({ deliveryType: "pickUp", takeRetour: true })).toBeNull();
    expect(takeBackAnswer({ deliveryType: "default", takeRetour: null })).toBeNull();
  });
});
