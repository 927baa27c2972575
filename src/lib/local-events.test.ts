import { describe, expect, it } from "vitest";

import { isQuotaExceededError, LOCAL_EVENT_MAX_BYTES, LOCAL_EVENT_PREFIX, localEventKey, readLocalEvent, removeLocalEvent, saveLocalEvent } from "./local-events";
import { MemoryStorage } from "./memory-storage.test-support";

describe("local events", () => {
  it("keys carry the prefix app-local-event-", () => {
    expect(LOCAL_EVENT_PREFIX).toBe("app-local-event-");
    const storage = new MemoryStorage();
    expect(saveLocalEvent("search", { queryId: "q1" }, { storage })).toBe("stored");
    expect([...storage.map.keys()]).toEqual(["app-local-event-search"]);
    expect(localEventKey("search")).toBe("app-local-event-search");
  });

  it("saving merges data into the existing value", () => {
    const storage = new MemoryStorage();
    saveLocalEvent("search", { queryId: "q1", index: "producten" }, { storage });
    saveLocalEvent("search", { queryId: "q2", position: 3 }, { storage });
    expect(readLocalEvent("search", { storage })).toEqual({ queryId: "q2", index: "producten", position: 3 });
  });

  it("an unreadable existing value is replaced, not merged", () => {
    const storage = new MemoryStorage();
    storage.setItem(localEventKey("search"), "{broken");
    expect(saveLocalEvent("search", { a: 1 }, { storage })).toBe("stored");
    expect(readLocalEvent("search", { storage })).toEqual({ a: 1 });
  });

  it("a value over 1 MiB serialized is discarded and the stored value kept", () => {
    const storage = new MemoryStorage();
    saveLocalEvent("big", { small: true }, { storage });
    expect(LOCAL_EVENT_MAX_BYTES).toBe(1_048_576);
    // {"small":true,"x":"…"} is 22 bytes of JSON around the text.
    const overhead = JSON.stringify({ small: true, x: "" }).length;
    expect(saveLocalEvent("big", { x: "a".repeat(LOCAL_EVENT_MAX_BYTES - overhead + 1) }, { storage })).toBe("discarded");
    expect(readLocalEvent("big", { storage })).toEqual({ small: true });
    expect(saveLocalEvent("big", { x: "a".repeat(LOCAL_EVENT_MAX_BYTES - overhead) }, { storage })).toBe("stored");
  });

  it("the size limit counts bytes, not characters", () => {
    const storage = new MemoryStorage();
    // "é" is two bytes in UTF-8: 600 000 of them is 1.2 MB though only 600 000 characters.
    expect(saveLocalEvent("accents", { x: "é".repeat(600_000) }, { storage })).toBe("discarded");
  });

  it("on storage full, the other local event keys are cleared and the save tried once more", () => {
    const storage = new MemoryStorage(2000);
    storage.setItem("mui-mode", "dark");
    saveLocalEvent("old-1", { x: "a".repeat(800) }, { storage });
    saveLocalEvent("old-2", { x: "b".repeat(800) }, { storage });
    storage.setItemCalls = 0;
    expect(saveLocalEvent("new", { x: "c".repeat(800) }, { storage })).toBe("stored");
    expect(storage.setItemCalls).toBe(2);
    expect([...storage.map.keys()].sort()).toEqual(["app-local-event-new", "mui-mode"]);
  });

  it("on storage full the event's own earlier value is kept for the merge", () => {
    const storage = new MemoryStorage(1150);
    saveLocalEvent("mine", { first: 1 }, { storage });
    saveLocalEvent("other", { x: "b".repeat(1000) }, { storage });
    expect(saveLocalEvent("mine", { second: "c".repeat(100) }, { storage })).toBe("stored");
    expect(readLocalEvent("mine", { storage })).toEqual({ first: 1, second: "c".repeat(100) });
    expect(readLocalEvent("other", { storage })).toBeNull();
  });

  it("still full after clearing: the save fails once, without throwing or retrying again", () => {
    const storage = new MemoryStorage(100);
    storage.setItem("not-ours", "z".repeat(60));
    storage.setItemCalls = 0;
    expect(saveLocalEvent("new", { x: "c".repeat(200) }, { storage })).toBe("failed");
    expect(storage.setItemCalls).toBe(2);
    expect(storage.getItem("not-ours")).toBe("z".repeat(60));
  });

  it("other storage errors are not treated as storage full", () => {
    const storage = new MemoryStorage();
    saveLocalEvent("keep", { a: 1 }, { storage });
    storage.setItem = () => {
      throw new Error("SecurityError");
    };
    expect(saveLocalEvent("new", { b: 2 }, { storage })).toBe("failed");
    expect(readLocalEvent("keep", { storage })).toEqual({ a: 1 });
  });

  it("storage full is recognised in every browser's spelling", () => {
    expect(isQuotaExceededError(new DOMException("full", "QuotaExceededError"))).toBe(true);
    expect(isQuotaExceededError({ name: "NS_ERROR_DOM_QUOTA_REACHED" })).toBe(true);
    expect(isQuotaExceededError({ code: 22 })).toBe(true);
    expect(isQuotaExceededError(new Error("other"))).toBe(false);
  });

  it("without storage nothing is stored and nothing throws", () => {
    expect(saveLocalEvent("x", { a: 1 }, { storage: null })).toBe("failed");
    expect(readLocalEvent("x", { storage: null })).toBeNull();
    expect(() => removeLocalEvent("x", { storage: null })).not.toThrow();
  });

  it("a local event is removed on demand", () => {
    const storage = new MemoryStorage();
    saveLocalEvent("x", { a: 1 }, { storage });
    removeLocalEvent("x", { storage });
    expect(readLocalEvent("x", { storage })).toBeNull();
  });
});
