import { describe, expect, it } from "vitest";

import { changedFields, customerMessage, fieldLabel } from "./field-validation";

describe("the API's messages and labels", () => {
  it("names fields by their Dutch label", () => {
    expect(fieldLabel("shippingPostalCode")).toBe("Postcode");
    expect(fieldLabel("invoiceHouseNumberAddition")).toBe("Toevoeging");
    expect(fieldLabel("emailAddress")).toBe("E-mailadres");
    expect(fieldLabel("somethingNew")).toBe("somethingNew");
    expect(customerMessage("shippingCity", "shippingCity mag hoogstens 100 tekens lang zijn")).toBe("Plaats mag hoogstens 100 tekens lang zijn");
    expect(customerMessage("paymentMethod", "Kies een betaalmethode")).toBe("Kies een betaalmethode");
    expect(customerMessage(undefined, "Controleer je bestelling")).toBe("Controleer je bestelling");
  });
});

describe("only what changed is sent", () => {
  it("compares with the cart; an emptied text clears, an untouched absent field is not sent", () => {
    expect(changedFields({ firstName: "Jan", lastName: "", notes: "", company: false }, { firstName: "Jan", lastName: "Jansen", company: false })).toEqual({ lastName: null });
    expect(changedFields({ company: true, floor: 0 }, {})).toEqual({ company: true, floor: 0 });
  });
});
