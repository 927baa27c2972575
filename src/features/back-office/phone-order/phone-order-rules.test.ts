import { describe, expect, it } from "vitest";

import { paymentMethodsFor, phoneOrderBody, phoneOrderDays } from "./phone-order-rules";

describe("the phone order", () => {
  it("posts the customer with the cart's flat field names, the items with their chosen options, and the day of a delivery", () => {
    const body = phoneOrderBody({
      channel: "phone",
      firstName: " Jan ",
      lastName: "Jansen",
      emailAddress: "jan@example.nl",
      phoneNumber: "0612345678",
      companyName: "",
      shippingStreet: "Dorpsstraat",
      shippingHouseNumber: "1",
      shippingPostalCode: "2381 AB",
      shippingCity: "Zoeterwoude",
      shippingCountry: "NL",
      invoiceAddress: false,
      invoiceStreet: "Ergens anders 2",
      items: [{ productId: "12", qty: 2, assembly: true, extraService: false, extraWarranty: true }],
      deliveryType: "delivery",
      deliveryDay: "2026-12-01",
      takeRetour: true,
      floor: "2",
      elevator: false,
      paymentMethod: "pinOnDelivery",
      note: " Bellen voor aankomst ",
    });
    expect(body).toEqual({
      channel: "phone",
      firstName: "Jan",
      lastName: "Jansen",
      emailAddress: "jan@example.nl",
      phoneNumber: "0612345678",
      shippingStreet: "Dorpsstraat",
      shippingHouseNumber: "1",
      shippingPostalCode: "2381 AB",
      shippingCity: "Zoeterwoude",
      shippingCountry: "NL",
      invoiceAddress: false,
      items: [{ productId: 12, qty: 2, assembly: true, extraWarranty: true }],
      deliveryType: "delivery",
      deliveryDay: "2026-12-01",
      takeRetour: true,
      floor: 2,
      elevator: false,
      paymentMethod: "pinOnDelivery",
      note: "Bellen voor aankomst",
    });
  });

  it("a pick-up sends no day, take-back, floor or lift; a separate invoice address is sent when given", () => {
    const body = phoneOrderBody({ channel: "shop", deliveryType: "pickUp", deliveryDay: "2026-12-01", takeRetour: true, floor: 3, invoiceAddress: true, invoiceStreet: "Kerkplein", items: [{ productId: 5, qty: 1 }], paymentMethod: "pinOnPickup" });
    expect(body).toMatchObject({ channel: "shop", deliveryType: "pickUp", invoiceAddress: true, invoiceStreet: "Kerkplein", paymentMethod: "pinOnPickup" });
    expect(body).not.toHaveProperty("deliveryDay");
    expect(body).not.toHaveProperty("takeRetour");
    expect(body).not.toHaveProperty("floor");
  });

  it("pin at the door only for a delivery, pin at the desk only for a pick-up, a bank transfer always", () => {
    expect(paymentMethodsFor("default")).toEqual(["pinOnDelivery", "banktransfer"]);
    expect(paymentMethodsFor("pickUp")).toEqual(["pinOnPickup", "banktransfer"]);
  });

  it("offers the checkout's delivery days: no Sunday without a rule for it, no special date", () => {
    // Thursday 26 November 2026, 10:00 in Amsterdam.
    const { days } = phoneOrderDays({
      now: new Date("2026-11-26T09:00:00Z"),
      products: [{ inStock: true, stockEstimatedDate: null }],
      specialDates: [{ specialDateId: 1, date: "2026-11-28", country: null, name: "Sluitingsdag" }],
      rules: [{ deliveryRuleId: 1, country: "NL", postalCodeFrom: null, postalCodeTo: null, weekdays: [1, 2, 3, 4, 5, 6], description: "NL" }],
      country: "NL",
      postalCode: "2381 AB",
    });
    const dates = days.map((day) => day.date);
    expect(dates[0]).toBe("2026-11-27");
    expect(dates).not.toContain("2026-11-28");
    expect(dates).not.toContain("2026-11-29");
  });
});
