import { describe, expect, it } from "vitest";

import { imageIndexForKey, wrapImageIndex } from "./image-steps";

describe("moving through a product's images", () => {
  it("wraps round: before the first comes the last, after the last the first", () => {
    expect(wrapImageIndex(-1, 3)).toBe(2);
    expect(wrapImageIndex(3, 3)).toBe(0);
    expect(wrapImageIndex(1, 3)).toBe(1);
  });

  it("arrow keys step one image, Home and End go to the first and the last", () => {
    expect(imageIndexForKey("ArrowRight", 0, 3)).toBe(1);
    expect(imageIndexForKey("ArrowDown", 2, 3)).toBe(0);
    expect(imageIndexForKey("ArrowLeft", 0, 3)).toBe(2);
    expect(imageIndexForKey("ArrowUp", 1, 3)).toBe(0);
    expect(imageIndexForKey("Home", 2, 3)).toBe(0);
    expect(imageIndexForKey("End", 0, 3)).toBe(2);
  });

  it("other keys, and any key with a single image, move nothing", () => {
    expect(imageIndexForKey("Enter", 0, 3)).toBeUndefined();
    expect(imageIndexForKey("ArrowRight", 0, 1)).toBeUndefined();
  });
});
