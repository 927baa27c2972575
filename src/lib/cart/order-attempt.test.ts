import { describe, expect, it } from "vitest";

import { MemoryStorage } from "@/lib/memory-storage.test-support";

import { endOrderAttempt, ORDER_ATTEMPT_KEY_PREFIX, orderAttemptKey } from "./order-attempt";

describe("the Idempotency-Key of placing an order", () => {
  it("is one UUID per attempt: the same for a second click or a retry, a new one after the attempt ended", () => {
    const storage = new MemoryStorage();
    const first = orderAttemptKey("cart-1", storage);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(orderAttemptKey("cart-1", storage)).toBe(first);
    expect(storage.getItem(`${ORDER_ATTEMPT_KEY_PREFIX}cart-1`)).toBe(first);
    expect(orderAttemptKey("cart-2", storage)).not.toBe(first);
    endOrderAttempt("cart-1", storage);
    expect(orderAttemptKey("cart-1", storage)).not.toBe(first);
  });

  it("replaces a stored value that is not a UUID, and works without storage", () => {
    const storage = new MemoryStorage();
    storage.setItem(`${ORDER_ATTEMPT_KEY_PREFIX}c`, "rommel");
    expect(orderAttemptKey("c", storage, () => "00000000-0000-4000-8000-000000000000")).toBe("00000000-0000-4000-8000-000000000000");
    expect(orderAttemptKey("c", null)).toMatch(/^[0-9a-f-]{36}$/);
    expect(() => endOrderAttempt("c", null)).not.toThrow();
  });

  it("a full storage still gives a key", () => {
    const storage = new MemoryStorage(10);
    expect(orderAttemptKey("cart-1", storage)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
