import { describe, expect, it } from "vitest";

import type { SpecificationDefinition } from "@/domain/catalogue/specifications";

import { checkSpecifications } from "./check-specifications";

const DEFINITIONS: SpecificationDefinition[] = [
  { key: "vulgewicht", label: "Vulgewicht", kind: "number", unit: "kg", filterable: true },
  { key: "stoom", label: "Stoomfunctie", kind: "boolean", filterable: true },
  { key: "motor", label: "Motor", kind: "enum", filterable: true },
  { key: "garantie", label: "Garantie", kind: "number", unit: "jaar", filterable: false },
];
const NO_WARRANTY = { warrantyYears: null, extraWarrantyYears: null };

describe("checkSpecifications: a product's specifications are typed by its product type", () => {
  it("reads a form's text as the number or flag the type asks, and drops empty values", () => {
    expect(checkSpecifications(DEFINITIONS, { vulgewicht: "8,5", stoom: "ja", motor: " Inverter ", garantie: null }, NO_WARRANTY)).toEqual({
      values: { vulgewicht: 8.5, stoom: true, motor: "Inverter" },
      errors: [],
    });
  });

  it("refuses, per field, a key the type lacks and a value of the wrong kind", () => {
    const { errors } = checkSpecifications(DEFINITIONS, { vulgewicht: "veel", stoom: "misschien", motor: "", kleur: "rood" }, NO_WARRANTY);
    expect(errors.map((error) => error.field).sort()).toEqual(["specifications.kleur", "specifications.motor", "specifications.stoom", "specifications.vulgewicht"]);
    expect(errors.find((error) => error.field === "specifications.vulgewicht")?.errorMessage).toBe("Vulgewicht moet een getal zijn (in kg)");
  });

  it("writes the warranty terms from the record's own fields, not from the specifications sent", () => {
    expect(checkSpecifications(DEFINITIONS, { garantie: 99 }, { warrantyYears: 6, extraWarrantyYears: 4 }).values).toEqual({ garantie: 6, "extra-garantie": 4 });
  });
});
