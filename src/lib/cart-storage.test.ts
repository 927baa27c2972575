import { describe, expect, it } from "vitest";

import { CART_ID_STORAGE_KEY, CART_LIFETIME_MS, clearCartId, readCartId, writeCartId } from "./cart-storage";
import { MemoryStorage } from "./memory-storage.test-support";

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

describe("cart storage", () => {
  it("the cart id is stored with an expiry 31 days ahead", () => {
    const storage = new MemoryStorage();
    expect(writeCartId("cart-1", { storage, now: () => T0 })).toEqual({ id: "cart-1", expires: T0 + 31 * DAY });
    expect(CART_LIFETIME_MS).toBe(31 * DAY);
    expect(JSON.parse(storage.getItem(CART_ID_STORAGE_KEY) ?? "")).toEqual({ id: "cart-1", expires: T0 + 31 * DAY });
  });

  it("a stored cart id is read back before it expires", () => {
    const storage = new MemoryStorage();
    writeCartId("cart-1", { storage, now: () => T0 });
    expect(readCartId({ storage, now: () => T0 + 31 * DAY - 1 })).toBe("cart-1");
  });

  it("an expired cart id is removed and reads as null", () => {
    const storage = new MemoryStorage();
    writeCartId("cart-1", { storage, now: () => T0 });
    expect(readCartId({ storage, now: () => T0 + 31 * DAY })).toBeNull();
    expect(storage.getItem(CART_ID_STORAGE_KEY)).toBeNull();
  });

  it("an unreadable stored value is removed and reads as null", () => {
    const storage = new MemoryStorage();
    storage.setItem(CART_ID_STORAGE_KEY, "not json");
    expect(readCartId({ storage, now: () => T0 })).toBeNull();
    expect(storage.getItem(CART_ID_STORAGE_KEY)).toBeNull();
    storage.setItem(CART_ID_STORAGE_KEY, JSON.stringify({ id: "x" }));
    expect(readCartId({ storage, now: () => T0 })).toBeNull();
  });

  it("writing again renews the 31 days", () => {
    const storage = new MemoryStorage();
    writeCartId("cart-1", { storage, now: () => T0 });
    writeCartId("cart-1", { storage, now: () => T0 + 20 * DAY });
    expect(readCartId({ storage, now: () => T0 + 40 * DAY })).toBe("cart-1");
  });

  it("the cart id is cleared on demand", () => {
    const storage = new MemoryStorage();
    writeCartId("cart-1", { storage, now: () => T0 });
    clearCartId({ storage });
    expect(readCartId({ storage, now: () => T0 })).toBeNull();
  });

  it("without storage (server, blocked storage) nothing is stored and nothing throws", () => {
    expect(readCartId({ storage: null })).toBeNull();
    expect(writeCartId("cart-1", { storage: null })).toBeNull();
    expect(() => clearCartId({ storage: null })).not.toThrow();
    const throwing = { getItem: () => { throw new Error("SecurityError"); }, setItem: () => { throw new Error("SecurityError"); }, removeItem: () => { throw new Error("SecurityError"); } };
    expect(readCartId({ storage: throwing })).toBeNull();
    expect(writeCartId("cart-1", { storage: throwing })).toBeNull();
    expect(() => clearCartId({ storage: throwing })).not.toThrow();
  });
});
