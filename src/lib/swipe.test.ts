import { describe, expect, it } from "vitest";

import { SWIPE_DISTANCE, swipeDirection } from "./swipe";

describe("swiping through the gallery", () => {
  it("a finger moving left shows the next image, moving right the previous one", () => {
    expect(swipeDirection(-SWIPE_DISTANCE, 0)).toBe("next");
    expect(swipeDirection(SWIPE_DISTANCE + 20, 5)).toBe("previous");
  });

  it("a short move is a tap, not a swipe", () => {
    expect(swipeDirection(-(SWIPE_DISTANCE - 1), 0)).toBeNull();
  });

  it("a move more up or down than sideways scrolls the page instead", () => {
    expect(swipeDirection(-60, 80)).toBeNull();
    expect(swipeDirection(60, -60)).toBeNull();
  });
});
