import { describe, expect, it } from "vitest";

import { findRequestProblem } from "./malformed-request";

const request = (url: string, host: string | undefined = "localhost:3000", method = "GET") => ({ url, method, headers: host === undefined ? {} : { host } });

describe("bad input gets a clear 4xx: requests no route can make sense of", () => {
  it("lets ordinary requests through, a %-escaped path and an HTTP/1.0 request without Host included", () => {
    expect(findRequestProblem(request("/wasmachines/?merk=bosch"))).toBeNull();
    expect(findRequestProblem(request("/zoeken/?q=w%C3%A4sche"))).toBeNull();
    expect(findRequestProblem(request("/merken/m%C3%AFele/"))).toBeNull();
    expect(findRequestProblem(request("/", undefined))).toBeNull();
    expect(findRequestProblem(request("/", "[::1]:3000"))).toBeNull();
    expect(findRequestProblem(request("/api/carts/", "winkel.example", "POST"))).toBeNull();
  });

  it("answers 400 for a path whose %-escapes do not decode", () => {
    for (const url of ["/wasmachines/%zz/", "/api/products/%zz/", "/api/carts/%/", "/api/orders/%FF/"]) {
      expect(findRequestProblem(request(url))?.status, url).toBe(400);
    }
  });

  it("answers 400 for a Host header that is no host name", () => {
    for (const host of ["a b", "[::1", "exa%mple", "localhost:99999", "", "evil.example/pad", "user@evil.example"]) {
      expect(findRequestProblem(request("/api/products/1/", host))?.status, host).toBe(400);
    }
  });

  it("answers 400 for a request line with a full URL, which would be redirected to that URL's host", () => {
    expect(findRequestProblem(request("http://evil.example/api/products/1/"))?.status).toBe(400);
    expect(findRequestProblem(request("*", "localhost", "OPTIONS"))?.status).toBe(400);
  });

  it("answers 501 for a method no route of the shop knows", () => {
    for (const method of ["TRACE", "PROPFIND", "MKCOL", "LOCK", "PURGE", "SEARCH", "COPY", "MOVE", "LINK"]) {
      expect(findRequestProblem(request("/api/products/", "localhost", method)), method).toEqual({ status: 501, message: expect.stringContaining(method) });
    }
  });

  it("answers 400 for Next.js's middleware and platform headers sent from outside (x-middleware-subrequest: CVE-2025-29927)", () => {
    for (const header of ["x-middleware-prefetch", "x-middleware-subrequest", "x-middleware-foo", "next-foo", "x-nextjs-data", "x-middleware-rewrite"]) {
      const problem = findRequestProblem({ url: "/wasmachines/", method: "GET", headers: { host: "localhost", [header]: "1" } });
      expect(problem, header).toEqual({ status: 400, message: expect.stringContaining(header) });
    }
  });

  it("lets through the Next.js headers that the shop's own browser pages send (navigation, prefetch, server actions)", () => {
    for (const header of ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url", "next-action", "x-deployment-id"]) {
      expect(findRequestProblem({ url: "/wasmachines/", method: "GET", headers: { host: "localhost", [header]: "1" } }), header).toBeNull();
    }
  });
});
