import { describe, expect, it } from "vitest";

import { FOLLOW_DEVICE_SCRIPT } from "./follow-device-scheme";

/** Runs the inline script against a stand-in window: the device's scheme, the stored mode and <html>'s classes. */
function page(stored: string | null) {
  const classes = new Set(["light"]);
  let listener: (() => void) | null = null;
  const media = { matches: false, addEventListener: (_: string, fn: () => void) => (listener = fn) };
  const window = { matchMedia: () => media, localStorage: { getItem: () => stored } };
  const document = { documentElement: { classList: { add: (name: string) => classes.add(name), remove: (name: string) => classes.delete(name) } } };
  new Function("window", "document", FOLLOW_DEVICE_SCRIPT)(window, document);
  return {
    classes,
    deviceTurns: (dark: boolean) => {
      media.matches = dark;
      listener?.();
    },
  };
}

describe("the page follows the device's light or dark before React runs", () => {
  it("in system mode (or with nothing stored) the class follows the device both ways", () => {
    for (const stored of [null, "system"]) {
      const { classes, deviceTurns } = page(stored);
      deviceTurns(true);
      expect([...classes]).toEqual(["dark"]);
      deviceTurns(false);
      expect([...classes]).toEqual(["light"]);
    }
  });

  it("a chosen light or dark mode stays, whatever the device does", () => {
    const { classes, deviceTurns } = page("light");
    deviceTurns(true);
    expect([...classes]).toEqual(["light"]);
  });
});
