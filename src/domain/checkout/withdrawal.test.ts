import { describe, expect, it } from "vitest";

import { canWithdraw, withdrawalDeadline } from "./withdrawal";

const placed = new Date("2026-11-21T10:00:00Z");

describe("right of withdrawal", () => {
  it("the 14 days count from the chosen delivery day", () => {
    expect(withdrawalDeadline({ createdAt: placed, deliveryDay: "2026-11-24", deliveryWeek: null, withdrawnAt: null })).toBe("2026-12-08");
  });

  it("with a delivery week, from that week's last day", () => {
    // ISO week 49 of 2026 runs from Monday 30 November to Sunday 6 December.
    expect(withdrawalDeadline({ createdAt: placed, deliveryDay: null, deliveryWeek: "2026-W49", withdrawnAt: null })).toBe("2026-12-20");
  });

  it("without a delivery moment (pick-up), from the day of the order", () => {
    expect(withdrawalDeadline({ createdAt: placed, deliveryDay: null, deliveryWeek: null, withdrawnAt: null })).toBe("2026-12-05");
  });

  it("withdrawal is possible until the deadline, and only once", () => {
    const order = { createdAt: placed, deliveryDay: "2026-11-24", deliveryWeek: null, withdrawnAt: null };
    expect(canWithdraw(order, new Date("2026-12-08T22:00:00Z"))).toBe(true);
    expect(canWithdraw(order, new Date("2026-12-09T00:00:01Z"))).toBe(false);
    expect(canWithdraw({ ...order, withdrawnAt: placed }, placed)).toBe(false);
  });
});
