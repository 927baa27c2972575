import { describe, expect, it } from "vitest";

import { generateReviews } from "./generate-reviews";

const products = Array.from({ length: 300 }, (_, index) => ({ productId: index + 1, productType: ["wasmachine", "koelkast", "vaatwasser", "airfryer", "kookplaat"][index % 5]! }));
const now = new Date("2026-11-26T12:00:00Z");

describe("the demo reviews", () => {
  it("are the same for the same seed, and differ for another", () => {
    expect(generateReviews(products, 7, now)).toEqual(generateReviews(products, 7, now));
    expect(generateReviews(products, 8, now)).not.toEqual(generateReviews(products, 7, now));
  });

  it("give many products approved reviews of varied stars, a few waiting for moderation, all valid by the form's rules", () => {
    const reviews = generateReviews(products, 7, now);
    const reviewed = new Set(reviews.filter((review) => review.status === "approved").map((review) => review.productId));
    expect(reviewed.size).toBeGreaterThan(80);
    expect(new Set(reviews.map((review) => review.stars)).size).toBeGreaterThanOrEqual(4);
    expect(reviews.some((review) => review.status === "pending")).toBe(true);
    for (const review of reviews) {
      expect(review.text.length).toBeGreaterThanOrEqual(20);
      expect(review.title.length).toBeGreaterThanOrEqual(3);
      expect(review.pros.length).toBeLessThanOrEqual(5);
      expect(review.createdAt.getTime()).toBeLessThan(now.getTime());
    }
  });
});
