import { beforeEach, describe, expect, it } from "vitest";

import { noteCatalogueChange } from "./catalogue-generation";
import { clearMemo, memoize } from "./memo";

describe("read-through cache of catalogue data", () => {
  beforeEach(() => clearMemo());

  it("loads once within the time to live", async () => {
    let loads = 0;
    const load = async () => ++loads;
    const clock = () => 1000;
    await memoize("k", 100, load, clock);
    expect(await memoize("k", 100, load, clock)).toBe(1);
  });

  it("loads again after the time to live", async () => {
    let loads = 0;
    const load = async () => ++loads;
    await memoize("k", 100, load, () => 1000);
    expect(await memoize("k", 100, load, () => 1101)).toBe(2);
  });

  it("does not keep a failed load", async () => {
    await expect(memoize("k", 100, () => Promise.reject(new Error("down")), () => 0)).rejects.toThrow("down");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await memoize("k", 100, async () => "up", () => 1)).toBe("up");
  });

  it("does not use a copy made before the catalogue changed, so that a fresh page never shows an old price", async () => {
    let loads = 0;
    const load = async () => ++loads;
    await memoize("k", 60_000, load, () => 1000);
    noteCatalogueChange();
    expect(await memoize("k", 60_000, load, () => 1001)).toBe(2);
  });
});
