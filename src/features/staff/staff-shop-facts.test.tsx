import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { StaffProductFacts } from "./staff-product-facts";
import { StaffShopCardFacts, staffCardFactNodes } from "./staff-shop-facts";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

const everything = {
  marginCode: "BPO",
  shopPriceCents: 48_765,
  shops: [{ shopId: "zoeterwoude" as const, stock: 2, inShowroom: true }],
  options: [{ name: "Gasaansluiting", priceCents: 9_500 }],
};

describe("the staff mode's shop-only flags on a product page (issue 21, part B)", () => {
  it("margin code, shop price, the shop's icons and the shop-only options, after the product facts", () => {
    const html = renderToStaticMarkup(<StaffProductFacts productId={1} stock={3} stockEstimatedDate={null} makeAmendsDiscountCents={null} shopOnly={everything} shop={null} />);
    expect(text(html)).toContain("Productnummer 1 Margecode BPO Winkelprijs 487,65 In de winkel showroom 2 op voorraad Winkelopties Gasaansluiting: 95,-");
    expect(html).toContain('data-shop-icon="showroom"');
    expect(html).toContain('data-shop-icon="in-stock"');
  });

  it("in shop mode the icons name the member's shop", () => {
    const html = renderToStaticMarkup(<StaffProductFacts productId={1} stock={3} stockEstimatedDate={null} makeAmendsDiscountCents={null} shopOnly={everything} shop="zoeterwoude" />);
    expect(text(html)).toContain("Afhaalcentrum Zoeterwoude showroom 2 op voorraad");
  });

  it("a part without a value says so; a part without its flag is not there at all", () => {
    const html = text(renderToStaticMarkup(<StaffProductFacts productId={1} stock={3} stockEstimatedDate={null} makeAmendsDiscountCents={null} shopOnly={{ marginCode: null, shopPriceCents: null }} />));
    expect(html).toContain("Margecode geen inkoopprijs Winkelprijs geen winkelprijs");
    expect(html).not.toContain("Winkelopties");
    expect(html).not.toContain("In de winkel");
  });

  it("without shop-only data the facts are as before", () => {
    const html = text(renderToStaticMarkup(<StaffProductFacts productId={1} stock={1} stockEstimatedDate={null} makeAmendsDiscountCents={null} />));
    expect(html).not.toMatch(/Margecode|Winkelprijs|Winkelopties/);
  });
});

describe("the shop-only flags on a listing card", () => {
  it("one compact line: code, shop price, icons, how many shop options", () => {
    const html = renderToStaticMarkup(<StaffShopCardFacts shopOnly={everything} shop={null} />);
    expect(text(html)).toBe("Code BPO Winkelprijs 487,65 showroom 2 op voorraad 1 winkeloptie");
    expect(html).toContain("data-staff-only");
  });

  it("nothing to show, no line; a guest has no facts, so no card gets one", () => {
    expect(renderToStaticMarkup(<StaffShopCardFacts shopOnly={{ marginCode: null, shopPriceCents: null, options: [] }} shop={null} />)).toBe("");
    expect(staffCardFactNodes(new Map(), null).size).toBe(0);
  });
});
