import { describe, expect, it } from "vitest";

import { linesOf, orderBacksReview, REVIEW_REQUEST_DELAY_DAYS, reviewRequestDueAt, starShare, summariseStars } from "./rating";

describe("reviews' rules", () => {
  it("a completed order that holds the product backs a verified review; any other order does not", () => {
    expect(orderBacksReview({ fulfilmentStatus: "completed", productIds: [3, 7] }, 7)).toBe(true);
    expect(orderBacksReview({ fulfilmentStatus: "completed", productIds: [3] }, 7)).toBe(false);
    for (const status of ["new", "processing", "outForDelivery", "readyForPickup", "returned", "withdrawn", "cancelled"]) {
      expect(orderBacksReview({ fulfilmentStatus: status, productIds: [7] }, 7)).toBe(false);
    }
  });

  it("the average is the approved stars' mean to one decimal, with the count and the distribution", () => {
    expect(summariseStars({ 5: 2, 4: 1 })).toEqual({ average: 4.7, count: 3, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 } });
    expect(summariseStars({})).toEqual({ average: null, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect(starShare(summariseStars({ 5: 1, 1: 3 }), 1)).toBe(75);
  });

  it("the review mail is due a week after completion", () => {
    expect(REVIEW_REQUEST_DELAY_DAYS).toBe(7);
    expect(reviewRequestDueAt(new Date("2026-11-01T10:00:00Z")).toISOString()).toBe("2026-11-08T10:00:00.000Z");
  });

  it("pros and cons typed one per line lose their empty lines and spaces", () => {
    expect(linesOf(" Stil \r\n\n Zuinig\n")).toEqual(["Stil", "Zuinig"]);
  });
});
