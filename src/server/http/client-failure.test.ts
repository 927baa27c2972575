/**
 * Issue 17, finding 7: a body that never arrives whole (a malformed chunked
 * encoding, a body cut short, a client gone) is the client's failure. What
 * readBody makes of a broken stream; the raw-socket tests against the server
 * are in src/host/node-lane.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { readBody } from "./body";
import { BODY_NOT_RECEIVED, bodyNotReceived, ClientFailure, resetClientFailureLog } from "./client-failure";

let warnings: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetClientFailureLog();
  warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("readBody", () => {
  it("a stream that fails while it is read is a 400 ClientFailure with a Dutch message", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
      },
    });
    const request = new Request("http://localhost:3000/api/things/", { method: "POST", body, duplex: "half" } as RequestInit);
    const failure = await readBody(request).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ClientFailure);
    expect(failure).toMatchObject({ status: 400, message: BODY_NOT_RECEIVED });
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining("ECONNRESET aborted"));
  });

  it("logs at most one line per ten seconds, counting the rest in the next line (no log flooding)", () => {
    const start = 1_000_000;
    for (let index = 0; index < 50; index += 1) bodyNotReceived("POST", "/api/carts/", new Error("aborted"), start + index);
    expect(warnings).toHaveBeenCalledTimes(1);
    bodyNotReceived("POST", "/api/carts/", new Error("aborted"), start + 10_001);
    expect(warnings).toHaveBeenCalledTimes(2);
    expect(warnings).toHaveBeenLastCalledWith(expect.stringContaining("and 49 more like it"));
  });
});
