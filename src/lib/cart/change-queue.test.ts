import { describe, expect, it } from "vitest";

import { createChangeQueue } from "./change-queue";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("cart changes run one after another", () => {
  it("starts a change only when the one before it has ended", async () => {
    const enqueue = createChangeQueue();
    const log: string[] = [];
    const first = enqueue(async () => {
      log.push("first starts");
      await later(20);
      log.push("first ends");
      return 1;
    });
    const second = enqueue(async () => {
      log.push("second starts");
      return 2;
    });
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(log).toEqual(["first starts", "first ends", "second starts"]);
  });

  it("a refused change is its caller's to handle; the next change still runs", async () => {
    const enqueue = createChangeQueue();
    const refused = enqueue(() => Promise.reject(new Error("409")));
    const next = enqueue(() => Promise.resolve("ran"));
    await expect(refused).rejects.toThrow("409");
    await expect(next).resolves.toBe("ran");
  });
});
