import { describe, expect, it } from "vitest";

import { isValidEan13 } from "@/domain/catalogue/ean";
import { isSmallApplianceCategory } from "@/domain/catalogue/small-appliances";

import { BRAND_PROFILES } from "./brand-lines";
import { generateCatalogue, type GeneratedCatalogue, type ProductInsert } from "./generate-catalogue";
import { PRODUCT_TYPE_CODES } from "./product-types";
import { BRAND_SLUGS } from "./taxonomy";
import { COLOURS, TYPE_PROFILES } from "./type-profiles";

const NOW = new Date("2026-05-01T12:34:56Z");
const DAY_MS = 86_400_000;

const cache = new Map<string, GeneratedCatalogue>();
function catalogue(productCount: number, seed = 7): GeneratedCatalogue {
  const key = `${productCount}:${seed}`;
  let result = cache.get(key);
  if (!result) {
    result = generateCatalogue({ productCount, seed, now: NOW });
    cache.set(key, result);
  }
  return result;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

const SMALL_TYPES = new Set(["magnetron", "stofzuiger", "strijkijzer", "koffiemachine", "waterkoker", "airfryer", "keukenmachine", "blender", "broodrooster"]);
const MONEY_FIELDS = [
  "priceCents",
  "cashDeskDiscountCents",
  "makeAmendsDiscountCents",
  "cashbackCents",
  "deliveryCostCents",
  "assemblyPriceCents",
  "assemblyPriceSecondaryCents",
  "extraServicePriceCents",
  "extraWarrantyPriceCents",
  "pickUpDiscountCents",
] as const satisfies readonly (keyof ProductInsert)[];

describe("generateCatalogue: determinism", () => {
  it("the same options give deep-equal catalogues", () => {
    const again = generateCatalogue({ productCount: 300, seed: 7, now: new Date(NOW) });
    expect(again).toEqual(catalogue(300));
  });

  it("another time on the same day gives the same catalogue", () => {
    const evening = generateCatalogue({ productCount: 300, seed: 7, now: new Date("2026-05-01T23:59:00Z") });
    expect(evening).toEqual(catalogue(300));
  });

  it("another seed gives another catalogue", () => {
    const other = catalogue(300, 8);
    expect(other.products.map((p) => p.name)).not.toEqual(catalogue(300).products.map((p) => p.name));
    expect(other.products.map((p) => p.ean)).not.toEqual(catalogue(300).products.map((p) => p.ean));
  });
});

describe("generateCatalogue: reference data", () => {
  const { hubs, brands, productTypes, categories } = catalogue(200);

  it("has the three hubs", () => {
    expect(hubs.map((h) => h.slug)).toEqual(["huishouden", "keukenapparatuur", "inbouwapparatuur"]);
  });

  it("has all 16 brands of the specification", () => {
    expect(brands.map((b) => b.slug)).toEqual([...BRAND_SLUGS]);
    expect(brands).toHaveLength(16);
  });

  it("has exactly the product type codes the drawings know", () => {
    expect(productTypes.map((t) => t.code).sort()).toEqual([...PRODUCT_TYPE_CODES].sort());
  });

  it("keeps generator hints out of the stored specification definitions", () => {
    for (const type of productTypes) {
      for (const spec of type.specifications) expect(spec).not.toHaveProperty("hint");
    }
  });

  it("gives every product type its three key specifications, numbered 1 to 3 once each", () => {
    for (const type of productTypes) {
      const keySpecs = type.specifications.flatMap((s) => (s.keySpec ? [s.keySpec] : [])).sort();
      expect(keySpecs, type.code).toEqual([1, 2, 3]);
      expect(new Set(type.specifications.map((s) => s.key)).size, type.code).toBe(type.specifications.length);
    }
  });

  it("has the category slugs the specification links to", () => {
    const slugs = categories.map((c) => c.slug);
    for (const slug of ["wasmachines", "wasdrogers", "koelkasten", "vaatwassers", "fornuizen", "kookplaten"]) expect(slugs).toContain(slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(categories.map((c) => c.categoryId)).size).toBe(categories.length);
  });

  it("small-appliance categories use the decision-§3 ids and large ones do not", () => {
    for (const category of categories) {
      expect(isSmallApplianceCategory(category.categoryId), category.slug).toBe(SMALL_TYPES.has(category.productType));
    }
  });

  it("every category belongs to a known hub and product type", () => {
    const hubSlugs = new Set(hubs.map((h) => h.slug));
    const codes = new Set(productTypes.map((t) => t.code));
    for (const category of categories) {
      expect(hubSlugs.has(category.hubSlug)).toBe(true);
      expect(codes.has(category.productType)).toBe(true);
    }
  });
});

describe("generateCatalogue: products", () => {
  const big = catalogue(1500);

  it("numbers products from 100001 without gaps", () => {
    big.products.forEach((product, i) => expect(product.productId).toBe(100001 + i));
  });

  it("every category has products at 200 products", () => {
    const small = catalogue(200);
    expect(small.products).toHaveLength(200);
    for (const category of small.categories) {
      expect(small.products.some((p) => p.categoryId === category.categoryId), category.slug).toBe(true);
    }
  });

  it("all 16 brands have products, even at 50 products", () => {
    for (const count of [50, 200]) {
      const present = new Set(catalogue(count).products.map((p) => p.brandSlug));
      expect([...present].sort()).toEqual([...BRAND_SLUGS].sort());
    }
  });

  it("stocks more washing machines than toasters", () => {
    const count = (slug: string) => {
      const id = big.categories.find((c) => c.slug === slug)?.categoryId;
      return big.products.filter((p) => p.categoryId === id).length;
    };
    expect(count("wasmachines")).toBeGreaterThan(count("broodroosters") * 3);
  });

  it("every brand only appears in product types it makes", () => {
    for (const product of big.products) {
      const brand = BRAND_PROFILES[product.brandSlug as keyof typeof BRAND_PROFILES];
      expect(brand.lines, `${product.brandSlug} ${product.productType}`).toHaveProperty(product.productType);
    }
    expect(new Set(big.products.filter((p) => p.brandSlug === "quooker").map((p) => p.productType))).toEqual(new Set(["kokendwaterkraan"]));
  });

  it("the product type matches the category's product type", () => {
    const typeOf = new Map(big.categories.map((c) => [c.categoryId, c.productType]));
    for (const product of big.products) expect(product.productType).toBe(typeOf.get(product.categoryId));
  });

  it("every EAN has a valid check digit", () => {
    for (const product of big.products) expect(isValidEan13(product.ean), product.ean).toBe(true);
  });

  it("every EAN is unique", () => {
    expect(new Set(big.products.map((p) => p.ean)).size).toBe(big.products.length);
  });

  it("names are unique and never start with the brand", () => {
    expect(new Set(big.products.map((p) => p.name)).size).toBe(big.products.length);
    const brandNames = new Map(big.brands.map((b) => [b.slug, b.name.toLowerCase()]));
    for (const product of big.products) {
      expect(product.name.toLowerCase().startsWith(`${brandNames.get(product.brandSlug)} `), product.name).toBe(false);
      expect(product.series.length).toBeGreaterThan(0);
    }
  });

  it("slugs are readable, lowercase, hyphenated and unique per category", () => {
    const seen = new Set<string>();
    for (const product of big.products) {
      expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(product.slug.startsWith(`${product.brandSlug}-`)).toBe(true);
      const key = `${product.categoryId}/${product.slug}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it("colours come from the fixed list", () => {
    for (const product of big.products) expect(COLOURS).toContain(product.colour);
  });

  it("specification values exist for every definition of the type, of the right kind (the extra warranty's term only where it is offered)", () => {
    const definitions = new Map(big.productTypes.map((t) => [t.code, t.specifications]));
    for (const product of big.products) {
      const specs = (definitions.get(product.productType) ?? []).filter((s) => s.key !== "extra-garantie" || product.extraWarrantyPriceCents != null);
      expect(Object.keys(product.specifications).sort()).toEqual(specs.map((s) => s.key).sort());
      for (const spec of specs) {
        const value = product.specifications[spec.key];
        const expected = spec.kind === "number" ? "number" : spec.kind === "boolean" ? "boolean" : "string";
        expect(typeof value, `${product.productType}.${spec.key}`).toBe(expected);
      }
    }
  });

  it("energy classes follow the label scale of the product type", () => {
    for (const product of big.products) {
      const scale = TYPE_PROFILES[product.productType as keyof typeof TYPE_PROFILES].energyScale;
      if (scale === null) expect(product.energyClass).toBeNull();
      if (scale === "new") expect(["A", "B", "C", "D", "E", "F", "G"]).toContain(product.energyClass);
      if (scale === "old") expect(["A+++", "A++", "A+", "A", "B"]).toContain(product.energyClass);
    }
  });

  it("prices and money are integer cents, and discounts stay below the price", () => {
    for (const product of big.products) {
      for (const field of MONEY_FIELDS) {
        const value = product[field];
        if (value != null) expect(Number.isInteger(value) && value >= 0, `${field} ${value}`).toBe(true);
      }
      expect(product.priceCents).toBeGreaterThan(0);
      expect([0, 95, 99]).toContain(product.priceCents % 100);
      const discounts = (product.cashDeskDiscountCents ?? 0) + (product.makeAmendsDiscountCents ?? 0) + (product.cashbackCents ?? 0);
      expect(discounts).toBeLessThan(product.priceCents);
    }
  });

  it("prices stay within the range of their product type", () => {
    for (const product of big.products) {
      const [min, max] = TYPE_PROFILES[product.productType as keyof typeof TYPE_PROFILES].priceEuros;
      expect(product.priceCents).toBeGreaterThanOrEqual(min * 100);
      expect(product.priceCents).toBeLessThanOrEqual(max * 100);
    }
  });

  it("small appliances have no assembly or extra service; large ones do", () => {
    for (const product of big.products) {
      const small = isSmallApplianceCategory(product.categoryId);
      expect(product.assemblyPriceCents == null, String(product.productId)).toBe(small);
      expect(product.extraServicePriceCents == null).toBe(small);
      if (small) {
        expect(product.freeAssembly).toBe(false);
        expect(product.pickUpDiscountCents).toBe(0);
      }
    }
  });

  it("free options are only dismissable when they are free", () => {
    for (const product of big.products) {
      if (product.freeAssemblyDismissable) expect(product.freeAssembly).toBe(true);
      if (product.freeExtraWarrantyDismissable) expect(product.freeExtraWarranty).toBe(true);
    }
  });

  it("an estimated stock date is only given for products out of stock, in the future", () => {
    const today = NOW.toISOString().slice(0, 10);
    for (const product of big.products) {
      expect(product.stock).toBeGreaterThanOrEqual(0);
      if (product.stockEstimatedDate) {
        expect(product.stock).toBe(0);
        expect(product.stockEstimatedDate > today).toBe(true);
      }
    }
    const inStock = big.products.filter((p) => p.stock > 0).length / big.products.length;
    expect(inStock).toBeGreaterThan(0.7);
    expect(inStock).toBeLessThan(0.9);
  });

  it("ratings are between 3.5 and 5 with one decimal, and absent without reviews", () => {
    for (const product of big.products) {
      if ((product.ratingCount ?? 0) === 0) expect(product.ratingAverage).toBeNull();
      else {
        expect(product.ratingAverage).toBeGreaterThanOrEqual(3.5);
        expect(product.ratingAverage).toBeLessThanOrEqual(5);
        expect(Math.round((product.ratingAverage ?? 0) * 10) / 10).toBe(product.ratingAverage);
      }
    }
  });

  it("release dates lie within the last three years", () => {
    const earliest = new Date(NOW.getTime() - 3 * 366 * DAY_MS).toISOString().slice(0, 10);
    for (const product of big.products) {
      expect(product.releasedAt >= earliest && product.releasedAt < NOW.toISOString().slice(0, 10)).toBe(true);
    }
  });
});

describe("generateCatalogue: images", () => {
  it("every product has 2 or 3 images at positions 1.., starting with the front view", () => {
    const { products, productImages } = catalogue(1500);
    const byProduct = groupBy(productImages, (image) => image.productId);
    for (const product of products) {
      const images = byProduct.get(product.productId) ?? [];
      expect(images.length).toBeGreaterThanOrEqual(2);
      expect(images.length).toBeLessThanOrEqual(3);
      expect(images.map((i) => i.position)).toEqual(images.map((_, i) => i + 1));
      expect(images[0]?.view).toBe("front");
      for (const image of images) {
        expect(["front", "open", "detail"]).toContain(image.view);
        expect(image.alt).toContain(product.name);
      }
    }
  });
});

describe("generateCatalogue: price history", () => {
  const { products, priceHistory } = catalogue(1500);
  const byProduct = groupBy(priceHistory, (row) => row.productId);

  it("the last price history entry equals the price", () => {
    for (const product of products) {
      const rows = byProduct.get(product.productId) ?? [];
      expect(rows.length).toBeGreaterThanOrEqual(1);
      expect(rows.length).toBeLessThanOrEqual(5);
      expect(rows.at(-1)?.priceCents).toBe(product.priceCents);
    }
  });

  it("history lies within the last 120 days, in order, before now", () => {
    for (const rows of byProduct.values()) {
      const times = rows.map((r) => r.validFrom.getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(new Set(times).size).toBe(times.length);
      for (const time of times) {
        expect(time).toBeLessThan(NOW.getTime());
        expect(time).toBeGreaterThanOrEqual(NOW.getTime() - 121 * DAY_MS);
      }
    }
  });

  it("some discounted products were cheaper in the last 30 days and some were not", () => {
    const windowStart = NOW.getTime() - 30 * DAY_MS;
    let dipped = 0;
    let notDipped = 0;
    for (const product of products.filter((p) => p.cashDeskDiscountCents != null)) {
      const rows = byProduct.get(product.productId) ?? [];
      // The price in force at the start of the window counts, as do all later ones.
      const inForce = rows.filter((r, i) => r.validFrom.getTime() >= windowStart || (rows[i + 1]?.validFrom.getTime() ?? Infinity) > windowStart);
      if (Math.min(...inForce.map((r) => r.priceCents)) < product.priceCents) dipped++;
      else notDipped++;
    }
    expect(dipped).toBeGreaterThan(10);
    expect(notDipped).toBeGreaterThan(10);
  });
});

describe("generateCatalogue: combinations", () => {
  it("makes at least three bundles even for a small catalogue", () => {
    expect(catalogue(200).combinations.length).toBeGreaterThanOrEqual(3);
  });

  it("makes about one bundle per 60 products", () => {
    expect(catalogue(1500).combinations).toHaveLength(25);
  });

  it("bundles a washer with a dryer, or an oven with a hob, of one brand and series", () => {
    const { products, combinations, combinationProducts } = catalogue(1500);
    const byId = new Map(products.map((p) => [p.productId, p]));
    const kinds = new Set<string>();
    for (const combination of combinations) {
      const members = combinationProducts
        .filter((row) => row.combinationId === combination.combinationId)
        .sort((a, b) => a.position - b.position)
        .map((row) => byId.get(row.productId));
      const [first, second] = members;
      expect(members).toHaveLength(2);
      expect(first?.brandSlug).toBe(second?.brandSlug);
      expect(first?.series).toBe(second?.series);
      expect(first?.expired).toBe(false);
      expect(second?.expired).toBe(false);
      kinds.add(`${first?.productType}+${second?.productType}`);
      expect(combination.discountCents).toBeGreaterThanOrEqual(2500);
      expect(combination.discountCents).toBeLessThanOrEqual(10000);
    }
    expect(kinds).toEqual(new Set(["wasmachine+wasdroger", "inbouwoven+kookplaat"]));
  });

  it("numbers bundles from 5001 with unique slugs", () => {
    const { combinations } = catalogue(1500);
    combinations.forEach((c, i) => expect(c.combinationId).toBe(5001 + i));
    expect(new Set(combinations.map((c) => c.slug)).size).toBe(combinations.length);
  });
});

describe("generateCatalogue: scale", () => {
  it("generates 50,000 products", () => {
    const started = performance.now();
    const result = generateCatalogue({ productCount: 50_000, seed: 1, now: NOW });
    console.log(`50.000 producten gegenereerd in ${Math.round(performance.now() - started)} ms`);
    expect(result.products).toHaveLength(50_000);
    expect(new Set(result.products.map((p) => p.ean)).size).toBe(50_000);
  }, 60_000);
});
