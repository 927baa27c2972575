import { describe, expect, it } from "vitest";

import { databaseUnavailable, isDatabaseUnavailable } from "./database-unavailable";

/** As Drizzle throws it: its own error, with the driver's as cause. */
function failedQuery(cause: Error): Error {
  return new Error('Failed query: select "products"."product_id" from "products"', { cause });
}

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("a database that is away", () => {
  it("is recognised behind Drizzle's wrapper when the server refuses the connection", () => {
    expect(isDatabaseUnavailable(failedQuery(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")))).toBe(true);
  });

  it("is recognised when the server is shutting down or starting (57P01, 57P03) or the connection broke (class 08)", () => {
    for (const code of ["57P01", "57P03", "08006", "08001"]) expect(isDatabaseUnavailable(failedQuery(withCode("the database system is shutting down", code))), code).toBe(true);
  });

  it("is recognised when postgres.js reports a closed or timed-out connection", () => {
    for (const code of ["CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECT_TIMEOUT"]) expect(isDatabaseUnavailable(failedQuery(withCode("write CONNECTION_CLOSED", code))), code).toBe(true);
  });

  it("is not claimed for a query that fails on its own (a bug stays a 500)", () => {
    expect(isDatabaseUnavailable(failedQuery(withCode('relation "nope" does not exist', "42P01")))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("undefined is not a function"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });

  it("is answered 503 with Retry-After and a Dutch sentence", () => {
    const error = databaseUnavailable();
    expect(error.status).toBe(503);
    expect(error.headers["retry-after"]).toBe("5");
    expect(error.message).toMatch(/Probeer het over een paar seconden opnieuw/);
  });
});
