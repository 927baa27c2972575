import { describe, expect, it } from "vitest";

import { formatKitchenDimensions, kitchenOverviewTitle, kitchenOverviewUrl, matchesKitchenFilters, parseKitchenFilters, toggledKitchenFilter } from "./kitchen";

describe("kitchen overview filters", () => {
  it("reads a known style and layout from the query string", () => {
    expect(parseKitchenFilters({ stijl: "landelijk", opstelling: "l-keuken" })).toEqual({ style: "landelijk", layout: "l-keuken" });
  });

  it("an unknown value is no filter", () => {
    expect(parseKitchenFilters({ stijl: "barok", opstelling: ["eiland", "recht"] })).toEqual({ style: null, layout: "eiland" });
  });

  it("one filter set has one address, style before layout", () => {
    expect(kitchenOverviewUrl("/keukens/", { style: "modern", layout: "eiland" })).toBe("/keukens/?stijl=modern&opstelling=eiland");
    expect(kitchenOverviewUrl("/keukens/", { style: null, layout: null })).toBe("/keukens/");
  });

  it("choosing the active value again takes the filter off", () => {
    expect(toggledKitchenFilter({ style: "modern", layout: null }, "style", "modern")).toEqual({ style: null, layout: null });
    expect(toggledKitchenFilter({ style: "modern", layout: null }, "style", "klassiek")).toEqual({ style: "klassiek", layout: null });
  });

  it("a kitchen fits when it matches every chosen filter", () => {
    expect(matchesKitchenFilters({ style: "modern", layout: "eiland" }, { style: "modern", layout: null })).toBe(true);
    expect(matchesKitchenFilters({ style: "modern", layout: "eiland" }, { style: "modern", layout: "recht" })).toBe(false);
  });

  it("the title names the chosen filters", () => {
    expect(kitchenOverviewTitle({ style: null, layout: null })).toBe("Keukens");
    expect(kitchenOverviewTitle({ style: "landelijk", layout: "u-keuken" })).toBe("Keukens: Landelijk, u-keuken");
  });

  it("dimensions read width × depth × height", () => {
    expect(formatKitchenDimensions({ widthCm: 360, depthCm: 65, heightCm: 220 })).toBe("360 × 65 × 220 cm (b × d × h)");
  });
});
