import { describe, expect, it } from "vitest";

import { addItem } from "./add-item";
import { catalogue, cartProduct, DRYER, KETTLE, WASHER } from "./test-products";
import { computeTotals } from "./totals";

const NOW = new Date("2026-11-21T10:00:00Z");
const LATER = new Date("2026-11-21T10:05:00Z");

describe("cart totals (decisions §2)", () => {
  it("two assembled washers: the first at assemblyPrice, the second at assemblyPriceSecondary", () => {
    const items = addItem({}, { productId: WASHER.productId, qty: 2, options: { assembly: true } }, WASHER, NOW);
    const totals = computeTotals({ items, products: catalogue(WASHER) });
    expect(totals.assemblyTotal).toBe(4900 + 3900);
    expect(totals.grandTotal).toBe(2 * 69900 + 4900 + 3900);
  });

  it("assembly across products: the first assembled unit in cart order pays the full price", () => {
    let items = addItem({}, { productId: DRYER.productId, options: { assembly: true } }, DRYER, NOW);
    items = addItem(items, { productId: WASHER.productId }, WASHER, LATER);
    // The dryer came first: its full 59,00; the washer, later, its secondary 39,00.
    expect(computeTotals({ items, products: catalogue(WASHER, DRYER) }).assemblyTotal).toBe(5900 + 3900);
  });

  it("free assembly costs 0 but counts as the first assembled unit", () => {
    const free = cartProduct({ productId: 300001, freeAssembly: true });
    let items = addItem({}, { productId: free.productId, options: { assembly: true } }, free, NOW);
    items = addItem(items, { productId: WASHER.productId }, WASHER, LATER);
    expect(computeTotals({ items, products: catalogue(free, WASHER) }).assemblyTotal).toBe(3900);
  });

  it("a washer and dryer bought as a combination: the combination's discount comes off, once per set", () => {
    let items = addItem({}, { productId: WASHER.productId, combinationId: 9 }, WASHER, NOW);
    items = addItem(items, { productId: DRYER.productId, combinationId: 9 }, DRYER, LATER);
    const combinations = new Map([[9, { discountCents: 15_000, productIds: [WASHER.productId, DRYER.productId] }]]);
    const apart = computeTotals({ items, products: catalogue(WASHER, DRYER) });
    const together = computeTotals({ items, products: catalogue(WASHER, DRYER), combinations });
    expect(together.discountTotal - apart.discountTotal).toBe(15_000);
    expect(apart.grandTotal - together.grandTotal).toBe(15_000);
  });

  it("a pick-up cart with a delivery cost pays 0 delivery and 0 shipping", () => {
    const bulky = cartProduct({ productId: 300002, priceCents: 2900, deliveryCostCents: 2995, pickUpDiscountCents: 500 });
    const items = addItem({}, { productId: bulky.productId, options: { pickUpDiscount: true } }, bulky, NOW);
    const totals = computeTotals({ items, products: catalogue(bulky), smallOrder: { thresholdCents: 5000, feeCents: 495 } });
    expect(totals.deliveryTotal).toBe(0);
    expect(totals.shippingTotal).toBe(0);
    expect(totals.pickUpDiscountTotal).toBe(500);
    expect(totals.grandTotal).toBe(2900 - 500);
  });

  it("a delivered cart pays the products' delivery costs", () => {
    const bulky = cartProduct({ productId: 300003, deliveryCostCents: 2995 });
    const items = addItem({}, { productId: bulky.productId, qty: 2 }, bulky, NOW);
    expect(computeTotals({ items, products: catalogue(bulky) }).deliveryTotal).toBe(2 * 2995);
  });

  it("a small order below the threshold pays the small-order fee; at the threshold it does not", () => {
    const items = addItem({}, { productId: KETTLE.productId }, KETTLE, NOW);
    const below = computeTotals({ items, products: catalogue(KETTLE), smallOrder: { thresholdCents: 5000, feeCents: 495 } });
    expect(below.shippingTotal).toBe(495);
    expect(below.grandTotal).toBe(3999 + 495);
    const at = computeTotals({ items, products: catalogue(cartProduct({ ...KETTLE, priceCents: 5000 })), smallOrder: { thresholdCents: 5000, feeCents: 495 } });
    expect(at.shippingTotal).toBe(0);
  });

  it("an empty cart costs nothing, not even the small-order fee", () => {
    expect(computeTotals({ items: {}, products: catalogue() }).grandTotal).toBe(0);
  });

  it("cash-desk discounts and item discounts are deducted; cashback is shown but not deducted", () => {
    const discounted = cartProduct({ productId: 300004, priceCents: 100000, cashDeskDiscountCents: 10000, cashbackCents: 5000 });
    const base = addItem({}, { productId: discounted.productId, qty: 2 }, discounted, NOW);
    const items = { ...base, "300004": { ...base["300004"]!, itemDiscounts: { makeAmends: 1000 } } };
    const totals = computeTotals({ items, products: catalogue(discounted) });
    expect(totals.discountTotal).toBe(20000);
    expect(totals.discountExtra).toBe(2000);
    expect(totals.cashbackTotal).toBe(10000);
    expect(totals.grandTotal).toBe(200000 - 20000 - 2000);
  });

  it("extra service and extra warranty are charged per unit; free ones cost 0", () => {
    const freeWarranty = cartProduct({ productId: 300005, freeExtraWarranty: true });
    let items = addItem({}, { productId: WASHER.productId, qty: 2, options: { extraService: true, extraWarranty: true } }, WASHER, NOW);
    items = addItem(items, { productId: freeWarranty.productId, options: { extraWarranty: true } }, freeWarranty, LATER);
    const totals = computeTotals({ items, products: catalogue(WASHER, freeWarranty) });
    expect(totals.extraServiceTotal).toBe(2 * 2995 + 2995);
    expect(totals.extraWarrantyTotal).toBe(2 * 7900);
  });

  it("the payment method's fee is added to the grand total", () => {
    const items = addItem({}, { productId: WASHER.productId }, WASHER, NOW);
    const totals = computeTotals({ items, products: catalogue(WASHER), paymentFeeCents: 495 });
    expect(totals.paymentFee).toBe(495);
    expect(totals.grandTotal).toBe(69900 + 495);
  });
});

describe("cart totals and VAT (decisions §1)", () => {
  const washerWithFee = () => {
    const items = addItem({}, { productId: WASHER.productId }, WASHER, NOW);
    return { items, products: catalogue(WASHER), paymentFeeCents: 495 };
  };

  it("a consumer (Dutch VAT by default) pays the total including VAT, and the totals say the VAT in it", () => {
    const totals = computeTotals(washerWithFee());
    expect(totals).toMatchObject({ vatTreatment: "standard", grandTotal: 70395, grandTotalExclVat: 58178, vatTotal: 12217 });
  });

  it("reverse charge: the grand total is the amount excluding VAT, no VAT, and the line totals keep their prices including VAT", () => {
    const totals = computeTotals({ ...washerWithFee(), vatTreatment: "reverseCharge" });
    expect(totals).toMatchObject({ vatTreatment: "reverseCharge", grandTotal: 58178, grandTotalExclVat: 58178, vatTotal: 0 });
    expect(totals.itemsTotal).toBe(69900);
    expect(totals.paymentFee).toBe(495);
  });

  it("the VAT is worked out on the grand total after discounts, not on the list prices", () => {
    const discounted = cartProduct({ productId: 300006, priceCents: 121000, cashDeskDiscountCents: 12100 });
    const items = addItem({}, { productId: discounted.productId }, discounted, NOW);
    expect(computeTotals({ items, products: catalogue(discounted) })).toMatchObject({ grandTotal: 108900, grandTotalExclVat: 90000, vatTotal: 18900 });
  });

  it("an empty cart has no VAT", () => {
    expect(computeTotals({ items: {}, products: catalogue(), vatTreatment: "reverseCharge" })).toMatchObject({ grandTotal: 0, vatTotal: 0, grandTotalExclVat: 0 });
  });
});
