import { describe, expect, it } from "vitest";

import { dayOf } from "@/domain/delivery/days";

import { quoteRequestSchemaFor } from "./quote-request";

const TODAY = dayOf(2026, 11, 26);
const schema = quoteRequestSchemaFor(TODAY);

const valid = {
  kind: "builtInAppliances",
  firstName: "Jan",
  lastName: "Jansen",
  emailAddress: "jan@voorbeeld.nl",
  phoneNumber: "06 12345678",
  postalCode: "2382 as",
  houseNumber: "12 A",
  street: "Rijndijk",
  city: "Zoeterwoude",
  wishes: "Een oven en een kookplaat.",
};

const fieldsOf = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
};

describe("the quote request's fields", () => {
  it("a complete request passes, as a form sends it (text, an empty optional field, a checkbox left off)", () => {
    const result = schema.parse({ ...valid, kitchenId: "", preferredWeek: "", measurements: "", company: undefined });
    expect(result).toMatchObject({ postalCode: "2382 AS", country: "NL", company: false, measurements: "", preferredWeek: undefined, kitchenId: undefined });
  });

  it("the preferred week may not be in the past", () => {
    expect(fieldsOf({ ...valid, preferredWeek: "2026-W47" })).toEqual(["preferredWeek"]);
    expect(fieldsOf({ ...valid, preferredWeek: "2026-W48" })).toEqual([]);
    expect(fieldsOf({ ...valid, preferredWeek: "volgende week" })).toEqual(["preferredWeek"]);
  });

  it("a business request needs the company's name", () => {
    expect(fieldsOf({ ...valid, company: "on" })).toEqual(["companyName"]);
    expect(fieldsOf({ ...valid, company: true, companyName: "Bakkerij" })).toEqual([]);
  });

  it("the postal code follows the country", () => {
    expect(fieldsOf({ ...valid, country: "BE", postalCode: "1000" })).toEqual([]);
    expect(fieldsOf({ ...valid, country: "BE" })).toEqual(["postalCode"]);
  });

  it("texts are bounded", () => {
    expect(fieldsOf({ ...valid, wishes: "w".repeat(4001), measurements: "m".repeat(2001), firstName: "f".repeat(51) }).sort()).toEqual(["firstName", "measurements", "wishes"]);
  });

  it("every missing field is named at once, with its own Dutch message", () => {
    const result = schema.safeParse({ company: "on" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(Object.keys(messages).sort()).toEqual(["city", "companyName", "emailAddress", "firstName", "houseNumber", "kind", "lastName", "phoneNumber", "postalCode", "street", "wishes"]);
    expect(messages.firstName).toBe("Vul je voornaam in");
  });
});
