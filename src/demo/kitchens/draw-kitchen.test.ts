import { describe, expect, it } from "vitest";

import { drawKitchen, KITCHEN_IMAGE_COUNT } from "./draw-kitchen";
import { generateKitchens } from "./generate-kitchens";

const facts = { kitchenId: 5001, name: "Lumen & co", layout: "eiland" as const, frontColour: "#3a3d42", worktop: "Keramiek", widthCm: 420, depthCm: 300 };

describe("kitchen drawings", () => {
  it("every image of a kitchen is an SVG, the same every time", () => {
    for (let image = 1; image <= KITCHEN_IMAGE_COUNT; image++) {
      const drawing = drawKitchen(facts, image);
      expect(drawing).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(drawing).toBe(drawKitchen(facts, image));
    }
  });

  it("text in a drawing is escaped", () => {
    expect(drawKitchen(facts, 2)).toContain("Lumen &amp; co");
    expect(drawKitchen(facts, 2)).not.toContain("Lumen & co");
  });

  it("an image number past the last is none", () => {
    expect(drawKitchen(facts, KITCHEN_IMAGE_COUNT + 1)).toBeNull();
    expect(drawKitchen(facts, 0)).toBeNull();
  });
});

describe("the demo kitchens", () => {
  const products = [
    { productId: 1, productType: "inbouwoven" },
    { productId: 2, productType: "inbouwoven" },
    { productId: 3, productType: "kookplaat" },
    { productId: 4, productType: "afzuigkap", expired: true },
  ];
  const { kitchens, showroomKitchens } = generateKitchens(products, new Date("2026-11-26T10:00:00Z"));

  it("a dozen kitchens with unique skus and slugs", () => {
    expect(kitchens.length).toBeGreaterThanOrEqual(12);
    expect(new Set(kitchens.map((kitchen) => kitchen.sku)).size).toBe(kitchens.length);
    expect(new Set(kitchens.map((kitchen) => kitchen.slug)).size).toBe(kitchens.length);
  });

  it("appliances are the catalogue's own, never an expired one or a missing type", () => {
    for (const kitchen of kitchens) for (const id of kitchen.applianceIds) expect([1, 2, 3]).toContain(id);
  });

  it("the showroom holds four of them, one sold as it stands", () => {
    expect(showroomKitchens).toHaveLength(4);
    for (const entry of showroomKitchens) expect(kitchens.map((kitchen) => kitchen.kitchenId)).toContain(entry.kitchenId);
    expect(showroomKitchens.filter((entry) => entry.salePriceCents !== null)).toHaveLength(1);
  });
});
