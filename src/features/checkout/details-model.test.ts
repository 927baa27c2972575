import { describe, expect, it } from "vitest";

import type { Cart } from "@/lib/cart/types";

import { detailsPatch, detailsRules, detailsValues } from "./details-model";

const cart = { cartId: "c", firstName: "Jan", shippingCountry: "BE", company: true, floor: 2 } as unknown as Cart;

describe("the details form", () => {
  it("starts from the cart: texts, switches, countries (the invoice country follows the shipping one)", () => {
    const values = detailsValues(cart);
    expect(values.firstName).toBe("Jan");
    expect(values.lastName).toBe("");
    expect(values.company).toBe(true);
    expect(values.invoiceAddress).toBe(false);
    expect(values.shippingCountry).toBe("BE");
    expect(values.invoiceCountry).toBe("BE");
    expect(detailsValues({ cartId: "c" } as unknown as Cart).shippingCountry).toBe("NL");
  });

  it("asks the company and the invoice address only when they apply", () => {
    const plain = detailsRules({ company: false, invoiceAddress: false, shippingCountry: "NL", invoiceCountry: "NL" });
    expect(Object.keys(plain)).not.toContain("companyName");
    expect(Object.keys(plain)).not.toContain("invoicePostalCode");
    expect(plain.shippingPostalCode).toEqual({ required: true, country: "NL" });
    const business = detailsRules({ company: true, invoiceAddress: true, shippingCountry: "NL", invoiceCountry: "BE" });
    expect(business.companyName).toEqual({ required: true });
    expect(business.vatNumber).toEqual({});
    expect(business.invoicePostalCode).toEqual({ required: true, country: "BE" });
  });

  it("saves the checked values of the fields that count", () => {
    const values = { ...detailsValues(cart), company: false };
    const rules = detailsRules(values);
    const patch = detailsPatch(values, { firstName: "Jan", shippingPostalCode: "2311 GJ", companyName: "Ignored BV" }, rules);
    expect(patch).toMatchObject({ company: false, invoiceAddress: false, shippingCountry: "BE", firstName: "Jan", shippingPostalCode: "2311 GJ" });
    expect(patch).not.toHaveProperty("companyName");
    expect(patch).not.toHaveProperty("invoiceCountry");
  });
});
