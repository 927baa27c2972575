import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { answerPermanentRedirectsWith301 } from "./redirect-status";

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    answerPermanentRedirectsWith301(request, response);
    if (request.url === "/impliciet/") {
      // As Next.js does it: a status code set, headers sent with the first write.
      response.statusCode = 308;
      response.setHeader("location", "/nieuw/");
      response.end("/nieuw/");
    } else if (request.url === "/met-reden/") {
      response.writeHead(308, "Permanent Redirect", { location: "/nieuw/" }).end();
    } else if (request.url === "/tijdelijk/") {
      response.writeHead(307, { location: "/nieuw/" }).end();
    } else {
      response.writeHead(200).end("ok");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function call(path: string, method: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${base}${path}`, { method }, (answer) => {
      answer.resume();
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, location: answer.headers.location }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("old URLs answer 301 to their new place", () => {
  it("turns a 308 sent with the first write into 301 for GET, keeping the location", async () => {
    expect(await call("/impliciet/", "GET")).toEqual({ status: 301, location: "/nieuw/" });
  });

  it("turns a 308 passed to writeHead with a reason phrase into 301 for HEAD", async () => {
    expect(await call("/met-reden/", "HEAD")).toEqual({ status: 301, location: "/nieuw/" });
  });

  it("keeps 308 for a POST, which must be repeated with its body at the new place", async () => {
    expect((await call("/impliciet/", "POST")).status).toBe(308);
  });

  it("leaves every other status alone", async () => {
    expect((await call("/tijdelijk/", "GET")).status).toBe(307);
    expect((await call("/", "GET")).status).toBe(200);
  });
});
