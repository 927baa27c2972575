import { afterEach, describe, expect, it, vi } from "vitest";

import { LOGGER_TOKEN } from "@/config/logger-token";

import { call, apiRoute } from "../support/api";

const { POST } = apiRoute("/api/logger/");

const entry = { message: "TypeError: x is undefined", payload: { url: "/wasmachines/" }, timestamp: "2026-11-21T10:00:00.000Z", severity: "error" };

function send(body: unknown, token: string | null = LOGGER_TOKEN) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  return call(POST, "/api/logger/", {}, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
}

describe("POST /api/logger/ (specification §7)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("takes a batch with the fixed bearer token, answers 204 and writes one line per entry to the server's log", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const answer = await send([entry, { ...entry, severity: "warning", message: "second" }]);
    expect(answer.status).toBe(204);
    const lines = log.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines).toMatchObject([
      { source: "browser", severity: "error", message: entry.message, payload: entry.payload },
      { severity: "warning", message: "second" },
    ]);
  });

  it("without the token, 401; with a wrong one, 401; nothing is logged", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    expect((await send([entry], null)).status).toBe(401);
    expect((await send([entry], "guess")).status).toBe(401);
    expect(log).not.toHaveBeenCalled();
  });

  it("more than 25 entries, a missing field or malformed JSON answer 4xx naming the problem", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const tooMany = await send(Array.from({ length: 26 }, () => entry));
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.failed).toBe(true);
    const missing = await send([{ message: "x", timestamp: entry.timestamp }]);
    expect(missing.status).toBe(422);
    expect(missing.json.data.map((error: { field: string }) => error.field)).toContain("0.severity");
    expect((await send("[{")).status).toBe(400);
  });
});
