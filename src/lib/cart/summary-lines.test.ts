import { describe, expect, it } from "vitest";

import { summaryLines } from "./summary-lines";
import type { Cart } from "./types";

const totals = {
  assemblyTotal: 79,
  cashbackTotal: 50,
  deliveryTotal: 0,
  discountTotal: 100,
  discountExtra: 0,
  extraServiceTotal: 0,
  extraWarrantyTotal: 0,
  pickUpDiscountTotal: 0,
  shippingTotal: 0,
  grandTotal: 578.95,
} as Cart["totals"];

describe("the lines of the price overview", () => {
  it("lists the items at list price, every non-zero total, the payment fee and the grand total", () => {
    const cart = {
      items: { "1": { qty: 2, product: { listPrice: 299.5 } } } as unknown as Cart["items"],
      totals,
      paymentMethods: [{ id: "pinOnDelivery", label: "Pinnen bij bezorging", fee: 4.95, online: false }],
      paymentMethod: "pinOnDelivery",
    };
    expect(summaryLines(cart)).toEqual({
      count: 2,
      lines: [
        { key: "items", cents: 59900, sign: 1 },
        { key: "discountTotal", cents: 10000, sign: -1 },
        { key: "assemblyTotal", cents: 7900, sign: 1 },
        { key: "paymentFee", cents: 495, sign: 1 },
      ],
      grandTotal: 57895,
      cashback: 5000,
    });
  });
});
