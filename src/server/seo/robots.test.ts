import { describe, expect, it } from "vitest";

import { robotsRules, robotsTxt } from "./robots";

describe("robots", () => {
  it("names the sitemap index and keeps crawlers out of the API, the cart and search", () => {
    expect(robotsTxt(robotsRules("https://www.stekker.nl"))).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /winkelwagen/",
        "Disallow: /zoeken/",
        "",
        "Sitemap: https://www.stekker.nl/sitemap.xml",
        "",
      ].join("\n"),
    );
  });
});
