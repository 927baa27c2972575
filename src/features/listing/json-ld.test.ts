import { describe, expect, it } from "vitest";

import { itemListJsonLd } from "./json-ld";

describe("a listing's ItemList JSON-LD", () => {
  const products = [{ url: "/wasmachines/miele-wwb-183-wps/" }, { url: "/wasmachines/bosch-serie-4-wau28p47nl/" }];

  it("lists each product's own page by its position on the whole listing (page 2 starts after page 1)", () => {
    const list = itemListJsonLd("Wasmachines", products, "https://stekker.nl", 24);
    expect(list).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Wasmachines",
      itemListElement: [
        { "@type": "ListItem", position: 25, url: "https://stekker.nl/wasmachines/miele-wwb-183-wps/" },
        { "@type": "ListItem", position: 26, url: "https://stekker.nl/wasmachines/bosch-serie-4-wau28p47nl/" },
      ],
    });
  });

  it("carries no Product or Offer markup: that belongs on the product's own page only", () => {
    const text = JSON.stringify(itemListJsonLd("Wasmachines", products, "https://stekker.nl"));
    expect(text).not.toContain('"Product"');
    expect(text).not.toContain('"Offer"');
  });
});
