import { afterEach, describe, expect, it, vi } from "vitest";

import { type OutboxState, outboxState, settleOrderMailOutbox, stopOrderMailOutbox } from "./outbox-state";

afterEach(() => {
  Object.assign(outboxState, { timer: null, waitingSince: null, running: null, askedDuringRound: false, stopping: false });
  vi.useRealTimers();
});

describe("stopping the confirmation outbox at shutdown", () => {
  it("waits for the round of mail under way before the database may close", async () => {
    let finish!: () => void;
    outboxState.running = new Promise<void>((resolve) => (finish = resolve));
    let stopped = false;
    const stopping = stopOrderMailOutbox().then(() => (stopped = true));
    await Promise.resolve();
    expect(outboxState.stopping).toBe(true);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it("cancels a round that was only planned", async () => {
    const planned = vi.fn();
    outboxState.timer = setTimeout(planned, 10) as unknown as OutboxState["timer"];
    await stopOrderMailOutbox();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(planned).not.toHaveBeenCalled();
    expect(outboxState.timer).toBeNull();
  });

  it("gives up waiting after the timeout, so a hanging mail server cannot hold the stop", async () => {
    vi.useFakeTimers();
    outboxState.running = new Promise<void>(() => undefined);
    const stopping = stopOrderMailOutbox(5000);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(stopping).resolves.toBeUndefined();
  });
});

describe("settling the outbox before a database closes while the process goes on", () => {
  it("drops the planned round, waits for the one under way, and leaves the outbox taking mail", async () => {
    const planned = vi.fn();
    outboxState.timer = setTimeout(planned, 10) as unknown as OutboxState["timer"];
    let finish!: () => void;
    outboxState.running = new Promise<void>((resolve) => (finish = resolve));
    let settled = false;
    const settling = settleOrderMailOutbox().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    outboxState.running = null;
    finish();
    await settling;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(planned).not.toHaveBeenCalled();
    expect(outboxState.stopping).toBe(false);
  });
});
