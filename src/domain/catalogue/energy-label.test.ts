import { describe, expect, it } from "vitest";

import { ENERGY_CLASS_TEXT_COLOUR, energyClassColour, isOldEnergyScale } from "./energy-label";

describe("EU energy label arrow colours", () => {
  it("gives A on the new scale the dark green of the label and G the red", () => {
    expect(energyClassColour("A")).toBe("#00a651");
    expect(energyClassColour("G")).toBe("#ed1c24");
  });

  it("recognises the old A+++ to D scale and colours its classes by their own place", () => {
    expect(isOldEnergyScale("A++")).toBe(true);
    expect(energyClassColour("A+++")).toBe("#00a651");
    expect(energyClassColour("D", true)).toBe("#ed1c24");
  });

  it("writes the letter in a colour with at least 4.5:1 contrast on every arrow", () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (const energyClass of ["A", "B", "C", "D", "E", "F", "G", "A+++", "A++", "A+"]) {
      const colours = [luminance(energyClassColour(energyClass)), luminance(ENERGY_CLASS_TEXT_COLOUR)].sort((a, b) => b - a);
      expect((colours[0]! + 0.05) / (colours[1]! + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
