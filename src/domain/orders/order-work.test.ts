import { describe, expect, it } from "vitest";

import { dayOf } from "../delivery/days";

import { isOrderWork, type WorkFacts, workDaysFrom } from "./order-work";

// Thursday 26 November 2026: tomorrow is Friday 27 November, in week 2026-W48.
const days = workDaysFrom(dayOf(2026, 11, 26));
const order = (facts: Partial<WorkFacts>): WorkFacts => ({
  deliveryType: "default",
  paymentStatus: "paid",
  fulfilmentStatus: "new",
  deliveryDay: null,
  deliveryWeek: null,
  pickUpDay: null,
  ...facts,
});

describe("the day's work", () => {
  it("knows today, tomorrow and tomorrow's week in the shop's calendar", () => {
    expect(days).toEqual({ today: "2026-11-26", tomorrow: "2026-11-27", tomorrowsWeek: "2026-W48" });
    expect(workDaysFrom(dayOf(2026, 12, 27)).tomorrowsWeek).toBe("2026-W53");
  });

  it("rule: pickUpToday is a pick-up still to hand over whose day is today or earlier", () => {
    const pickUp = (facts: Partial<WorkFacts>) => isOrderWork("pickUpToday", order({ deliveryType: "pickUp", ...facts }), days);
    expect(pickUp({ pickUpDay: "2026-11-26" })).toBe(true);
    expect(pickUp({ pickUpDay: "2026-11-20", fulfilmentStatus: "readyForPickup" })).toBe(true);
    expect(pickUp({ pickUpDay: "2026-11-26", fulfilmentStatus: "processing" })).toBe(true);
    expect(pickUp({ pickUpDay: "2026-11-27" })).toBe(false);
    // Placed before the pick-up day was recorded: old, so due.
    expect(pickUp({ pickUpDay: null })).toBe(true);
    for (const done of ["completed", "cancelled", "withdrawn", "returned"]) expect(pickUp({ pickUpDay: "2026-11-26", fulfilmentStatus: done })).toBe(false);
    expect(isOrderWork("pickUpToday", order({ deliveryDay: "2026-11-26" }), days)).toBe(false);
  });

  it("rule: deliverTomorrow is a delivery not yet on its way on tomorrow's day, or in tomorrow's week without a day", () => {
    const deliver = (facts: Partial<WorkFacts>) => isOrderWork("deliverTomorrow", order(facts), days);
    expect(deliver({ deliveryDay: "2026-11-27" })).toBe(true);
    expect(deliver({ deliveryDay: "2026-11-27", deliveryType: "assembly", fulfilmentStatus: "processing" })).toBe(true);
    expect(deliver({ deliveryWeek: "2026-W48" })).toBe(true);
    expect(deliver({ deliveryWeek: "2026-W49" })).toBe(false);
    expect(deliver({ deliveryDay: "2026-11-28" })).toBe(false);
    expect(deliver({ deliveryDay: "2026-11-26" })).toBe(false);
    for (const done of ["outForDelivery", "completed", "cancelled", "withdrawn"]) expect(deliver({ deliveryDay: "2026-11-27", fulfilmentStatus: done })).toBe(false);
    expect(deliver({ deliveryType: "pickUp", pickUpDay: "2026-11-27" })).toBe(false);
  });

  it("rule: awaitingPayment is open, pending or failed money of an order that still stands", () => {
    const awaiting = (facts: Partial<WorkFacts>) => isOrderWork("awaitingPayment", order(facts), days);
    for (const status of ["open", "pending", "failed"]) expect(awaiting({ paymentStatus: status })).toBe(true);
    for (const status of ["paid", "expired", "refunded", "partiallyRefunded"]) expect(awaiting({ paymentStatus: status })).toBe(false);
    expect(awaiting({ paymentStatus: "pending", fulfilmentStatus: "cancelled" })).toBe(false);
    expect(awaiting({ paymentStatus: "failed", fulfilmentStatus: "withdrawn" })).toBe(false);
    expect(awaiting({ paymentStatus: "pending", fulfilmentStatus: "outForDelivery" })).toBe(true);
  });

  it("rule: withdrawals are withdrawn orders whose goods are not back yet", () => {
    expect(isOrderWork("withdrawals", order({ fulfilmentStatus: "withdrawn" }), days)).toBe(true);
    expect(isOrderWork("withdrawals", order({ fulfilmentStatus: "returned" }), days)).toBe(false);
    expect(isOrderWork("withdrawals", order({ fulfilmentStatus: "cancelled" }), days)).toBe(false);
  });
});
