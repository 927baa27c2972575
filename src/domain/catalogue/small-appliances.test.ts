import { describe, expect, it } from "vitest";

import { SMALL_APPLIANCE_CATEGORY_IDS, isSmallApplianceCategory } from "./small-appliances";

describe("small-appliance categories (decisions §3)", () => {
  it("lists exactly the ids 2071-2084, 2134, 2236-2251 and 2298-2300", () => {
    expect(SMALL_APPLIANCE_CATEGORY_IDS).toHaveLength(14 + 1 + 16 + 3);
    expect(SMALL_APPLIANCE_CATEGORY_IDS[0]).toBe(2071);
    expect(SMALL_APPLIANCE_CATEGORY_IDS.at(-1)).toBe(2300);
    expect([...SMALL_APPLIANCE_CATEGORY_IDS].sort((a, b) => a - b)).toEqual(SMALL_APPLIANCE_CATEGORY_IDS);
  });

  it("includes both ends of every range", () => {
    for (const id of [2071, 2084, 2134, 2236, 2251, 2298, 2300]) {
      expect(isSmallApplianceCategory(id)).toBe(true);
    }
  });

  it("excludes the ids just outside every range", () => {
    for (const id of [2070, 2085, 2133, 2135, 2235, 2252, 2297, 2301]) {
      expect(isSmallApplianceCategory(id)).toBe(false);
    }
  });

  it("treats ordinary large-appliance ids and odd input as large", () => {
    for (const id of [0, -2071, 1101, 2071.5, Number.NaN]) {
      expect(isSmallApplianceCategory(id)).toBe(false);
    }
  });

  it("agrees with the id list for every id in the neighbourhood", () => {
    const listed = new Set(SMALL_APPLIANCE_CATEGORY_IDS);
    for (let id = 2000; id <= 2400; id++) {
      expect(isSmallApplianceCategory(id)).toBe(listed.has(id));
    }
  });
});
