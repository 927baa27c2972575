import { describe, expect, it } from "vitest";

import { generateCatalogue } from "./generate-catalogue";
import { PRODUCT_TYPE_CODES } from "./product-types";
import { compoundHeads, joinedWords, lexiconWords, SEARCH_SYNONYMS } from "./search-words";

const NOW = new Date("2026-05-01T12:34:56Z");
const catalogue = generateCatalogue({ productCount: 1500, seed: 7, now: NOW });

describe("generated content for search and product pages", () => {
  it("every product type has three to five questions, in Dutch, positioned from 1", () => {
    for (const code of PRODUCT_TYPE_CODES) {
      const faqs = catalogue.productFaqs.filter((faq) => faq.productType === code);
      expect(faqs.length, code).toBeGreaterThanOrEqual(3);
      expect(faqs.length, code).toBeLessThanOrEqual(5);
      expect(faqs.map((faq) => faq.position)).toEqual(faqs.map((_, i) => i + 1));
      for (const faq of faqs) expect(faq.question).toMatch(/\?$/);
    }
  });

  it("every bundle member has its own question, naming its partner", () => {
    const members = new Set(catalogue.combinationProducts.map((row) => row.productId));
    const own = catalogue.productFaqs.filter((faq) => faq.productId != null);
    expect(new Set(own.map((faq) => faq.productId))).toEqual(members);
    expect(new Set(catalogue.productFaqs.map((faq) => faq.faqId)).size).toBe(catalogue.productFaqs.length);
  });

  it("tags follow from the product: a Stil washer is among the quietest, an Energiezuinig one has class A or B", () => {
    const tagId = (slug: string) => catalogue.productTags.find((tag) => tag.slug === slug)?.tagId;
    const byId = new Map(catalogue.products.map((p) => [p.productId, p]));
    for (const link of catalogue.productTagLinks) {
      const product = byId.get(link.productId);
      if (link.tagId === tagId("energiezuinig")) expect(["A", "B", "A+++"]).toContain(product?.energyClass);
      if (link.tagId === tagId("stil") && product?.productType === "wasmachine") expect(product.specifications.geluidsniveau).toBeLessThanOrEqual(73);
      if (link.tagId === tagId("cashback")) expect(product?.cashbackCents).toBeGreaterThan(0);
    }
    expect(catalogue.productTagLinks.length).toBeGreaterThan(catalogue.products.length / 4);
  });

  it("rewrites move a few hundred old URLs to live pages, each old URL once", () => {
    const { rewrites } = catalogue;
    expect(rewrites.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rewrites.map((r) => r.fromPath)).size).toBe(rewrites.length);
    const categorySlugs = new Set(catalogue.categories.map((c) => c.slug));
    const productUrls = new Set(
      catalogue.products.map((p) => `/${catalogue.categories.find((c) => c.categoryId === p.categoryId)?.slug}/${p.slug}/`),
    );
    for (const rewrite of rewrites) {
      expect(rewrite.fromPath).toMatch(/^\/[a-z0-9-]+\/([a-z0-9-]+\/)?$/);
      const target = rewrite.toPath.split("/").filter(Boolean);
      const live = target[0] === "merken" || (target.length === 1 && categorySlugs.has(target[0] ?? "")) || productUrls.has(rewrite.toPath);
      expect(live, rewrite.toPath).toBe(true);
    }
  });

  it("filters: brand and price first for every type, staff-only ones last, positions unique per type", () => {
    const byType = new Map<string | null, typeof catalogue.filters>();
    for (const filter of catalogue.filters) byType.set(filter.productType ?? null, [...(byType.get(filter.productType ?? null) ?? []), filter]);
    expect(byType.get(null)?.map((f) => f.key)).toEqual(["categorie", "merk", "prijs", "energieklasse", "voorraad"]);
    for (const code of PRODUCT_TYPE_CODES) {
      const filters = byType.get(code) ?? [];
      expect(filters.slice(0, 2).map((f) => f.key), code).toEqual(["merk", "prijs"]);
      expect(new Set(filters.map((f) => f.position)).size).toBe(filters.length);
      const firstStaff = filters.findIndex((f) => f.staffOnly);
      if (firstStaff >= 0) expect(filters.slice(firstStaff).every((f) => f.staffOnly), code).toBe(true);
    }
    expect(byType.get("wasmachine")?.find((f) => f.key === "aantal-programmas")?.staffOnly).toBe(true);
  });

  it("products carry the names search needs that live in other tables, and the lexicon knows them", () => {
    const washer = catalogue.products.find((p) => p.productType === "wasmachine");
    expect(washer?.searchKeywords).toMatch(/Wasmachine Wasmachines/);
    const terms = new Set(catalogue.searchTerms.map((t) => t.term));
    for (const word of ["wasmachine", "wasmachines", "koelkast", "miele", "inductie", "vulgewicht"]) expect(terms).toContain(word);
    for (const term of terms) expect(term).toMatch(/^[\p{L}]{3,}$/u);
  });

  it("names with a hyphen are also known joined, as shoppers write them: was-droogcombinatie is wasdroogcombinatie", () => {
    expect(joinedWords("Was-droogcombinatie en No-frost")).toEqual(["wasdroogcombinatie", "nofrost"]);
    const combination = catalogue.products.find((p) => p.productType === "wasdroogcombinatie");
    expect(combination?.searchKeywords).toContain("wasdroogcombinatie");
    expect(catalogue.searchTerms.map((t) => t.term)).toContain("wasdroogcombinatie");
  });

  it("a compound value is also a word for the type it is a kind of: a Combimagnetron is a magnetron", () => {
    expect(compoundHeads("Combimagnetron")).toEqual(["magnetron"]);
    expect(compoundHeads("Robotstofzuiger")).toEqual(["stofzuiger"]);
    expect(compoundHeads("Magnetron")).toEqual([]);
    const combiOven = catalogue.products.find((p) => p.productType === "inbouwoven" && p.specifications.type === "Combimagnetron");
    expect(combiOven?.searchKeywords?.split(" ")).toContain("magnetron");
  });

  it("the lexicon carries the synonyms, each meaning a word the catalogue itself uses", () => {
    const terms = new Map(catalogue.searchTerms.map((t) => [t.term, t]));
    expect(terms.get("frigo")?.means).toBe("koelkast");
    expect(terms.get("diepvriezer")?.means).toBe("vriezer");
    for (const means of Object.values(SEARCH_SYNONYMS)) expect(terms.get(means)?.frequency, means).toBeGreaterThan(0);
  });

  it("lexicon words are lower-case words of letters, without model numbers", () => {
    expect(lexiconWords("Bosch Serie 6 WGG24409NL was-droogcombinatie, crème")).toEqual(["bosch", "serie", "was", "droogcombinatie", "crème"]);
  });
});
