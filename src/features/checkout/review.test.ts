import { describe, expect, it } from "vitest";

import type { Cart } from "@/lib/cart/types";

import { reviewBlocks } from "./review";

const base = {
  cartId: "c",
  firstName: "Anna",
  lastName: "de Vries",
  emailAddress: "anna@example.nl",
  phoneNumber: "071 123 45 67",
  shippingStreet: "Rapenburg",
  shippingHouseNumber: "73",
  shippingPostalCode: "2311 GJ",
  shippingCity: "Leiden",
  shippingCountry: "NL",
  deliveryType: "assembly",
  deliveryDay: "2026-11-24",
  floor: 2,
  elevator: true,
  takeRetour: true,
  deliveryOptions: { available: true, days: [{ date: "2026-11-24", label: "dinsdag 24 november" }], weeks: [], pickUp: { date: null, label: "morgen vanaf 10:00" } },
} as unknown as Cart;

describe("the review of the last step", () => {
  it("repeats contact, addresses and delivery, each with its step", () => {
    const blocks = reviewBlocks(base);
    expect(blocks.map((block) => [block.key, block.step])).toEqual([
      ["contact", "gegevens"],
      ["address", "gegevens"],
      ["invoiceAddress", "gegevens"],
      ["delivery", "bezorgen"],
    ]);
    expect(blocks[0]?.lines).toEqual(["Anna de Vries", "anna@example.nl", "071 123 45 67"]);
    expect(blocks[1]?.lines).toEqual(["Rapenburg 73", "2311 GJ Leiden", "Nederland"]);
    expect(blocks[2]?.lines).toEqual(["Zelfde als bezorgadres"]);
    expect(blocks[3]?.lines).toEqual(["Bezorgen en installeren", "Bezorgdag: dinsdag 24 november", "2e verdieping, met lift", "Oude apparaat meenemen"]);
  });

  it("a pick-up names the pick-up moment", () => {
    expect(reviewBlocks({ ...base, deliveryType: "pickUp" })[3]?.lines).toEqual(["Afhalen in Zoeterwoude, morgen vanaf 10:00"]);
  });
});
