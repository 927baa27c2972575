import { describe, expect, it } from "vitest";

import { chooseDelivery, choosePickUp, deliveryRestoredSentence, pickUpDiscountIfCollected, pickUpDropSentence, pickUpNeedsConfirmation, whatDeliveryRestored, whatPickUpDrops } from "./pick-up-switch";
import { type ItemOptions, NO_OPTIONS } from "./types";

const item = (options: Partial<ItemOptions> = {}) => ({ qty: 1, options: { ...NO_OPTIONS, ...options } });
const totals = { assemblyTotal: 7900, extraServiceTotal: 0 };

describe("choosing pick-up", () => {
  it("pick-up drops installation and extra service with what they cost now, and the take-back; extra warranty stays", () => {
    const cart = { items: { a: item({ assembly: true, extraWarranty: true }), b: item() }, takeRetour: true, totals };
    expect(whatPickUpDrops(cart)).toEqual([
      { kind: "assembly", cents: 7900 },
      { kind: "takeRetour", cents: 0 },
    ]);
    expect(whatPickUpDrops({ items: { a: item({ extraService: true }) }, takeRetour: null, totals: { assemblyTotal: 0, extraServiceTotal: 2995 } })).toEqual([{ kind: "extraService", cents: 2995 }]);
  });

  it("choosing pick-up asks first only when it drops something the customer chose", () => {
    expect(pickUpNeedsConfirmation({ items: { a: item({ extraWarranty: true }) }, takeRetour: false, totals })).toBe(false);
    expect(pickUpNeedsConfirmation({ items: { a: item({ assembly: true }) }, takeRetour: false, totals })).toBe(true);
    expect(pickUpNeedsConfirmation({ items: { a: item() }, takeRetour: true, totals })).toBe(true);
  });

  it("the question names each dropped service with its price, free ones as free", () => {
    expect(pickUpDropSentence([{ kind: "assembly", cents: 7900 }, { kind: "extraService", cents: 0 }, { kind: "takeRetour", cents: 0 }])).toBe(
      "Bij afhalen vervalt: installatie en montage (€\u00a079,00), extra service (gratis), het meenemen van je oude apparaat.",
    );
  });

  it("choosing pick-up turns pick-up on for the chosen items, the services and take-back off everywhere, and remembers what was on", () => {
    const cart = { items: { a: item({ assembly: true, extraWarranty: true }), b: item({ assembly: true }), c: item() }, takeRetour: true };
    const result = choosePickUp(cart, ["a", "b", "c"]);
    expect(result.items.a!.options).toEqual({ assembly: false, extraService: false, extraWarranty: true, pickUpDiscount: true });
    expect(result.items.c!.options.pickUpDiscount).toBe(true);
    expect(result.takeRetour).toBe(false);
    expect(result.deliveryChoicesBeforePickUp).toEqual({ items: { a: ["assembly"], b: ["assembly"] }, takeRetour: true });
    // The cart's own items are not changed.
    expect(cart.items.a.options.assembly).toBe(true);
  });

  it("pick-up on one item (the cart's tick) still drops the services on every item", () => {
    const result = choosePickUp({ items: { a: item({ extraService: true }), b: item({ extraService: true }) }, takeRetour: false }, ["b"]);
    expect(result.items.a!.options).toMatchObject({ extraService: false, pickUpDiscount: false });
    expect(result.items.b!.options).toMatchObject({ extraService: false, pickUpDiscount: true });
    expect(result.deliveryChoicesBeforePickUp?.items).toEqual({ a: ["extraService"], b: ["extraService"] });
  });

  it("nothing chosen, nothing remembered", () => {
    expect(choosePickUp({ items: { a: item() }, takeRetour: null }, ["a"]).deliveryChoicesBeforePickUp).toBeNull();
  });
});

describe("choosing delivery again", () => {
  const offersAll = () => true;

  it("choosing delivery again restores what pick-up dropped, and uses the memory up", () => {
    const picked = choosePickUp({ items: { a: item({ assembly: true }), b: item({ assembly: true }) }, takeRetour: true }, ["a", "b"]);
    const back = chooseDelivery({ items: picked.items, takeRetour: picked.takeRetour }, picked.deliveryChoicesBeforePickUp, offersAll);
    expect(back.items.a!.options).toEqual({ ...NO_OPTIONS, assembly: true });
    expect(back.items.b!.options).toEqual({ ...NO_OPTIONS, assembly: true });
    expect(back.takeRetour).toBe(true);
    expect(back.deliveryChoicesBeforePickUp).toBeNull();
    expect(whatDeliveryRestored({ items: picked.items, takeRetour: picked.takeRetour }, back)).toEqual(["assembly", "takeRetour"]);
  });

  it("delivery restores a service only on items still in the cart whose product still offers it", () => {
    const remembered = { items: { a: ["assembly" as const], gone: ["assembly" as const], b: ["extraService" as const] }, takeRetour: false };
    const back = chooseDelivery({ items: { a: item({ pickUpDiscount: true }), b: item({ pickUpDiscount: true }) }, takeRetour: false }, remembered, (key) => key !== "b");
    expect(back.items.a!.options.assembly).toBe(true);
    expect(back.items.b!.options.extraService).toBe(false);
    expect(Object.keys(back.items)).toEqual(["a", "b"]);
  });

  it("delivery without a memory only turns pick-up off", () => {
    const back = chooseDelivery({ items: { a: item({ pickUpDiscount: true, extraWarranty: true }) }, takeRetour: null }, null, offersAll);
    expect(back.items.a!.options).toEqual({ ...NO_OPTIONS, extraWarranty: true });
    expect(back.takeRetour).toBe(false);
    expect(whatDeliveryRestored({ items: { a: item({ pickUpDiscount: true }) }, takeRetour: null }, back)).toEqual([]);
  });

  it("the customer hears what came back", () => {
    expect(deliveryRestoredSentence(["assembly", "takeRetour"])).toBe("Weer aan: installatie en montage, het meenemen van je oude apparaat.");
    expect(deliveryRestoredSentence([])).toBe("");
  });
});

describe("the pick-up discount", () => {
  it("the pick-up discount is each item's discount times its quantity, and none when no product has one", () => {
    expect(pickUpDiscountIfCollected([{ qty: 2, pickUpDiscountCents: 1500 }, { qty: 1, pickUpDiscountCents: null }])).toBe(3000);
    expect(pickUpDiscountIfCollected([{ qty: 1, pickUpDiscountCents: 0 }, { qty: 3, pickUpDiscountCents: null }])).toBe(0);
  });
});
