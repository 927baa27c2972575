import { describe, expect, it } from "vitest";

import { isBusinessCustomer } from "./business-customer";

describe("business customer", () => {
  it("a business customer is a company with both a company name and a VAT number", () => {
    expect(isBusinessCustomer({ company: true, companyName: "Bakkerij Jansen BV", vatNumber: "BE0123456789" })).toBe(true);
    expect(isBusinessCustomer({ company: true, companyName: "Bakkerij Jansen BV", vatNumber: "" })).toBe(false);
    expect(isBusinessCustomer({ company: true, companyName: null, vatNumber: "BE0123456789" })).toBe(false);
    expect(isBusinessCustomer({ company: false, companyName: "Bakkerij Jansen BV", vatNumber: "BE0123456789" })).toBe(false);
    expect(isBusinessCustomer({})).toBe(false);
  });
});
