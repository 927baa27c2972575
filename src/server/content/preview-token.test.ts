import { describe, expect, it } from "vitest";

import { PREVIEW_MINUTES, signPreview, verifyPreview } from "./preview-token";

const SECRET = "a-test-secret-of-at-least-32-characters!";
const now = new Date("2027-04-20T10:00:00Z");

describe("the preview cookie", () => {
  it("is valid for the member it was signed for, until it expires", () => {
    const { value, expiresAt } = signPreview(7, now, SECRET);
    expect(expiresAt.getTime() - now.getTime()).toBe(PREVIEW_MINUTES * 60_000);
    expect(verifyPreview(value, 7, now, SECRET)).toBe(true);
    expect(verifyPreview(value, 7, new Date(expiresAt.getTime() - 1), SECRET)).toBe(true);
    expect(verifyPreview(value, 7, expiresAt, SECRET)).toBe(false);
  });

  it("is refused for another member, another secret, or a changed expiry", () => {
    const { value } = signPreview(7, now, SECRET);
    expect(verifyPreview(value, 8, now, SECRET)).toBe(false);
    expect(verifyPreview(value, 7, now, `${SECRET}x`)).toBe(false);
    const [member, expiry, mac] = value.split(".");
    expect(verifyPreview(`${member}.${Number(expiry) + 60_000}.${mac}`, 7, now, SECRET)).toBe(false);
  });

  it("a malformed value is simply not a preview", () => {
    for (const value of [null, "", "7", "7.abc.def", "x".repeat(500)]) expect(verifyPreview(value, 7, now, SECRET)).toBe(false);
  });
});
