import { describe, expect, it } from "vitest";

import { fieldStep, splitErrorsByStep } from "./steps";

describe("checkout steps", () => {
  it("maps every cart field to the step where it is filled in", () => {
    expect(fieldStep("firstName")).toBe("gegevens");
    expect(fieldStep("shippingPostalCode")).toBe("gegevens");
    expect(fieldStep("invoiceCity")).toBe("gegevens");
    expect(fieldStep("vatNumber")).toBe("gegevens");
    expect(fieldStep("deliveryDay")).toBe("bezorgen");
    expect(fieldStep("deliveryWeek")).toBe("bezorgen");
    expect(fieldStep("floor")).toBe("bezorgen");
    expect(fieldStep("paymentMethod")).toBe("betalen");
    expect(fieldStep("acceptedTermsAndConditions")).toBe("betalen");
    expect(fieldStep("notes")).toBe("betalen");
    expect(fieldStep("items.123.qty")).toBe("winkelwagen");
    expect(fieldStep(undefined)).toBe("betalen");
    // "shipping" alone is not an address field.
    expect(fieldStep("shipping")).toBe("betalen");
  });

  it("splits a 422's errors into this step's and the others', in step order", () => {
    const { here, elsewhere } = splitErrorsByStep(
      [
        { field: "paymentMethod", errorMessage: "Kies een betaalmethode" },
        { field: "deliveryDay", errorMessage: "Kies een bezorgdag" },
        { field: "shippingPostalCode", errorMessage: "Vul je postcode in" },
        { field: "emailAddress", errorMessage: "Vul je e-mailadres in" },
        { errorMessage: "Controleer je bestelling" },
      ],
      "betalen",
    );
    expect(here.map((error) => error.errorMessage)).toEqual(["Kies een betaalmethode", "Controleer je bestelling"]);
    expect(elsewhere.map((group) => [group.step, group.href, group.errors.length])).toEqual([
      ["gegevens", "/bestellen/gegevens/", 2],
      ["bezorgen", "/bestellen/bezorgen/", 1],
    ]);
  });
});
