import { describe, expect, it } from "vitest";

import type { ProductSummary } from "@/domain/catalogue/product-summary";
import { productSummaryAnswerSchema } from "@/schemas/answers/product";

import { productPricesAnswer, productSummaryAnswer } from "./product-answer";

const hob: ProductSummary = {
  productId: 100001,
  brand: { slug: "atag", name: "ATAG" },
  name: "HG6425BB",
  url: "/kookplaten/atag-hg6425bb/",
  image: { url: "/afbeeldingen/100001/1.svg", alt: "ATAG HG6425BB" },
  category: { slug: "kookplaten", name: "Kookplaten" },
  priceCents: 58900,
  priceBeforeDiscountCents: null,
  keySpecifications: ["4 zones"],
  cashbackCents: 2500,
  cashDeskDiscountCents: 7000,
  energyClass: null,
  ratingAverage: 4.5,
  ratingCount: 12,
  inStock: true,
  stockEstimatedDate: null,
};

describe("a product card in the API names its amounts as the product answer does (§3)", () => {
  it("price is the list price, sellingPrice what the shopper pays, the amounts off it under discounts", () => {
    const answer = productSummaryAnswer(hob);
    expect(answer).toMatchObject({ price: 659, sellingPrice: 589, discounts: { cashDesk: { price: 70 }, cashback: { price: 25 } } });
    expect(answer).not.toHaveProperty("cashback");
    expect(answer).not.toHaveProperty("cashDeskDiscount");
    expect(productSummaryAnswerSchema.safeParse(answer).error).toBeUndefined();
  });

  it("a card without discounts has price and sellingPrice equal, each discount's price null, and never the make-amends discount", () => {
    const answer = productSummaryAnswer({ ...hob, cashDeskDiscountCents: null, cashbackCents: null });
    expect(answer).toMatchObject({ price: 589, sellingPrice: 589, discounts: { cashDesk: { price: null }, cashback: { price: null } } });
    expect(Object.keys(answer.discounts).sort()).toEqual(["cashDesk", "cashback"]);
  });

  it("the same amounts give the same price, sellingPrice and discounts on a card and in the product answer", () => {
    const prices = productPricesAnswer(
      {
        listPriceCents: 65900,
        cashDeskDiscountCents: 7000,
        cashbackCents: 2500,
        deliveryCostCents: 0,
        assemblyPriceCents: null,
        assemblyPriceSecondaryCents: null,
        extraServicePriceCents: null,
        extraWarrantyPriceCents: null,
        freeAssembly: false,
        freeAssemblyDismissable: false,
        freeExtraService: false,
        freeExtraWarranty: false,
        freeExtraWarrantyDismissable: false,
        pickUpDiscountCents: null,
        expired: false,
      },
      { withMakeAmends: false },
    );
    const card = productSummaryAnswer(hob);
    expect({ price: card.price, sellingPrice: card.sellingPrice, discounts: card.discounts }).toEqual({
      price: prices.price,
      sellingPrice: prices.sellingPrice,
      discounts: prices.discounts,
    });
  });
});
