import { describe, expect, it } from "vitest";

import { formatKeySpecification, formatSpecificationValue, type SpecificationDefinition } from "./specifications";

const capacity: SpecificationDefinition = { key: "vulgewicht", label: "Vulgewicht", kind: "number", unit: "kg", filterable: true, keySpec: 1 };
const placeSettings: SpecificationDefinition = { key: "aantal-couverts", label: "Aantal couverts", kind: "number", filterable: true, keySpec: 1 };
const steam: SpecificationDefinition = { key: "stoomfunctie", label: "Stoomfunctie", kind: "boolean", filterable: true };
const hobType: SpecificationDefinition = { key: "type", label: "Type", kind: "enum", filterable: true };

describe("specification values", () => {
  it("writes a number with its unit and a Dutch decimal comma", () => {
    expect(formatSpecificationValue(capacity, 8)).toBe("8 kg");
    expect(formatSpecificationValue(capacity, 10.5)).toBe("10,5 kg");
  });

  it("writes yes/no as Ja or Nee", () => {
    expect(formatSpecificationValue(steam, true)).toBe("Ja");
    expect(formatSpecificationValue(steam, false)).toBe("Nee");
  });
});

describe("key specifications on product cards", () => {
  it("a value with a unit stands alone", () => {
    expect(formatKeySpecification(capacity, 8)).toBe("8 kg");
  });

  it("a number without a unit gets its label, so a card never shows a bare number", () => {
    expect(formatKeySpecification(placeSettings, 14)).toBe("Aantal couverts: 14");
  });

  it("a yes/no value gets its label", () => {
    expect(formatKeySpecification(steam, true)).toBe("Stoomfunctie: ja");
  });

  it("a text value speaks for itself", () => {
    expect(formatKeySpecification(hobType, "Inductie")).toBe("Inductie");
  });
});
