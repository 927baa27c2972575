import { describe, expect, it } from "vitest";

import type { Cart, CartItemView } from "@/lib/cart/types";

import { addedProduct, energyLabelFromApi, offersChoices, productIdOf } from "./card-action-data";
import { figureCaption } from "./energy-label-info";

describe("the product cards' buttons carry only a product id", () => {
  it("reads a positive whole id and nothing else", () => {
    expect(productIdOf("100658")).toBe(100658);
    for (const attribute of [null, undefined, "", "0", "-3", "12.5", "1e3", "abc", " 12", "12 "]) expect(productIdOf(attribute)).toBeNull();
  });
});

describe("the confirmation after 'In winkelwagen' shows the line the cart made", () => {
  const line = (productId: number): CartItemView => ({
    productId,
    combinationId: null,
    qty: 1,
    addToCartDate: "2026-11-21T10:00:00Z",
    itemDiscounts: { makeAmendsCents: null },
    options: {} as CartItemView["options"],
    product: {
      productId,
      name: "Serie 4 WAU28P47NL",
      brand: { slug: "bosch", name: "Bosch" },
      url: "/wasmachines/bosch-serie-4-wau28p47nl/",
      image: { url: "/afbeeldingen/100500/1.svg", alt: "Bosch Serie 4 WAU28P47NL, vooraanzicht" },
      energyClass: "C",
      categoryId: 1,
      categoryName: "Wasmachines",
      priceCents: 53999,
      sellingPriceCents: 51999,
      cashDeskDiscountCents: 2000,
    } as CartItemView["product"],
  });
  const cart = { items: { "100500": line(100500) } } as unknown as Cart;

  it("takes name, brand, the price paid, link and image from the cart's line", () => {
    expect(addedProduct(cart, 100500)).toEqual({
      productId: 100500,
      name: "Serie 4 WAU28P47NL",
      brand: "Bosch",
      category: "Wasmachines",
      priceCents: 51999,
      url: "/wasmachines/bosch-serie-4-wau28p47nl/",
      image: { url: "/afbeeldingen/100500/1.svg", alt: "Bosch Serie 4 WAU28P47NL, vooraanzicht" },
    });
  });

  it("has nothing to confirm when the cart has no such line", () => {
    expect(addedProduct(cart, 100501)).toBeNull();
  });
});

describe("the confirmation offers 'Extra opties kiezen' only for a product with options to choose", () => {
  const product = (offers: Partial<NonNullable<CartItemView["product"]>>) =>
    ({
      freeAssembly: false,
      assemblyPriceCents: null,
      freeExtraService: false,
      extraServicePriceCents: null,
      freeExtraWarranty: false,
      extraWarrantyPriceCents: null,
      pickUpDiscountPriceCents: null,
      ...offers,
    }) as NonNullable<CartItemView["product"]>;

  it("a kettle without assembly, service, warranty or pick-up discount has nothing to choose", () => {
    expect(offersChoices(product({}))).toBe(false);
    // Collecting without a discount is no row of the options box either.
    expect(offersChoices(product({ pickUpDiscountPriceCents: 0 }))).toBe(false);
  });

  it("any priced or free option, or a pick-up discount, is something to choose", () => {
    expect(offersChoices(product({ assemblyPriceCents: 4900 }))).toBe(true);
    expect(offersChoices(product({ freeExtraService: true }))).toBe(true);
    expect(offersChoices(product({ extraWarrantyPriceCents: 9900 }))).toBe(true);
    expect(offersChoices(product({ pickUpDiscountPriceCents: 1000 }))).toBe(true);
  });
});

describe("the energy arrow's dialog builds the label from /api/products/{id}/", () => {
  const answer = {
    productId: 100500,
    energyClass: "C",
    brand: { slug: "bosch", name: "Bosch" },
    name: "Serie 4 WAU28P47NL",
    series: "Serie 4",
    productType: "wasmachine",
    productTypeName: "Wasmachine",
    ean: "4242005123456",
    keySpecifications: ["8 kg", "1.200 tpm", "Stoom", "76 dB"],
    specifications: [{ key: "capacity", label: "Vulgewicht", value: "8 kg" }],
    price: 539.99,
  };

  it("gives the class on its scale, the figures and the whole product information sheet", async () => {
    const label = await energyLabelFromApi(answer);
    expect(label).toMatchObject({ energyClass: "C", scale: ["A", "B", "C", "D", "E", "F", "G"], supplier: "Bosch", model: "WAU28P47NL", ean: "4242005123456" });
    expect(label?.figures).toEqual([{ value: "8 kg" }, { value: "1.200 tpm" }, { value: "76 dB" }]);
    expect(label?.sheet).toEqual(expect.arrayContaining([{ label: "EAN", value: "4242005123456" }, { label: "Vulgewicht", value: "8 kg" }]));
  });

  it("prints the label's own figures: energy use per 100 cycles, water use and noise with its class", async () => {
    const label = await energyLabelFromApi({
      ...answer,
      specifications: [
        { key: "vulgewicht", label: "Vulgewicht", value: "8 kg" },
        { key: "geluidsniveau", label: "Geluidsniveau centrifugeren", value: "76 dB" },
        { key: "energieverbruik", label: "Energieverbruik per 100 wasbeurten", value: "64 kWh" },
        { key: "waterverbruik", label: "Waterverbruik per wasbeurt", value: "49,5 liter" },
        { key: "geluidsklasse", label: "Geluidsklasse", value: "B" },
      ],
    });
    expect(label?.figures).toEqual([
      { value: "64 kWh", caption: "per 100 wasbeurten" },
      { value: "49,5 liter", caption: "per wasbeurt" },
      { value: "76 dB", caption: "klasse B" },
    ]);
    // The sheet names the label's figures right after the class.
    const labels = label?.sheet.map((row) => row.label) ?? [];
    expect(labels.slice(labels.indexOf("Energieklasse"), labels.indexOf("Energieklasse") + 5)).toEqual([
      "Energieklasse",
      "Energieverbruik per 100 wasbeurten",
      "Waterverbruik per wasbeurt",
      "Geluidsniveau centrifugeren",
      "Geluidsklasse",
    ]);
  });

  it("a figure's caption says what it is per, short enough for its box", () => {
    expect(figureCaption("Energieverbruik per 100 wasbeurten")).toBe("per 100 wasbeurten");
    expect(figureCaption("Energieverbruik per jaar")).toBe("per jaar");
    expect(figureCaption("Energieverbruik per cyclus (boven- en onderwarmte)")).toBe("boven- en onderwarmte");
    expect(figureCaption("Energieverbruik wassen en drogen per 100 cycli")).toBe("per 100 cycli");
  });

  it("names the model by its type number, without the series", async () => {
    const label = await energyLabelFromApi(answer);
    expect(label?.model).toBe("WAU28P47NL");
    expect(label?.sheet).toEqual(expect.arrayContaining([{ label: "Model", value: "WAU28P47NL" }, { label: "Serie", value: "Serie 4" }]));
  });

  it("gives no label for a product without an energy class or an answer that is not a product", async () => {
    expect(await energyLabelFromApi({ ...answer, energyClass: null })).toBeNull();
    expect(await energyLabelFromApi({ title: "Product niet gevonden" })).toBeNull();
    expect(await energyLabelFromApi(null)).toBeNull();
  });
});
