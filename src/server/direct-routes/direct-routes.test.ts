import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { stampClientAddress } from "@/server/http/client-address";

import { DirectRoutes } from "./direct-routes";

/** A build folder as `next build` leaves it, with route modules in the shape the lane expects (and one that is not). */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), "direct-routes-"));
  const server = path.join(dist, "server");
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(server, file)), { recursive: true });
    writeFileSync(path.join(server, file), text);
  };
  write(
    "app-paths-manifest.json",
    JSON.stringify({
      "/api/echo/[id]/route": "app/api/echo/[id]/route.js",
      "/api/odd/route": "app/api/odd/route.js",
      "/page-only/page": "app/page-only/page.js",
    }),
  );
  write(
    "app/api/echo/[id]/route.js",
    `let userland;
     exports.routeModule = {
       async ensureUserland() {
         userland = {
           async GET(request, context) {
             const { id } = await context.params;
             const big = new URL(request.url).searchParams.has("big");
             const headers = new Headers({ "content-type": "application/json" });
             headers.append("set-cookie", "a=1; Path=/");
             headers.append("set-cookie", "b=2; Path=/");
             return new Response(JSON.stringify({ id, cookie: request.headers.get("cookie"), address: request.headers.get("x-stekker-client-address"), filler: big ? "x".repeat(5000) : "" }), { headers });
           },
           async POST() {
             // As src/server/http/responses.ts does: the text kept beside the stream.
             return Object.assign(new Response("from the stream"), { [Symbol.for("stekker.answerText")]: "from the text" });
           },
           async HEAD() { return new Response(null, { status: 200, headers: { "content-type": "application/json" } }); },
           async PUT(request, context) {
             // As src/server/http/body.ts reads it: the body read whole, or else the stream.
             const whole = request[Symbol.for("stekker.requestBody")];
             const text = whole ? Buffer.from(whole).toString() : await request.text();
             return Response.json(
               { params: await context.params, length: text.length, start: text.slice(0, 10), direct: request[Symbol.for("stekker.directRequest")] === true, whole: Boolean(whole) },
               { status: 201 },
             );
           },
         };
       },
       get userland() { return userland; },
     };`,
  );
  write("app/api/odd/route.js", "exports.somethingElse = true;");
  return dist;
}

let server: Server;
let base: string;
const fellThrough: string[] = [];

beforeAll(async () => {
  const lane = DirectRoutes.fromBuild(fakeBuild())!;
  const fallback = (request: IncomingMessage, response: ServerResponse) => {
    fellThrough.push(request.url ?? "");
    response.writeHead(299).end("next");
  };
  server = createServer((request, response) => {
    // As npm start does, first.
    stampClientAddress(request, 0);
    const match = lane.match(request);
    if (match) void lane.serve(request, response, match, fallback);
    else fallback(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the direct lane to compiled route handlers", () => {
  it("calls the handler with its path parameters and the request's headers, and keeps every cookie it sets", async () => {
    const response = await fetch(`${base}/api/echo/42/`, { headers: { cookie: "s=abc" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: "42", cookie: "s=abc", address: "127.0.0.1", filler: "" });
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("passes the client address that npm start stamped, never one the client sent itself (the rate limits count it)", async () => {
    const response = await fetch(`${base}/api/echo/42/`, { headers: { "x-stekker-client-address": "203.0.113.66" } });
    expect((await response.json()).address).toBe("127.0.0.1");
  });

  it("passes a request body and the handler's status", async () => {
    const response = await fetch(`${base}/api/echo/7/`, { method: "PUT", body: JSON.stringify({ hello: "world" }), headers: { "content-type": "application/json" } });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ params: { id: "7" }, length: 17, start: '{"hello":"', direct: true, whole: true });
  });

  it("streams a body larger than it buffers, whole", async () => {
    const body = "y".repeat(200_000);
    const response = await fetch(`${base}/api/echo/7/`, { method: "PUT", body });
    expect(await response.json()).toMatchObject({ length: 200_000, direct: true, whole: false });
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

  it("writes an answer from the text kept on it, without reading its stream back", async () => {
    const response = await fetch(`${base}/api/echo/1/`, { method: "POST" });
    expect(await response.text()).toBe("from the text");
  });

  it("answers HEAD without a body", async () => {
    const response = await fetch(`${base}/api/echo/1/`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("leaves to Next.js what it does not answer: pages, paths without a slash, and modules of an unknown shape", async () => {
    for (const url of ["/page-only/", "/api/echo/1", "/api/odd/", "/api/unknown/"]) {
      const response = await fetch(`${base}${url}`, { redirect: "manual" });
      expect(response.status, url).toBe(299);
    }
    expect(fellThrough).toEqual(["/page-only/", "/api/echo/1", "/api/odd/", "/api/unknown/"]);
  });

  it("is off when there is no build to read", () => {
    expect(DirectRoutes.fromBuild(path.join(tmpdir(), "no-such-build"))).toBeNull();
  });
});

function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: IncomingMessage["headers"]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    import("node:http").then(({ get }) =>
      get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject),
    );
  });
}
