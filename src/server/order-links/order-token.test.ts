import { describe, expect, it } from "vitest";

import { signOrderToken, verifyOrderToken } from "./order-token";

const SECRET = "a-secret-of-at-least-thirty-two-characters";

describe("signed order link", () => {
  it("the link's token grants its own order", () => {
    expect(verifyOrderToken("40000001", signOrderToken("40000001", SECRET), SECRET)).toBe(true);
  });

  it("a token of another order, another key, or a changed token grants nothing", () => {
    const token = signOrderToken("40000001", SECRET);
    expect(verifyOrderToken("40000002", token, SECRET)).toBe(false);
    expect(verifyOrderToken("40000001", token, `${SECRET}x`)).toBe(false);
    expect(verifyOrderToken("40000001", `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, SECRET)).toBe(false);
    expect(verifyOrderToken("40000001", null, SECRET)).toBe(false);
    expect(verifyOrderToken("40000001", "", SECRET)).toBe(false);
  });
});
