import { describe, expect, it } from "vitest";

import { MemoryStorage } from "../memory-storage.test-support";
import { PRICES_EXCL_VAT_STORAGE_KEY, readPricesExclVat, writePricesExclVat } from "./vat-display";

describe("the business customer's choice of prices excluding VAT, kept in the browser", () => {
  it("is off until chosen, on once chosen, and off again when turned off (the key removed)", () => {
    const storage = new MemoryStorage();
    expect(readPricesExclVat(storage)).toBe(false);
    writePricesExclVat(true, storage);
    expect(readPricesExclVat(storage)).toBe(true);
    writePricesExclVat(false, storage);
    expect(readPricesExclVat(storage)).toBe(false);
    expect(storage.getItem(PRICES_EXCL_VAT_STORAGE_KEY)).toBeNull();
  });

  it("without storage (private mode, the server) prices include VAT and choosing breaks nothing", () => {
    expect(readPricesExclVat(null)).toBe(false);
    expect(() => writePricesExclVat(true, null)).not.toThrow();
  });

  it("a full storage does not break choosing", () => {
    const full = new MemoryStorage(0);
    expect(() => writePricesExclVat(true, full)).not.toThrow();
    expect(readPricesExclVat(full)).toBe(false);
  });
});
