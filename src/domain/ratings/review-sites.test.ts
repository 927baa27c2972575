import { describe, expect, it } from "vitest";

import { parseReviewSiteScores } from "./review-sites";

describe("the review sites' scores from the setting", () => {
  it("reads each site's score, count and page", () => {
    expect(parseReviewSiteScores("Kiyoh|9,3|19000|https://www.kiyoh.com/s ; Trustpilot|9.0|9400|https://nl.trustpilot.com/s")).toEqual({
      scores: [
        { site: "Kiyoh", score: 9.3, reviews: 19000, url: "https://www.kiyoh.com/s" },
        { site: "Trustpilot", score: 9, reviews: 9400, url: "https://nl.trustpilot.com/s" },
      ],
    });
  });

  it("refuses what a shop cannot have meant, naming the site", () => {
    expect(parseReviewSiteScores("")).toHaveProperty("problem");
    expect(parseReviewSiteScores("Kiyoh|92|19000|https://k")).toEqual({ problem: expect.stringContaining("Kiyoh") });
    expect(parseReviewSiteScores("Kiyoh|9.2|veel|https://k")).toHaveProperty("problem");
    expect(parseReviewSiteScores("Kiyoh|9.2|19000|http://k")).toHaveProperty("problem");
    expect(parseReviewSiteScores("Kiyoh|9.2|19000")).toHaveProperty("problem");
  });
});
