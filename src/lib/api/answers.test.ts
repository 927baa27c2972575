import { describe, expect, it } from "vitest";

import type { CartAnswer, CartProductAnswer, CartTotalsAnswer } from "@/schemas/answers/cart";
import type { OrderAnswer } from "@/schemas/answers/orders";

import { cartView, orderView, suggestionsView } from "./answers";

const totals: CartTotalsAnswer = {
  assemblyTotal: 49,
  cashbackTotal: 50,
  deliveryTotal: 0,
  discountTotal: 20,
  discountExtra: 0,
  extraServiceTotal: 0,
  extraWarrantyTotal: 0,
  pickUpDiscountTotal: 0,
  shippingTotal: 0,
  grandTotal: 568.99,
  itemsTotal: 539.99,
  paymentFee: 0,
  vatTotal: 98.75,
  grandTotalExclVat: 470.24,
  vatTreatment: "standard",
};

const washer: CartProductAnswer = {
  productId: 100500,
  brand: { slug: "bosch", name: "Bosch" },
  name: "Serie 4 WAU28P47NL",
  ean: "4242005123456",
  productType: "wasmachine",
  combinations: [],
  url: "/wasmachines/bosch-serie-4-wau28p47nl/",
  image: { url: "/afbeeldingen/100500/1.svg", alt: "" },
  energyClass: "C",
  categoryId: 2001,
  categoryName: "Wasmachines",
  inStock: true,
  warranty: { years: 5, extraYears: 5 },
  price: 539.99,
  sellingPrice: 519.99,
  discounts: { cashDesk: { price: 20 }, cashback: { price: 50 } },
  deliveryCost: 0,
  assemblyPrice: 49,
  assemblyPriceSecondary: 39,
  extraServicePrice: 29.95,
  extraWarrantyPrice: 79,
  freeAssembly: false,
  freeAssemblyDismissable: false,
  freeExtraService: false,
  freeExtraWarranty: false,
  freeExtraWarrantyDismissable: false,
  pickUpDiscountPrice: null,
  expired: false,
};

const answer = {
  cartId: "abcdefghijklmnopqrstuv",
  version: 3,
  items: {
    "100500": { productId: 100500, combinationId: null, qty: 1, addToCartDate: "2026-11-21T10:00:00.000Z", itemDiscounts: { makeAmends: 12.5 }, options: { assembly: true, extraService: false, extraWarranty: false, pickUpDiscount: false } },
  },
  products: { "100500": washer },
  combinations: {},
  paymentMethods: [{ id: "pinOnDelivery", label: "Pinnen bij bezorging", fee: 4.95, online: false }],
  totals,
} as unknown as CartAnswer;

describe("the one adapter from API answers to the browser's view (euros to cents at the edge)", () => {
  const view = cartView(answer);

  it("turns every money field of a cart product into cents, under a name that says so", () => {
    expect(view.products["100500"]).toMatchObject({
      priceCents: 53999,
      sellingPriceCents: 51999,
      cashDeskDiscountCents: 2000,
      cashbackCents: 5000,
      deliveryCostCents: 0,
      assemblyPriceCents: 4900,
      assemblyPriceSecondaryCents: 3900,
      extraServicePriceCents: 2995,
      extraWarrantyPriceCents: 7900,
      pickUpDiscountPriceCents: null,
    });
    expect(view.products["100500"]).not.toHaveProperty("price");
    expect(view.products["100500"]).not.toHaveProperty("discounts");
  });

  it("joins each item to its product from the products map, its make-amends discount in cents", () => {
    expect(view.items["100500"]?.product).toBe(view.products["100500"]);
    expect(view.items["100500"]?.itemDiscounts).toEqual({ makeAmendsCents: 1250 });
  });

  it("gives the totals in cents under their §3 names, and the payment fees in cents", () => {
    expect(view.totals).toEqual({
      assemblyTotal: 4900,
      cashbackTotal: 5000,
      deliveryTotal: 0,
      discountTotal: 2000,
      discountExtra: 0,
      extraServiceTotal: 0,
      extraWarrantyTotal: 0,
      pickUpDiscountTotal: 0,
      shippingTotal: 0,
      grandTotal: 56899,
      itemsTotal: 53999,
      paymentFee: 0,
      vatTotal: 9875,
      grandTotalExclVat: 47024,
      vatTreatment: "standard",
    });
    expect(view.paymentMethods).toEqual([{ id: "pinOnDelivery", label: "Pinnen bij bezorging", feeCents: 495, online: false }]);
  });

  it("a suggestion's amounts in euros become cents, named as a cart product's: priceCents the list price, sellingPriceCents what the shopper pays", () => {
    const product = {
      productId: 1,
      name: "Miele WWD 320 WCS",
      url: "/wasmachines/miele-wwd-320-wcs/",
      image: { url: "/afbeeldingen/1.svg", alt: "Miele WWD 320 WCS" },
      category: { slug: "wasmachines", name: "Wasmachines" },
      price: 1349.95,
      sellingPrice: 1299.95,
      discounts: { cashDesk: { price: 50 }, cashback: { price: null } },
    };
    const view = suggestionsView({ queryId: "q", indexName: "v3_producten_test", products: [product], categories: [], brands: [] });
    expect(view.products).toEqual([
      {
        productId: 1,
        name: "Miele WWD 320 WCS",
        url: "/wasmachines/miele-wwd-320-wcs/",
        image: product.image,
        category: product.category,
        priceCents: 134995,
        sellingPriceCents: 129995,
        cashDeskDiscountCents: 5000,
        cashbackCents: null,
      },
    ]);
    expect(view).toMatchObject({ queryId: "q", indexName: "v3_producten_test", categories: [], brands: [] });
  });
});

describe("the order answer at the browser's edge", () => {
  const order: OrderAnswer = {
    orderRef: "40000001",
    createdAt: "2026-11-21T10:00:00.000Z",
    paymentStatus: "paid",
    paymentMethod: "ideal",
    paymentMethodLabel: "iDEAL",
    paidAt: "2026-11-21T10:01:00.000Z",
    state: "paid",
    paymentDeadline: null,
    cancelledAt: null,
    fulfilmentStatus: "new",
    pickUpCode: null,
    deliveryWindow: null,
    refunds: [],
    canRetryPayment: false,
    deliveryType: "default",
    deliveryDay: "2026-11-24",
    deliveryWeek: null,
    pickUpDay: null,
    customer: { firstName: "Anna", lastName: "de Vries", emailAddress: "anna@example.nl", phoneNumber: "0612345678", company: false, companyName: null, vatNumber: null },
    shippingAddress: { shippingStreet: "Rapenburg", shippingHouseNumber: "73", shippingHouseNumberAddition: null, shippingPostalCode: "2311 GJ", shippingCity: "Leiden", shippingCountry: "NL" },
    invoiceAddress: null,
    floor: 1,
    elevator: true,
    takeRetour: null,
    notes: null,
    reference: null,
    items: [
      {
        key: "1",
        productId: 100500,
        combinationId: null,
        name: "Serie 4 WAU28P47NL",
        brandName: "Bosch",
        ean: "4242005123456",
        categoryName: "Wasmachines",
        url: "/wasmachines/bosch-serie-4-wau28p47nl/",
        imageUrl: "/afbeeldingen/100500/voorkant.svg",
        qty: 2,
        unitPrice: 539.99,
        listPrice: 559.99,
        options: { assembly: true, extraService: false, extraWarranty: false, pickUpDiscount: false },
        optionPrices: { assembly: 49, extraService: null, extraWarranty: 19.95, pickUpDiscount: null },
      },
    ],
    totals: { itemsTotal: 1079.98, assemblyTotal: 98, grandTotal: 1177.98, vatTotal: 204.44, grandTotalExclVat: 973.54 },
    vatTreatment: "standard",
    reverseChargeVatNumber: null,
    withdrawnAt: null,
    withdrawalRight: true,
    withdrawalDeadline: "2026-12-08",
    canWithdraw: true,
    quoteId: null,
    paymentPageUrl: null,
    invoice: null,
  };

  it("an order's line prices become cents under names that say so, and its totals cents under their own names", () => {
    const view = orderView(order);
    expect(view.items[0]).toMatchObject({ key: "1", qty: 2, unitPriceCents: 53_999, listPriceCents: 55_999 });
    expect(view.items[0]?.optionPricesCents).toEqual({ assembly: 4900, extraService: null, extraWarranty: 1995, pickUpDiscount: null });
    expect(view.items[0]).not.toHaveProperty("unitPrice");
    expect(view.items[0]).not.toHaveProperty("optionPrices");
    expect(view.totals).toEqual({ itemsTotal: 107_998, assemblyTotal: 9800, grandTotal: 117_798, vatTotal: 20_444, grandTotalExclVat: 97_354 });
    // Everything that is not money passes unchanged.
    expect(view).toMatchObject({ orderRef: "40000001", paymentStatus: "paid", deliveryDay: "2026-11-24", customer: order.customer, canWithdraw: true });
  });
});
