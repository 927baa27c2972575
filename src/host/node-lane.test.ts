/**
 * The API's lane in `npm start` (node-lane.ts), against a real node:http
 * server: what it hands the application, and how it writes the answer back.
 * Moved here from the direct lane's tests when that lane went (issue 18).
 */
import { createServer, get, type IncomingMessage, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { readBody } from "@/server/http/body";
import { stampClientAddress } from "@/server/http/client-address";
import { resetClientFailureLog } from "@/server/http/client-failure";
import { dataResponse, isDirectRequest } from "@/server/http/responses";
import { handle } from "@/server/http/route-handler";

import { createLaneListener, isLaneRequest } from "./node-lane";

let ran = 0;
const echo = new Hono({ strict: true });
echo.get("/api/echo/:id/", (c) => {
  const big = new URL(c.req.url).searchParams.has("big");
  const headers = new Headers({ "content-type": "application/json" });
  headers.append("set-cookie", "a=1; Path=/");
  headers.append("set-cookie", "b=2; Path=/");
  const body = { id: c.req.param("id"), cookie: c.req.header("cookie") ?? null, address: c.req.header("x-stekker-client-address") ?? null, filler: big ? "x".repeat(5000) : "" };
  return new Response(JSON.stringify(body), { headers });
});
// As the route wrapper answers a request of the lane: the text kept beside an empty body.
echo.post("/api/echo/:id/", (c) => dataResponse({ textOnly: isDirectRequest(c.req.raw) }, { textOnly: isDirectRequest(c.req.raw) }));
echo.put("/api/echo/:id/", async (c) => {
  const text = (await readBody(c.req.raw, { limitBytes: 1_000_000 })) as string | undefined;
  return Response.json({ length: JSON.stringify(text ?? "").length - 2, start: String(text ?? "").slice(0, 10) }, { status: 201 });
});
echo.post(
  "/api/body/",
  (c) =>
    handle({ body: z.object({ text: z.string() }) }, ({ body }) => {
      ran += 1;
      return { length: body.text.length };
    })(c.req.raw),
);

let server: Server;
let port: number;
let base: string;

beforeAll(async () => {
  const lane = createLaneListener((request) => echo.fetch(request));
  server = createServer((request, response) => {
    // As npm start does, first.
    stampClientAddress(request, 0);
    void lane(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the API's lane in npm start", () => {
  it("hands the application the request's path and headers, and keeps every cookie it sets", async () => {
    const response = await fetch(`${base}/api/echo/42/`, { headers: { cookie: "s=abc" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: "42", cookie: "s=abc", address: "127.0.0.1", filler: "" });
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("passes the client address that npm start stamped, never one the client sent itself (the rate limits count it)", async () => {
    const response = await fetch(`${base}/api/echo/42/`, { headers: { "x-stekker-client-address": "203.0.113.66" } });
    expect((await response.json()).address).toBe("127.0.0.1");
  });

  it("passes a small body, read whole, and the handler's status", async () => {
    const response = await fetch(`${base}/api/echo/7/`, { method: "PUT", body: JSON.stringify("hello world"), headers: { "content-type": "application/json" } });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ length: 11, start: "hello worl" });
  });

  it("streams a body larger than it buffers, whole", async () => {
    const response = await fetch(`${base}/api/echo/7/`, { method: "PUT", body: JSON.stringify("y".repeat(200_000)), headers: { "content-type": "application/json" } });
    expect(await response.json()).toMatchObject({ length: 200_000 });
  });

  it("gzips an answer of 1 KiB or more for a client that accepts gzip, and not for one that does not", async () => {
    const zipped = await rawGet(`${base}/api/echo/1/?big`, { "accept-encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(zipped.body).toString()).filler).toHaveLength(5000);
    const plain = await rawGet(`${base}/api/echo/1/?big`, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
  });

  it("writes a JSON answer from the text kept on it: the request is marked, and no body stream is made", async () => {
    const response = await fetch(`${base}/api/echo/1/`, { method: "POST" });
    expect(await response.json()).toEqual({ data: { textOnly: true } });
  });

  it("answers HEAD without a body", async () => {
    const response = await fetch(`${base}/api/echo/1/`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("takes paths under /api/ and /afbeeldingen/ that end in a slash or name a file, and leaves the rest to Next.js", () => {
    for (const url of ["/api/", "/api/carts/", "/api/products/?q=was", "/api/openapi.json", "/afbeeldingen/12/1.svg", "/afbeeldingen/soort/wasmachine.svg"]) expect(isLaneRequest(url), url).toBe(true);
    for (const url of ["/api/carts", "/api/carts?x=1/", "/winkelwagen/", "/", "/apix/", "/_next/static/a.js", undefined]) expect(isLaneRequest(url), String(url)).toBe(false);
  });
});

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

const head = (headers: string) => `POST /api/body/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${headers}\r\n`;

function expectLoggedAsClientFailure() {
  expect(errors).not.toHaveBeenCalled();
  expect(warnings).toHaveBeenCalledWith(expect.stringMatching(/^\[http\] POST \/api\/body\/: client closed or sent a malformed body/));
  expect(ran).toBe(0);
}

// Issue 17, finding 7: a body that never arrives whole is the client's failure: a 400 (if anyone still listens), one warning line, never the 500 path.
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

function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: IncomingMessage["headers"]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}
