import { describe, expect, it } from "vitest";

import { ApiRequestError } from "@/lib/http";

import { failureNotice, loadRetryDelay, policyStatus, statusOf } from "./cart-failures";
import { CART_COPY } from "./copy";

const refused = (status: number, message = "Dit product is uitverkocht") => new ApiRequestError({ status, message });

describe("a locked cart is forgotten like an unknown one", () => {
  it("tells the cart-errors policy 404 for a 423, and every other status as it is", () => {
    expect(policyStatus(423)).toBe(404);
    for (const status of [0, 401, 403, 404, 409, 500]) expect(policyStatus(status)).toBe(status);
  });

  it("reads status 0 for a failure that is no answer", () => {
    expect(statusOf(new Error("offline"))).toBe(0);
    expect(statusOf(refused(403))).toBe(403);
  });
});

describe("a refused change says why only when the server's words mean something to the shopper", () => {
  it("shows the server's message for a 4xx", () => {
    expect(failureNotice(refused(400))).toBe(CART_COPY.failedWith("Dit product is uitverkocht"));
  });

  it("shows the general message for a server or network failure, and for anything that is no error", () => {
    expect(failureNotice(refused(500, "Internal Server Error"))).toBe(CART_COPY.failed);
    expect(failureNotice(refused(0, "Failed to fetch"))).toBe(CART_COPY.failed);
    expect(failureNotice(new Error("Failed to fetch"))).toBe(CART_COPY.failed);
    expect(failureNotice("weird")).toBe(CART_COPY.failed);
  });
});

describe("only a server or network failure to load the cart is tried again", () => {
  it("never tries a 4xx again: it is an answer", () => {
    for (const status of [401, 403, 404, 423]) expect(loadRetryDelay(status, 0)).toBeNull();
  });

  it("tries a 5xx or no answer three times, waiting twice as long each time", () => {
    for (const status of [0, 500, 503]) {
      expect([0, 1, 2, 3].map((retryCount) => loadRetryDelay(status, retryCount))).toEqual([2000, 4000, 8000, null]);
    }
  });
});
