import { describe, expect, it } from "vitest";

import { VAT_NUMBER_COPY, vatNumberFormatProblem, vatNumberMessage } from "./vat-number-message";

describe("what is said about a VAT number", () => {
  it("a malformed number is told its form, never that VIES rejected it (VIES was not asked)", () => {
    expect(vatNumberMessage("NL12345", "invalid")).toEqual({ kind: "error", text: VAT_NUMBER_COPY.formatNL });
    expect(vatNumberMessage("NL12345", "invalid")?.text).not.toMatch(/VIES/);
    expect(vatNumberFormatProblem("be 123")).toBe(VAT_NUMBER_COPY.formatBE);
    expect(vatNumberFormatProblem("XX123456789")).toBe(VAT_NUMBER_COPY.format);
    expect(vatNumberFormatProblem("nl 1234.56.789.b01")).toBeNull();
  });

  it("only VIES's own 'no' says VIES rejected the number", () => {
    expect(vatNumberMessage("NL123456789B01", "invalid")).toEqual({ kind: "error", text: VAT_NUMBER_COPY.rejected });
  });

  it("VIES out of reach is said, and does not stop the order", () => {
    expect(vatNumberMessage("BE0123456789", "unknown")).toEqual({ kind: "note", text: VAT_NUMBER_COPY.unreachable });
    expect(VAT_NUMBER_COPY.unreachable).toMatch(/gewoon bestellen/);
  });

  it("a number VIES confirmed is said to be checked; nothing is said before it was asked", () => {
    expect(vatNumberMessage("BE0123456789", "valid")?.kind).toBe("note");
    expect(vatNumberMessage("BE0123456789", null)).toBeNull();
    expect(vatNumberMessage("", "invalid")).toBeNull();
  });
});
