import { describe, expect, it } from "vitest";

import { cartCreateSchema, cartUpdateSchema } from "@/schemas/cart-input";

import { parseForm } from "./body";

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.path.join("."));

describe("form-urlencoded bodies are supported (specification §7)", () => {
  it("reads a cart update sent as a form: numbers and flags arrive as text", () => {
    const result = cartUpdateSchema.safeParse(parseForm("version=3&firstName=Jan&company=true&floor=2&items[101068][qty]=2&items[101068][options][assembly]=true"));
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ version: 3, firstName: "Jan", company: true, floor: 2, items: { "101068": { qty: 2, options: { assembly: true } } } });
  });

  it("an emptied floor field clears the floor, as an emptied text field clears its text", () => {
    expect(cartUpdateSchema.safeParse(parseForm("version=1&floor=")).data?.floor).toBeNull();
  });

  it("still refuses text that is no number or flag", () => {
    expect(fieldsOf(cartUpdateSchema.safeParse(parseForm("version=drie&company=ja&items[1][qty]=twee"))).sort()).toEqual(["company", "items.1.qty", "version"]);
  });
});

describe("a cart takes only delivery days and weeks that exist", () => {
  it("refuses a date that the calendar does not have", () => {
    for (const deliveryDay of ["2026-02-31", "2026-04-31", "2025-02-29", "0000-01-01"]) {
      expect(fieldsOf(cartCreateSchema.safeParse({ deliveryDay })), deliveryDay).toEqual(["deliveryDay"]);
    }
    expect(cartCreateSchema.safeParse({ deliveryDay: "2028-02-29" }).success).toBe(true);
  });

  it("refuses week 53 of a year that has 52", () => {
    expect(fieldsOf(cartCreateSchema.safeParse({ deliveryWeek: "2025-W53" }))).toEqual(["deliveryWeek"]);
    expect(cartCreateSchema.safeParse({ deliveryWeek: "2026-W53" }).success).toBe(true);
    expect(cartCreateSchema.safeParse({ deliveryWeek: "2026-w49" }).data?.deliveryWeek).toBe("2026-W49");
  });

  it("null still clears a chosen day or week", () => {
    expect(cartCreateSchema.safeParse({ deliveryDay: null, deliveryWeek: null }).success).toBe(true);
  });
});
