import { describe, expect, it } from "vitest";

import { deliveryFloor, deliveryMoment } from "./order-delivery";

const home = { deliveryType: "default", deliveryDay: "2026-11-24", deliveryWeek: null, pickUpDay: null, floor: null, elevator: null };

describe("how a placed order is delivered, in words", () => {
  it("a delivery day still to come reads 'Bezorging op', not the past tense 'Bezorgd op'", () => {
    expect(deliveryMoment(home)).toBe("Bezorging op dinsdag 24 november 2026");
    expect(deliveryMoment({ ...home, deliveryDay: null, deliveryWeek: "2026-W49" })).toBe("Bezorging in week 49");
  });

  it("a pick-up order names its first pick-up day", () => {
    expect(deliveryMoment({ ...home, deliveryType: "pickUp", deliveryDay: null, pickUpDay: "2026-11-22" })).toBe("Af te halen vanaf zondag 22 november 2026");
  });

  it("the chosen floor comes with the lift answer; none for pick-up or without a floor", () => {
    expect(deliveryFloor({ ...home, floor: 1, elevator: true })).toBe("1e verdieping, met lift");
    expect(deliveryFloor({ ...home, floor: 3, elevator: false })).toBe("3e verdieping, zonder lift");
    expect(deliveryFloor({ ...home, floor: 0, elevator: null })).toBe("Begane grond");
    expect(deliveryFloor(home)).toBeNull();
    expect(deliveryFloor({ ...home, deliveryType: "pickUp", floor: 2, elevator: true })).toBeNull();
  });
});
