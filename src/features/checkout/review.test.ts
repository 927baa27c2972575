import { describe, expect, it } from "vitest";

import type { Cart } from "@/lib/cart/types";

import { notesField, reviewBlocks, withdrawalNote } from "./review";

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
    expect(blocks[3]?.lines).toEqual(["Bezorgen en installeren", "Bezorgdag: dinsdag 24 november", "2e verdieping, met lift", "Oud apparaat meenemen (gratis)"]);
  });

  it("a pick-up names the pick-up point and its day as a sentence of its own", () => {
    const pickUp = { ...base, deliveryType: "pickUp", deliveryOptions: { ...base.deliveryOptions!, pickUp: { date: "2026-11-22", label: "Af te halen vanaf zondag 22 november" } } } as Cart;
    const delivery = reviewBlocks(pickUp).find((block) => block.key === "delivery");
    expect(delivery?.title).toBe("Afhalen");
    expect(delivery?.lines).toEqual(["Afhaalcentrum Zoeterwoude, Rijndijk 300, 2382 AS Zoeterwoude", "Af te halen vanaf zondag 22 november"]);
    // Never "Afhalen in Zoeterwoude, Af te halen …": no capital in the middle of a sentence.
    expect(delivery?.lines.join(" ")).not.toMatch(/, Af /);
  });

  it("with pick-up the customer's address is the invoice address, not a 'Bezorgadres'", () => {
    const blocks = reviewBlocks({ ...base, deliveryType: "pickUp" });
    expect(blocks.map((block) => [block.key, block.title])).toEqual([
      ["contact", "Contact"],
      ["invoiceAddress", "Factuuradres"],
      ["delivery", "Afhalen"],
    ]);
    expect(blocks[1]?.lines).toEqual(["Rapenburg 73", "2311 GJ Leiden", "Nederland"]);
    expect(blocks.some((block) => block.title === "Bezorgadres")).toBe(false);
  });

  it("with pick-up and a separate invoice address, the customer's own address is 'Je adres'", () => {
    const cart = { ...base, deliveryType: "pickUp", invoiceAddress: true, invoiceStreet: "Postbus", invoiceHouseNumber: "12", invoicePostalCode: "2300 AA", invoiceCity: "Leiden", invoiceCountry: "NL" } as Cart;
    expect(reviewBlocks(cart).map((block) => [block.key, block.title])).toEqual([
      ["contact", "Contact"],
      ["address", "Je adres"],
      ["invoiceAddress", "Factuuradres"],
      ["delivery", "Afhalen"],
    ]);
  });

  it("the notes are for the deliverer only when something is delivered", () => {
    expect(notesField(base).label).toBe("Opmerkingen voor de bezorger");
    expect(notesField({ deliveryType: "pickUp" }).label).toBe("Opmerkingen bij je bestelling");
    expect(notesField({ deliveryType: "pickUp" }).hint).not.toMatch(/buren|bezorg/);
  });

  it("the right of withdrawal is offered to consumers, not to a business order (company name and VAT number)", () => {
    expect(withdrawalNote(base).text).toMatch(/14 dagen bedenktijd/);
    // Nothing is bought yet: no link to withdraw here, only where to read about it (the withdrawal is on the order page).
    expect(withdrawalNote(base).link).not.toMatch(/Herroep/);
    expect(withdrawalNote(base).text).toMatch(/pagina van je bestelling/);
    const business = withdrawalNote({ company: true, companyName: "Bakkerij Jansen BV", vatNumber: "BE0123456789" });
    expect(business.text).toMatch(/alleen voor consumenten/);
    expect(business.link).not.toMatch(/Herroep/);
  });
});
