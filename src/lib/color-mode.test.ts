import { describe, expect, it } from "vitest";

import { isColorMode, MODE_STORAGE_KEY, SCHEME_STORAGE_KEY, schemeOf } from "./color-mode";

describe("colour mode (specification §4: MUI's keys mui-mode and mui-color-scheme)", () => {
  it("stores under MUI's own keys, so that MUI's script applies the mode before the first paint", () => {
    expect(MODE_STORAGE_KEY).toBe("mui-mode");
    expect(SCHEME_STORAGE_KEY).toBe("mui-color-scheme");
  });

  it("light and dark are what they say; system follows the device", () => {
    expect(schemeOf("light", true)).toBe("light");
    expect(schemeOf("dark", false)).toBe("dark");
    expect(schemeOf("system", true)).toBe("dark");
    expect(schemeOf("system", false)).toBe("light");
  });

  it("takes only the three modes from storage", () => {
    for (const mode of ["light", "dark", "system"]) expect(isColorMode(mode)).toBe(true);
    for (const value of [null, "", "Dark", "auto", 1]) expect(isColorMode(value)).toBe(false);
  });
});
