/**
 * Issue 17, finding 7: a body that never arrives whole (a malformed chunked
 * encoding, a body cut short, a client gone) is the client's failure. Raw
 * sockets against a node:http server around the direct lane of `npm start`,
 * with a route handler made by the shop's own wrapper: the answer is a 400 (if
 * anyone still listens), the log has one warning line, and nothing goes through
 * the 500 path (`console.error` with "failed").
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { DirectRoutes } from "@/server/direct-routes/direct-routes";

import { readBody } from "./body";
import { BODY_NOT_RECEIVED, bodyNotReceived, ClientFailure, resetClientFailureLog } from "./client-failure";
import { handle } from "./route-handler";

const USERLAND = "__stekkerClientFailureUserland";
let ran = 0;

function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), "client-failure-"));
  const server = path.join(dist, "server");
  mkdirSync(path.join(server, "app/api/echo"), { recursive: true });
  writeFileSync(path.join(server, "app-paths-manifest.json"), JSON.stringify({ "/api/echo/route": "app/api/echo/route.js" }));
  writeFileSync(
    path.join(server, "app/api/echo/route.js"),
    `exports.routeModule = { async ensureUserland() {}, get userland() { return globalThis.${USERLAND}; } };`,
  );
  return dist;
}

let server: Server;
let port: number;

beforeAll(async () => {
  (globalThis as Record<string, unknown>)[USERLAND] = {
    POST: handle({ body: z.object({ text: z.string() }) }, ({ body }) => {
      ran += 1;
      return { length: body.text.length };
    }),
  };
  const lane = DirectRoutes.fromBuild(fakeBuild())!;
  server = createServer((request, response) => {
    const match = lane.match(request);
    if (match) void lane.serve(request, response, match, (_request, answer) => answer.writeHead(404).end());
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let errors: ReturnType<typeof vi.spyOn>;
let warnings: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  ran = 0;
  resetClientFailureLog();
  errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** Writes the raw text, then half-closes (or destroys) the socket; resolves with whatever came back once the server is done. */
function raw(text: string, ending: "end" | "destroy" = "end"): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(text);
      setTimeout(() => (ending === "end" ? socket.end() : socket.destroy()), 50);
    });
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => setTimeout(() => resolve(received), 100));
  });
}

const head = (headers: string) => `POST /api/echo/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${headers}\r\n`;

function expectLoggedAsClientFailure() {
  expect(errors).not.toHaveBeenCalled();
  expect(warnings).toHaveBeenCalledWith(expect.stringMatching(/^\[http\] POST \/api\/echo\/: client closed or sent a malformed body/));
  expect(ran).toBe(0);
}

describe("a body that does not arrive whole is the client's failure, never the 500 path", () => {
  it("a malformed chunked body", async () => {
    const answer = await raw(`${head("Transfer-Encoding: chunked\r\n")}5\r\n{"tex\r\nzz\r\nnot a chunk\r\n0\r\n\r\n`);
    expect(answer).not.toMatch(/^HTTP\/1\.1 5/);
    expectLoggedAsClientFailure();
  });

  it("a chunked body cut short", async () => {
    const answer = await raw(`${head("Transfer-Encoding: chunked\r\n")}20\r\n{"text":"half`);
    expect(answer).not.toMatch(/^HTTP\/1\.1 5/);
    expectLoggedAsClientFailure();
  });

  it("a small body cut short (read whole before the handler runs)", async () => {
    const answer = await raw(`${head("Content-Length: 100\r\n")}{"text":"half`);
    expect(answer).not.toMatch(/^HTTP\/1\.1 5/);
    expectLoggedAsClientFailure();
  });

  it("a large body cut short (streamed to the handler)", async () => {
    const answer = await raw(`${head("Content-Length: 200000\r\n")}{"text":"${"x".repeat(70_000)}`, "destroy");
    expect(answer).not.toMatch(/^HTTP\/1\.1 5/);
    expectLoggedAsClientFailure();
  });

  it("a whole body still works", async () => {
    const body = JSON.stringify({ text: "heel" });
    const answer = await raw(`${head(`Content-Length: ${body.length}\r\nConnection: close\r\n`)}${body}`);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(ran).toBe(1);
  });
});

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
