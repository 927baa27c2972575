import { describe, expect, it } from "vitest";

import { fulfilmentActionLabel, fulfilmentActionNeeds, normalDeliveryWindow, refundAmount, wholeRefund } from "./order-action-rules";

describe("the order page's actions", () => {
  it("a pick-up order is handed over ('Meegegeven aan klant'); a delivery is 'Geleverd'", () => {
    expect(fulfilmentActionLabel("completed", "pickUp")).toBe("Meegegeven aan klant");
    expect(fulfilmentActionLabel("completed", "default")).toBe("Geleverd");
    expect(fulfilmentActionLabel("readyForPickup", "pickUp")).toBe("Klaar voor afhalen");
    expect(fulfilmentActionLabel("cancelled", "default")).toBe("Annuleren");
  });

  it("cancelling asks for a confirmation and 'onderweg' for the time window; other changes go at once", () => {
    expect(fulfilmentActionNeeds("cancelled")).toBe("confirmation");
    expect(fulfilmentActionNeeds("outForDelivery")).toBe("deliveryWindow");
    expect(fulfilmentActionNeeds("readyForPickup")).toBeNull();
    expect(fulfilmentActionNeeds("completed")).toBeNull();
  });

  it("the time window is sent as the API takes it, 13:00-17:00, and an impossible one is refused", () => {
    expect(normalDeliveryWindow("13:00-17:00")).toBe("13:00-17:00");
    expect(normalDeliveryWindow(" 8.30 – 12.00 ")).toBe("08:30-12:00");
    expect(normalDeliveryWindow("17:00-13:00")).toBeNull();
    expect(normalDeliveryWindow("middag")).toBeNull();
    expect(normalDeliveryWindow("25:00-26:00")).toBeNull();
  });

  it("a refund is the whole refundable amount by default, and a part of it is allowed", () => {
    expect(wholeRefund(249)).toBe("249,00");
    expect(refundAmount(wholeRefund(249), 249)).toEqual({ amount: 249 });
    expect(refundAmount("12,50", 249)).toEqual({ amount: 12.5 });
    expect(refundAmount("€ 0.30", 0.3)).toEqual({ amount: 0.3 });
  });

  it("a refund above what is still refundable, of nothing, or of no number, is refused before it is sent", () => {
    expect(refundAmount("249,01", 249)).toEqual({ problem: expect.stringMatching(/^Hoogstens €\s249,00\.$/) });
    expect(refundAmount("0", 249)).toEqual({ problem: "Vul een bedrag boven € 0 in." });
    expect(refundAmount("twaalf", 249)).toEqual({ problem: "Vul een bedrag boven € 0 in." });
    expect(refundAmount("-5", 249)).toEqual({ problem: "Vul een bedrag boven € 0 in." });
  });
});
