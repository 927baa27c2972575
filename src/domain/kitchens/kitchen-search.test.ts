import { describe, expect, it } from "vitest";

import { kitchensIndexName } from "./kitchen-search";

describe("the kitchens' index name (§7)", () => {
  it("gets the prefix v3_ and the environment", () => {
    expect(kitchensIndexName("keukens", "production")).toBe("v3_keukens_production");
  });

  it("keeps a name that starts with v3_ or production_ as it is", () => {
    expect(kitchensIndexName("v3_keukens", "staging")).toBe("v3_keukens_staging");
    expect(kitchensIndexName("production_keukens", "staging")).toBe("production_keukens_staging");
  });

  it("an empty name from the environment is the default", () => {
    expect(kitchensIndexName("", "production")).toBe("v3_keukens_production");
  });
});
