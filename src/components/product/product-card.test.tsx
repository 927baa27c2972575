import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { DEFAULT_SMALL_ORDER_POLICY } from "@/domain/cart/totals";
import type { ProductSummary } from "@/domain/catalogue/product-summary";

import { ProductCard } from "./product-card";

const NOW = new Date("2026-11-23T09:00:00Z");
const hob: ProductSummary = {
  productId: 100001,
  brand: { slug: "atag", name: "ATAG" },
  name: "HG6425BB",
  url: "/kookplaten/atag-hg6425bb/",
  image: { url: "/afbeeldingen/100001/1.svg", alt: "ATAG HG6425BB" },
  category: { slug: "kookplaten", name: "Kookplaten" },
  priceCents: 58900,
  priceBeforeDiscountCents: null,
  keySpecifications: [],
  cashbackCents: null,
  cashDeskDiscountCents: 7000,
  energyClass: null,
  ratingAverage: 4,
  ratingCount: 779,
  inStock: true,
  stockEstimatedDate: null,
};
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("an offer on a card is visibly an offer", () => {
  it("names the discount at the cash desk when no strike-through price may show (30-day rule)", () => {
    expect(text(renderToStaticMarkup(<ProductCard product={hob} now={NOW} smallOrder={DEFAULT_SMALL_ORDER_POLICY} />))).toContain("Inclusief 70,- korting aan de kassa");
  });

  it("shows the strike-through price instead when the 30-day rule allows it, and nothing without a discount", () => {
    const withWasPrice = renderToStaticMarkup(<ProductCard product={{ ...hob, priceBeforeDiscountCents: 65900 }} now={NOW} smallOrder={DEFAULT_SMALL_ORDER_POLICY} />);
    expect(text(withWasPrice)).not.toContain("korting aan de kassa");
    expect(text(renderToStaticMarkup(<ProductCard product={{ ...hob, cashDeskDiscountCents: null }} now={NOW} smallOrder={DEFAULT_SMALL_ORDER_POLICY} />))).not.toContain("korting aan de kassa");
  });
});

describe("a card's promise about delivery cost (issue 19)", () => {
  const plain = (html: string) => text(html).replace(/\u00a0/g, " ");

  it("says 'Gratis bezorgd' only for a product that is delivered free on its own", () => {
    expect(plain(renderToStaticMarkup(<ProductCard product={{ ...hob, deliveryCostCents: 0 }} now={NOW} smallOrder={DEFAULT_SMALL_ORDER_POLICY} />))).toContain("Gratis bezorgd");
    const kettle = plain(renderToStaticMarkup(<ProductCard product={{ ...hob, priceCents: 2500, cashDeskDiscountCents: null, deliveryCostCents: 0 }} now={NOW} smallOrder={DEFAULT_SMALL_ORDER_POLICY} />));
    expect(kettle).toContain("Gratis bezorgd vanaf € 50");
    expect(kettle).not.toMatch(/Gratis bezorgd(?! vanaf)/);
    expect(plain(renderToStaticMarkup(<ProductCard product={{ ...hob, deliveryCostCents: 2995 }} now={NOW} smallOrder={DEFAULT_SMALL_ORDER_POLICY} />))).toContain("Bezorgkosten € 29,95");
  });

  it("promises nothing about cost where the reader did not say what delivery costs", () => {
    expect(text(renderToStaticMarkup(<ProductCard product={hob} now={NOW} smallOrder={DEFAULT_SMALL_ORDER_POLICY} />))).not.toMatch(/bezorgd|Bezorgkosten/i);
  });

  it("links the stars to the product page's reviews", () => {
    expect(renderToStaticMarkup(<ProductCard product={hob} now={NOW} smallOrder={DEFAULT_SMALL_ORDER_POLICY} />)).toContain(`href="${hob.url}#reviews"`);
  });
});
