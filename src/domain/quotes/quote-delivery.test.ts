import { describe, expect, it } from "vitest";

import { quoteDeliversByWeek } from "./quote-delivery";

describe("a quote's delivery (decisions §3)", () => {
  it("a kitchen or a renovation is delivered in a week", () => {
    expect(quoteDeliversByWeek("kitchen")).toBe(true);
    expect(quoteDeliversByWeek("renovation")).toBe(true);
  });

  it("a set of built-in appliances is delivered on a day", () => {
    expect(quoteDeliversByWeek("builtInAppliances")).toBe(false);
  });
});
