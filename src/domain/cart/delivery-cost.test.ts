import { describe, expect, it } from "vitest";

import { addItem } from "./add-item";
import { deliveryChargeAloneCents, deliveryCostPromise, deliveryCostText, freeDeliveryShortfallCents, freeDeliveryShortfallText, smallOrderFeeCents, smallOrderRuleText } from "./delivery-cost";
import { catalogue, cartProduct, KETTLE } from "./test-products";
import { computeTotals } from "./totals";

const POLICY = { thresholdCents: 5000, feeCents: 495 };
const NOW = new Date("2026-11-21T10:00:00Z");
/** Non-breaking spaces as Intl writes them, plain in the expectations. */
const plain = (text: string) => text.replace(/\u00a0/g, " ");

describe("the small-order fee (decisions §2)", () => {
  it("is charged below the threshold, not at or above it", () => {
    expect(smallOrderFeeCents(4999, POLICY)).toBe(495);
    expect(smallOrderFeeCents(5000, POLICY)).toBe(0);
    expect(smallOrderFeeCents(80000, POLICY)).toBe(0);
  });
});

describe("the promise about delivery cost (issue 19: 'Gratis bezorgd' only when true)", () => {
  it("says 'Gratis bezorgd' only for a product at or above the threshold without a delivery cost of its own", () => {
    expect(deliveryCostPromise({ priceCents: 5000, deliveryCostCents: 0 }, POLICY)).toEqual({ kind: "free" });
    expect(deliveryCostText(deliveryCostPromise({ priceCents: 69900, deliveryCostCents: 0 }, POLICY))).toBe("Gratis bezorgd");
  });

  it("a €25 kettle is not 'Gratis bezorgd': it names the threshold and the fee", () => {
    const promise = deliveryCostPromise({ priceCents: 2500, deliveryCostCents: 0 }, POLICY);
    expect(promise).toEqual({ kind: "freeFrom", thresholdCents: 5000, feeCents: 495 });
    expect(plain(deliveryCostText(promise))).toBe("Gratis bezorgd vanaf € 50; daaronder € 4,95");
    expect(plain(deliveryCostText(promise, "short"))).toBe("Gratis bezorgd vanaf € 50");
  });

  it("a product with its own delivery cost says what it costs, and below the threshold the fee on top", () => {
    expect(plain(deliveryCostText(deliveryCostPromise({ priceCents: 129900, deliveryCostCents: 2995 }, POLICY)))).toBe("Bezorgkosten € 29,95");
    const small = deliveryCostPromise({ priceCents: 3900, deliveryCostCents: 995 }, POLICY);
    expect(plain(deliveryCostText(small))).toBe("Bezorgkosten € 9,95; onder € 50 ook € 4,95 verzendkosten");
    expect(plain(deliveryCostText(small, "short"))).toBe("Bezorgkosten € 9,95");
  });

  it("follows the configured threshold and fee, cents included", () => {
    const promise = deliveryCostPromise({ priceCents: 6000, deliveryCostCents: 0 }, { thresholdCents: 7450, feeCents: 595 });
    expect(plain(deliveryCostText(promise))).toBe("Gratis bezorgd vanaf € 74,50; daaronder € 5,95");
    expect(deliveryCostPromise({ priceCents: 100, deliveryCostCents: 0 }, { thresholdCents: 5000, feeCents: 0 })).toEqual({ kind: "free" });
  });

  it("promises what the cart then charges: free in the promise is no fee in the totals, and the other way round", () => {
    for (const priceCents of [2500, 4999, 5000, 12900]) {
      const product = cartProduct({ ...KETTLE, priceCents });
      const items = addItem({}, { productId: product.productId }, product, NOW);
      const totals = computeTotals({ items, products: catalogue(product), smallOrder: POLICY });
      const promise = deliveryCostPromise({ priceCents, deliveryCostCents: 0 }, POLICY);
      expect(totals.shippingTotal === 0, String(priceCents)).toBe(promise.kind === "free");
    }
  });
});

describe("what delivery costs for a product bought alone (the product's structured data)", () => {
  it("is its own delivery cost plus the small-order fee below the threshold", () => {
    expect(deliveryChargeAloneCents({ priceCents: 2500, deliveryCostCents: 0 }, POLICY)).toBe(495);
    expect(deliveryChargeAloneCents({ priceCents: 69900, deliveryCostCents: 0 }, POLICY)).toBe(0);
    expect(deliveryChargeAloneCents({ priceCents: 129900, deliveryCostCents: 2995 }, POLICY)).toBe(2995);
  });
});

describe("the cart's note how much more is needed for free delivery", () => {
  it("is the threshold less the goods after discounts, only while the fee is charged", () => {
    expect(freeDeliveryShortfallCents({ itemsTotal: 3999, discountTotal: 0, discountExtra: 0, shippingTotal: 495 }, POLICY)).toBe(1001);
    expect(freeDeliveryShortfallCents({ itemsTotal: 5500, discountTotal: 1000, discountExtra: 0, shippingTotal: 495 }, POLICY)).toBe(500);
    expect(freeDeliveryShortfallCents({ itemsTotal: 3999, discountTotal: 0, discountExtra: 0, shippingTotal: 0 }, POLICY)).toBe(0);
    expect(plain(freeDeliveryShortfallText(1001))).toBe("Nog € 10,01 tot gratis bezorging");
  });
});

describe("the small-order rule in words, for the customer-service pages", () => {
  it("names the threshold and the fee, or says delivery is free when there is no fee", () => {
    expect(plain(smallOrderRuleText(POLICY))).toBe("Vanaf € 50 aan producten bezorgen we gratis. Daaronder rekenen we € 4,95 verzendkosten.");
    expect(smallOrderRuleText({ thresholdCents: 5000, feeCents: 0 })).toMatch(/^Bezorgen is gratis/);
  });
});
