import { describe, expect, it } from "vitest";

import { canWithdraw, withdrawalDeadline, type WithdrawableOrder } from "./withdrawal";

// Saturday 21 November 2026, the day the orders below are placed.
const placed = new Date("2026-11-21T10:00:00Z");
const consumer: WithdrawableOrder = { deliveryDay: null, deliveryWeek: null, pickUpDay: null, withdrawnAt: null, business: false };

describe("right of withdrawal", () => {
  it("the 14 days count from the chosen delivery day", () => {
    expect(withdrawalDeadline({ ...consumer, deliveryDay: "2026-11-24" })).toBe("2026-12-08");
  });

  it("with a delivery week, from that week's last day", () => {
    // ISO week 49 of 2026 runs from Monday 30 November to Sunday 6 December.
    expect(withdrawalDeadline({ ...consumer, deliveryWeek: "2026-W49" })).toBe("2026-12-20");
  });

  it("for pick-up, from the first pick-up day, never from the day of the order", () => {
    // Ordered Saturday 21 November, to be picked up from Sunday 22 November: the last day is Sunday 6 December, not Saturday 5 December.
    expect(withdrawalDeadline({ ...consumer, pickUpDay: "2026-11-22" })).toBe("2026-12-06");
  });

  it("without a known day of receipt the term has not started: no deadline, and withdrawal stays open", () => {
    expect(withdrawalDeadline(consumer)).toBeNull();
    expect(canWithdraw(consumer, new Date("2027-06-01T10:00:00Z"))).toBe(true);
  });

  it("withdrawal is possible until the deadline, and only once", () => {
    const order = { ...consumer, deliveryDay: "2026-11-24" };
    expect(canWithdraw(order, new Date("2026-12-08T22:00:00Z"))).toBe(true);
    expect(canWithdraw(order, new Date("2026-12-09T00:00:01Z"))).toBe(false);
    expect(canWithdraw({ ...order, withdrawnAt: placed }, placed)).toBe(false);
  });

  it("a business order (company name and VAT number) has no statutory right of withdrawal", () => {
    expect(canWithdraw({ ...consumer, deliveryDay: "2026-11-24", business: true }, placed)).toBe(false);
  });
});
