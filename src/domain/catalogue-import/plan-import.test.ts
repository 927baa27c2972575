import { describe, expect, it } from "vitest";

import type { ImportColumn, ImportValues } from "./columns";
import { type CurrentCatalogue, planImport, type ReadRow } from "./plan-import";

const WASHER: ImportValues = {
  productId: 10,
  ean: "4006381333931",
  slug: "bosch-wgg244a9nl",
  name: "Bosch WGG244A9NL",
  series: "Serie 6",
  brand: "bosch",
  categoryId: 1,
  colour: "wit",
  description: "Een wasmachine.",
  price: 64_900,
  cashDeskDiscount: null,
  makeAmendsDiscount: null,
  cashback: null,
  deliveryCost: 0,
  assemblyPrice: 2500,
  assemblyPriceSecondary: null,
  extraServicePrice: null,
  extraWarrantyPrice: 9900,
  pickUpDiscountPrice: null,
  freeAssembly: false,
  freeAssemblyDismissable: false,
  freeExtraService: false,
  freeExtraWarranty: false,
  freeExtraWarrantyDismissable: false,
  expired: false,
  energyClass: "A",
  stock: 3,
  stockEstimatedDate: null,
};
const DRYER: ImportValues = { ...WASHER, productId: 11, ean: "8712345678906", slug: "miele-twd", name: "Miele TWD", brand: "miele", categoryId: 2 };

const CATALOGUE: CurrentCatalogue = {
  products: new Map([
    [10, WASHER],
    [11, DRYER],
  ]),
  brands: new Set(["bosch", "miele"]),
  categories: [
    { categoryId: 1, slug: "wasmachines", productType: "wasmachine" },
    { categoryId: 2, slug: "wasdrogers", productType: "wasdroger" },
    { categoryId: 3, slug: "bovenladers", productType: "wasmachine" },
  ],
};

const row = (line: number, values: ReadRow["values"], problems: ReadRow["problems"] = []): ReadRow => ({ line, values, problems });

describe("planImport: what an import would do, row by row", () => {
  it("finds a product by productId, else by EAN, and names each changed field with its old and new value", () => {
    const plan = planImport(["productId", "ean", "price", "stock"], [row(2, { productId: 10, ean: WASHER.ean, price: 59_900, stock: 3 }), row(3, { productId: null, ean: DRYER.ean, price: DRYER.price, stock: 7 })], CATALOGUE);
    expect(plan.rows.map((r) => [r.line, r.productId, r.outcome, r.changes])).toEqual([
      [2, 10, "change", [{ field: "price", from: "649,00", to: "599,00" }]],
      [3, 11, "change", [{ field: "stock", from: "3", to: "7" }]],
    ]);
    expect(plan.updates.map((u) => [u.productId, u.price, u.stock, u.name])).toEqual([
      [10, 59_900, 3, WASHER.name],
      [11, DRYER.price, 7, DRYER.name],
    ]);
    expect(plan.counts).toEqual({ change: 2, new: 0, unchanged: 0, refused: 0 });
    // Neither moved: no 301 to write.
    expect(plan.moved).toEqual([]);
  });

  it("a row equal to the catalogue is left alone and written nowhere", () => {
    const plan = planImport(["productId", "price", "category"], [row(2, { productId: 10, price: WASHER.price, category: "1" })], CATALOGUE);
    expect(plan.rows[0]!.outcome).toBe("unchanged");
    expect(plan.updates).toEqual([]);
  });

  it("a new product needs every required column, and gets the next free productId", () => {
    const columns: ImportColumn[] = ["ean", "slug", "name", "brand", "category", "price", "deliveryCost"];
    const values = { ean: "5901234123457", slug: "bosch-nieuw", name: "Bosch Nieuw", brand: "bosch", category: "wasmachines", price: 49_900, deliveryCost: 0 };
    const plan = planImport(columns, [row(2, values)], CATALOGUE);
    expect(plan.rows[0]).toMatchObject({ outcome: "new", productId: 12 });
    expect(plan.inserts[0]).toMatchObject({ productId: 12, categoryId: 1, stock: 0, expired: false, series: "" });

    const without = planImport(["ean", "name", "price"], [row(2, { ean: "5901234123457", name: "Bosch Nieuw", price: 49_900 })], CATALOGUE);
    expect(without.rows[0]!.outcome).toBe("refused");
    expect(without.rows[0]!.problems.map((p) => p.field)).toEqual(["slug", "brand", "category", "deliveryCost"]);
    expect(without.inserts).toEqual([]);
  });

  it("refuses a row with a bad cell, with the cell's reason, and keeps the other rows", () => {
    const plan = planImport(["productId", "price"], [row(2, { productId: 10 }, [{ column: "price", message: "price kan niet negatief zijn" }]), row(3, { productId: 11, price: 1000 })], CATALOGUE);
    expect(plan.rows[0]).toMatchObject({ outcome: "refused", problems: [{ field: "price", message: "price kan niet negatief zijn" }] });
    expect(plan.rows[1]!.outcome).toBe("change");
    expect(plan.counts.refused).toBe(1);
  });

  it("refuses an EAN or a slug that another product has, or that an earlier line claimed", () => {
    const plan = planImport(
      ["productId", "ean", "slug", "category"],
      [row(2, { productId: 10, ean: DRYER.ean, slug: WASHER.slug, category: "wasmachines" }), row(3, { productId: 11, ean: DRYER.ean, slug: WASHER.slug, category: "wasmachines" })],
      CATALOGUE,
    );
    expect(plan.rows[0]!.problems).toEqual([{ field: "ean", message: `EAN ${DRYER.ean} hoort al bij product 11` }]);
    expect(plan.rows[1]!.problems).toEqual([
      { field: "category", message: "Categorie wasmachines is voor een ander soort product (wasmachine) dan wasdrogers (wasdroger); verplaats het in het productformulier" },
      { field: "ean", message: `EAN ${DRYER.ean} staat ook al op regel 2` },
      { field: "slug", message: `Slug ${WASHER.slug} is in deze categorie al van product 10` },
      { field: "slug", message: `Slug ${WASHER.slug} staat in deze categorie ook al op regel 2` },
    ]);
  });

  it("refuses the same product twice, an unknown brand or category, and a file without productId or ean", () => {
    const plan = planImport(["productId", "brand", "category"], [row(2, { productId: 10, brand: "bosch", category: "bovenladers" }), row(3, { productId: 10, brand: "zanussi", category: "koffie" })], CATALOGUE);
    expect(plan.rows[0]!.outcome).toBe("change");
    // Another category of the same product type: a move, whose old address will answer 301.
    expect(plan.moved.map((m) => [m.productId, m.categoryId])).toEqual([[10, 3]]);
    expect(plan.rows[1]!.problems.map((p) => p.message)).toEqual(["Product 10 staat ook al op regel 2", "Categorie koffie bestaat niet", "Merk zanussi bestaat niet"]);
    expect(planImport(["price"], [row(2, { price: 100 })], CATALOGUE).rows[0]!.problems[0]!.field).toBe("row");
  });

  it("a discount must stay below the price, checked when either changes", () => {
    const plan = planImport(["productId", "cashDeskDiscount"], [row(2, { productId: 10, cashDeskDiscount: 64_900 }), row(3, { productId: 11, cashDeskDiscount: 5000 })], CATALOGUE);
    expect(plan.rows[0]!.problems).toEqual([{ field: "cashDeskDiscount", message: "cashDeskDiscount (649,00) moet lager zijn dan de prijs (649,00)" }]);
    expect(plan.rows[1]!.changes).toEqual([{ field: "cashDeskDiscount", from: null, to: "50,00" }]);
  });

  it("a productId that does not exist with an EAN of another product is refused, not made anew", () => {
    const plan = planImport(["productId", "ean"], [row(2, { productId: 99, ean: WASHER.ean })], CATALOGUE);
    expect(plan.rows[0]!.problems[0]).toEqual({ field: "productId", message: `productId 99 bestaat niet, maar EAN ${WASHER.ean} hoort bij product 10` });
  });
});
