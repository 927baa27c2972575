import { describe, expect, it } from "vitest";

import { createMemoryRateLimitStore } from "./memory-store";

/** A clock that moves only when the test moves it. */
function fakeClock(start = 1_800_000_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("the in-memory rate limit store", () => {
  it("counts the hits of a key in its window and says how long the window has left", async () => {
    const clock = fakeClock();
    const store = createMemoryRateLimitStore({ now: clock.now });
    expect(await store.hit("a", 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    clock.advance(15_000);
    expect(await store.hit("a", 60_000)).toEqual({ count: 2, resetInMs: 45_000 });
    clock.advance(44_999);
    expect(await store.hit("a", 60_000)).toEqual({ count: 3, resetInMs: 1 });
  });

  it("starts a new window at one once the old one is over", async () => {
    const clock = fakeClock();
    const store = createMemoryRateLimitStore({ now: clock.now });
    await store.hit("a", 1000);
    await store.hit("a", 1000);
    clock.advance(1000);
    expect(await store.hit("a", 1000)).toEqual({ count: 1, resetInMs: 1000 });
    expect(await store.hit("a", 1000)).toEqual({ count: 2, resetInMs: 1000 });
  });

  it("keeps a separate count per key", async () => {
    const clock = fakeClock();
    const store = createMemoryRateLimitStore({ now: clock.now });
    await store.hit("a", 1000);
    await store.hit("a", 1000);
    expect(await store.hit("b", 1000)).toEqual({ count: 1, resetInMs: 1000 });
    expect(await store.hit("a", 1000)).toMatchObject({ count: 3 });
  });

  it("drops windows that are over as new hits arrive", async () => {
    const clock = fakeClock();
    const store = createMemoryRateLimitStore({ now: clock.now });
    for (let i = 0; i < 100; i++) await store.hit(`address-${i}`, 1000);
    expect(store.size).toBe(100);
    clock.advance(1000);
    await store.hit("someone-new", 1000);
    expect(store.size).toBe(1);
  });

  it("never holds more than maxKeys: the oldest window goes first, even while it runs", async () => {
    const clock = fakeClock();
    const store = createMemoryRateLimitStore({ now: clock.now, maxKeys: 3 });
    await store.hit("a", 60_000);
    await store.hit("a", 60_000);
    await store.hit("b", 60_000);
    await store.hit("b", 60_000);
    await store.hit("c", 60_000);
    await store.hit("d", 60_000);
    expect(store.size).toBe(3);
    // "a" was dropped and starts again; "b" still counts.
    expect(await store.hit("b", 60_000)).toMatchObject({ count: 3 });
    expect(await store.hit("a", 60_000)).toMatchObject({ count: 1 });
    expect(store.size).toBe(3);
    // Making room for "a" again dropped "b", whose window was then the oldest:
    // hits within a window do not make it younger.
    expect(await store.hit("c", 60_000)).toMatchObject({ count: 2 });
    expect(await store.hit("b", 60_000)).toMatchObject({ count: 1 });
  });

  it("stays within its bound under a flood of new addresses", async () => {
    const store = createMemoryRateLimitStore({ maxKeys: 1000 });
    for (let i = 0; i < 10_000; i++) await store.hit(`flood-${i}`, 60_000);
    expect(store.size).toBe(1000);
  });

  it("a window that restarts counts as the youngest, so it is not the next to go", async () => {
    const clock = fakeClock();
    const store = createMemoryRateLimitStore({ now: clock.now, maxKeys: 2 });
    await store.hit("a", 1000);
    clock.advance(500);
    await store.hit("b", 60_000);
    clock.advance(500);
    // "a"'s window is over: its new one starts now, after "b"'s.
    await store.hit("a", 1000);
    await store.hit("c", 60_000);
    expect(await store.hit("a", 1000)).toMatchObject({ count: 2 });
    expect(await store.hit("b", 60_000)).toMatchObject({ count: 1 });
  });

  it("keeps counting right while short windows start again and again behind a long one", async () => {
    const clock = fakeClock();
    const store = createMemoryRateLimitStore({ now: clock.now, maxKeys: 10 });
    await store.hit("long", 3_600_000);
    for (let round = 1; round <= 1000; round++) {
      for (let i = 0; i < 5; i++) {
        expect(await store.hit(`short-${i}`, 1000)).toEqual({ count: 1, resetInMs: 1000 });
        expect(await store.hit(`short-${i}`, 1000)).toEqual({ count: 2, resetInMs: 1000 });
      }
      clock.advance(1000);
    }
    expect(store.size).toBe(6);
    expect(await store.hit("long", 3_600_000)).toEqual({ count: 2, resetInMs: 3_600_000 - 1_000_000 });
  });

  it("forgets everything when closed", async () => {
    const store = createMemoryRateLimitStore();
    await store.hit("a", 1000);
    await store.close();
    expect(store.size).toBe(0);
    expect(store.kind).toBe("memory");
  });

  it("refuses a bound that is no positive whole number", () => {
    expect(() => createMemoryRateLimitStore({ maxKeys: 0 })).toThrow(RangeError);
    expect(() => createMemoryRateLimitStore({ maxKeys: 1.5 })).toThrow(RangeError);
  });
});
