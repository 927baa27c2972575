import { describe, expect, it } from "vitest";

import { FINGERPRINT_ALPHABET, FINGERPRINT_LENGTH, userFingerprint } from "./fingerprint";

describe("userFingerprint", () => {
  it("is 28 characters long", () => {
    expect(FINGERPRINT_LENGTH).toBe(28);
    expect(userFingerprint()).toHaveLength(28);
  });

  it("uses only alphanumeric characters", () => {
    expect(FINGERPRINT_ALPHABET).toHaveLength(62);
    for (let i = 0; i < 200; i += 1) expect(userFingerprint()).toMatch(/^[A-Za-z0-9]{28}$/);
  });

  it("two calls differ", () => {
    expect(userFingerprint()).not.toBe(userFingerprint());
    expect(new Set(Array.from({ length: 1000 }, () => userFingerprint())).size).toBe(1000);
  });

  it("bytes of 248 and above are rejected, not folded in (no modulo bias)", () => {
    let call = 0;
    const fingerprint = userFingerprint((bytes) => {
      // First round: only bytes that must be rejected; then bytes 0..61 in turn.
      for (let i = 0; i < bytes.length; i += 1) bytes[i] = call === 0 ? 248 + (i % 8) : i % 62;
      call += 1;
      return bytes;
    });
    expect(call).toBe(2);
    expect(fingerprint).toBe(FINGERPRINT_ALPHABET.slice(0, 28));
  });

  it("characters are spread evenly (distribution sanity)", () => {
    const counts = new Map<string, number>();
    const samples = 4000;
    for (let i = 0; i < samples; i += 1) for (const char of userFingerprint()) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    const expected = (samples * 28) / 62;
    let chiSquare = 0;
    for (const count of counts.values()) chiSquare += (count - expected) ** 2 / expected;
    // 61 degrees of freedom: p < 1e-6 lies above ~125. Modulo bias (8 characters 25% more likely) gives ~1400.
    expect(chiSquare).toBeLessThan(125);
  });
});
