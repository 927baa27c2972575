import { afterEach, describe, expect, it, vi } from "vitest";

import { LOGGER_TOKEN } from "@/config/logger-token";

import {
  createLogger,
  installGlobalErrorHandlers,
  isIgnoredError,
  LOG_BATCH_SIZE,
  type LogEntry,
  type LoggerTimers,
} from "./logger";

/** Timers that run only when the test moves the clock. */
class FakeTimers implements LoggerTimers {
  now = Date.UTC(2026, 10, 21, 9, 0, 0);
  private nextId = 1;
  private tasks = new Map<number, { at: number; callback: () => void; every?: number }>();

  clock = () => this.now;
  setTimeout(callback: () => void, ms: number): number {
    const id = this.nextId++;
    this.tasks.set(id, { at: this.now + ms, callback });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.tasks.delete(handle as number);
  }
  setInterval(callback: () => void, ms: number): number {
    const id = this.nextId++;
    this.tasks.set(id, { at: this.now + ms, callback, every: ms });
    return id;
  }
  clearInterval(handle: unknown): void {
    this.tasks.delete(handle as number);
  }
  get active(): number {
    return this.tasks.size;
  }
  async advance(ms: number): Promise<void> {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.tasks.entries()].filter(([, task]) => task.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, task] = due;
      this.now = task.at;
      if (task.every) task.at += task.every;
      else this.tasks.delete(id);
      task.callback();
      await settle();
    }
    this.now = end;
    await settle();
  }
}

async function settle(): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
}

function setup(transportImpl?: (entries: LogEntry[]) => Promise<unknown>) {
  const timers = new FakeTimers();
  const batches: LogEntry[][] = [];
  const transport = vi.fn(async (entries: LogEntry[]) => {
    batches.push(entries);
    return transportImpl?.(entries);
  });
  const logger = createLogger({ transport, clock: timers.clock, timers });
  return { timers, batches, transport, logger };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("logger", () => {
  it("entries carry message, payload, timestamp and severity", async () => {
    const { logger, batches, timers } = setup();
    logger.log("warning", "Winkelwagen traag", { ms: 1200 });
    await logger.flush();
    expect(batches).toEqual([[{ message: "Winkelwagen traag", payload: { ms: 1200 }, timestamp: new Date(timers.now).toISOString(), severity: "warning" }]]);
  });

  it("entries are sent in batches of 25", async () => {
    const { logger, batches } = setup();
    expect(LOG_BATCH_SIZE).toBe(25);
    for (let i = 0; i < 60; i += 1) logger.info(`entry ${i}`);
    await logger.flush();
    expect(batches.map((batch) => batch.length)).toEqual([25, 25, 10]);
    expect(batches.flat().map((entry) => entry.message)).toEqual(Array.from({ length: 60 }, (_, i) => `entry ${i}`));
  });

  it("a full batch is sent at once; a smaller one after the flush delay", async () => {
    const { logger, batches, timers } = setup();
    for (let i = 0; i < 25; i += 1) logger.info(`entry ${i}`);
    await settle();
    expect(batches).toHaveLength(1);
    logger.info("alone");
    await timers.advance(4999);
    expect(batches).toHaveLength(1);
    await timers.advance(1);
    expect(batches).toHaveLength(2);
    expect(batches[1]?.map((entry) => entry.message)).toEqual(["alone"]);
  });

  it("the default transport posts to /api/logger/ with the fixed bearer token", async () => {
    expect(LOGGER_TOKEN).toBe(process.env.NEXT_PUBLIC_LOGGER_TOKEN || "stekker-logger");
    const fetchSpy = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ data: null }), { status: 200 }));
    vi.stubGlobal("fetch", fetchSpy);
    try {
      const timers = new FakeTimers();
      const logger = createLogger({ clock: timers.clock, timers });
      logger.info("hallo");
      await logger.flush();
      const [url, init] = fetchSpy.mock.calls[0] ?? [];
      expect(url).toBe("/api/logger/");
      expect(init?.method).toBe("POST");
      expect((init?.headers as Record<string, string>).Authorization).toBe(`Bearer ${LOGGER_TOKEN}`);
      expect(JSON.parse(String(init?.body))).toEqual([expect.objectContaining({ message: "hallo", severity: "info" })]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("a failed send keeps the entries for the next flush, and is not logged itself", async () => {
    let fail = true;
    const { logger, batches } = setup(async () => {
      if (fail) throw new Error("Service Unavailable");
    });
    logger.info("een");
    await logger.flush();
    expect(logger.pending().map((entry) => entry.message)).toEqual(["een"]);
    fail = false;
    logger.info("twee");
    await logger.flush();
    expect(logger.pending()).toEqual([]);
    expect(batches.at(-1)?.map((entry) => entry.message)).toEqual(["een", "twee"]);
  });

  it.each([
    ["fetch aborted", new DOMException("The operation was aborted.", "AbortError")],
    ["fetch aborted (Safari)", new TypeError("Fetch is aborted")],
    ["load failed", new TypeError("Load failed")],
    ["timeout", new Error("Gateway Timeout")],
    ["timeout (name)", new DOMException("signal timed out", "TimeoutError")],
    ["chunk loading", Object.assign(new Error("Loading chunk 4721 failed."), { name: "ChunkLoadError" })],
    ["CSS chunk loading", new Error("Loading CSS chunk 12 failed")],
  ])("errors that are %s are ignored", async (_kind, error) => {
    const { logger, batches, timers } = setup();
    expect(isIgnoredError(error)).toBe(true);
    expect(logger.error(error)).toBe(false);
    expect(logger.reportUiError(error)).toBe(false);
    await timers.advance(10_000);
    expect(batches).toEqual([]);
  });

  it("other errors are logged with their name and stack", async () => {
    const { logger, batches } = setup();
    expect(logger.error(new RangeError("Ongeldige hoeveelheid"), { cartId: "c1" })).toBe(true);
    await logger.flush();
    expect(batches[0]?.[0]).toMatchObject({ message: "Ongeldige hoeveelheid", severity: "error", payload: { name: "RangeError", cartId: "c1" } });
    expect(batches[0]?.[0]?.payload.stack).toEqual(expect.any(String));
  });

  it("unhandled UI errors are debounced by 1 s", async () => {
    const { logger, batches, timers } = setup();
    logger.reportUiError(new Error("a is undefined"));
    await timers.advance(600);
    logger.reportUiError(new Error("b is undefined"));
    await timers.advance(999);
    expect(logger.pending()).toEqual([]);
    await timers.advance(1);
    expect(logger.pending().map((entry) => entry.message)).toEqual(["a is undefined", "b is undefined"]);
    await logger.flush();
    expect(batches[0]?.every((entry) => entry.severity === "error" && entry.payload.unhandled === true)).toBe(true);
  });

  it("unhandled UI errors are deduplicated by the first 100 characters of the message", async () => {
    const { logger, timers } = setup();
    const head = "x".repeat(100);
    expect(logger.reportUiError(new Error(`${head} first tail`))).toBe(true);
    expect(logger.reportUiError(new Error(`${head} second tail`))).toBe(false);
    expect(logger.reportUiError(new Error(`${"x".repeat(99)}y`))).toBe(true);
    await timers.advance(1000);
    // Also after the debounce: the same error is sent once per page life.
    expect(logger.reportUiError(new Error(`${head} third tail`))).toBe(false);
    await timers.advance(1000);
    expect(logger.pending()).toHaveLength(2);
  });

  it("the pending queue is trimmed to the newest 50 when above 100, checked every 30 s", async () => {
    const { logger, timers } = setup(async () => {
      throw new Error("logger endpoint down");
    });
    logger.start();
    for (let i = 0; i < 100; i += 1) logger.info(`entry ${i}`);
    await timers.advance(30_000);
    expect(logger.pending()).toHaveLength(100);
    logger.info("entry 100");
    await timers.advance(29_999);
    expect(logger.pending()).toHaveLength(101);
    await timers.advance(1);
    expect(logger.pending().map((entry) => entry.message)).toEqual(Array.from({ length: 50 }, (_, i) => `entry ${i + 51}`));
    logger.stop();
    expect(timers.active).toBe(0);
  });

  it("window errors and unhandled rejections reach the UI error report", async () => {
    const reportUiError = vi.fn(() => true);
    const target = new EventTarget();
    const uninstall = installGlobalErrorHandlers({ reportUiError }, target);
    const boom = new Error("boom");
    target.dispatchEvent(Object.assign(new Event("error"), { error: boom, message: "boom" }));
    target.dispatchEvent(Object.assign(new Event("unhandledrejection"), { reason: "afgewezen" }));
    expect(reportUiError.mock.calls).toEqual([
      [boom, { source: "window.onerror" }],
      ["afgewezen", { source: "unhandledrejection" }],
    ]);
    uninstall();
    target.dispatchEvent(new Event("error"));
    expect(reportUiError).toHaveBeenCalledTimes(2);
  });
});
