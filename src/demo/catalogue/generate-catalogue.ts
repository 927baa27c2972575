/**
 * Generates the demo catalogue: a pure function of its options. The same count,
 * seed and day give deep-equal rows, so a bug report can name product 100417 and
 * everyone sees the same fridge.
 */
import { ean13CheckDigit } from "@/domain/catalogue/ean";
import { isSmallApplianceCategory } from "@/domain/catalogue/small-appliances";
import { generateKitchens } from "@/demo/kitchens/generate-kitchens";
import type { KitchenInsert, ShowroomKitchenInsert } from "@/demo/kitchens/rows";

import type { ProductInsert, ProductImageInsert, CombinationInsert, CombinationProductInsert } from "./rows";
import { BRAND_PROFILES } from "./brand-lines";
import { describeProduct } from "./descriptions";
import { buildBundleFaqs, buildTypeFaqs, type BundleMember, type ProductFaqInsert } from "./faqs";
import { buildFilters, type FilterInsert } from "./filters";
import { INFORMATION, type InformationInsert } from "./information";
import { UniqueNames, slugify } from "./names";
import { planCatalogue, type CombinationPlan, type Slot } from "./plan";
import {
  buildPriceHistory,
  cashbackCents,
  cashDeskDiscountCents,
  extraWarrantyCents,
  makeAmendsDiscountCents,
  tieredPriceCents,
  type PriceHistoryInsert,
} from "./pricing";
import { completeProductData } from "./product-data";
import { drawModel, energyClassFor, pickColour, seriesFor } from "./product-identity";
import { Random, deriveSeed } from "./random";
import { buildRewrites, type RewriteInsert } from "./rewrites";
import { buildSearchTerms, searchKeywords, type SearchTermInsert } from "./search-words";
import { generateSpecificationValues } from "./specification-values";
import { BRANDS, CATEGORIES, HUBS, PRODUCT_TYPES, type BrandInsert, type BrandSlug, type HubInsert, type ProductTypeInsert } from "./taxonomy";
import { PRODUCT_TAGS, tagLinksFor, type ProductTagInsert, type ProductTagLinkInsert } from "./tags";
import { TYPE_PROFILES } from "./type-profiles";

export type { ProductInsert, ProductImageInsert, CombinationInsert, CombinationProductInsert };

export interface CatalogueOptions {
  productCount: number;
  seed: number;
  /** Only the day counts: dates are whole days before or after it (UTC). */
  now: Date;
}

export type CategoryRowInsert = (typeof CATEGORIES)[number];

export interface GeneratedCatalogue {
  hubs: HubInsert[];
  brands: BrandInsert[];
  productTypes: ProductTypeInsert[];
  categories: CategoryRowInsert[];
  products: ProductInsert[];
  productImages: ProductImageInsert[];
  priceHistory: PriceHistoryInsert[];
  combinations: CombinationInsert[];
  combinationProducts: CombinationProductInsert[];
  productFaqs: ProductFaqInsert[];
  productTags: ProductTagInsert[];
  productTagLinks: ProductTagLinkInsert[];
  rewrites: RewriteInsert[];
  information: InformationInsert[];
  filters: FilterInsert[];
  searchTerms: SearchTermInsert[];
  /** Issue 22: the kitchens, with the catalogue's appliances, and what stands in the showroom. */
  kitchens: KitchenInsert[];
  showroomKitchens: ShowroomKitchenInsert[];
}

export const FIRST_PRODUCT_ID = 100001;
export const FIRST_COMBINATION_ID = 5001;

const DAY_MS = 86_400_000;
const clamp01 = (t: number) => Math.min(1, Math.max(0, t));
const BRAND_NAMES = new Map<string, string>(BRANDS.map((brand) => [brand.slug, brand.name]));
const HUB_NAMES = new Map<string, string>(HUBS.map((hub) => [hub.slug, hub.name]));

export function generateCatalogue(options: CatalogueOptions): GeneratedCatalogue {
  const { productCount, seed } = options;
  if (!Number.isInteger(productCount) || productCount < 0) throw new RangeError("productCount moet een geheel getal van 0 of meer zijn.");
  if (!Number.isFinite(options.now.getTime())) throw new RangeError("now moet een geldige datum zijn.");
  const today = new Date(Math.floor(options.now.getTime() / DAY_MS) * DAY_MS);

  const plan = planCatalogue(productCount, new Random(deriveSeed(seed, "plan")));
  const rng = new Random(deriveSeed(seed, "products"));
  const eans = new EanIssuer(deriveSeed(seed, "ean"));
  const productData = new Random(deriveSeed(seed, "product-data"));
  const names = new UniqueNames();
  const slugs = new Set<string>();
  const inCombination = new Set(plan.combinations.flatMap((combination) => combination.slots));

  const rows: ProductInsert[] = [];
  const images: ProductImageInsert[] = [];
  const history: PriceHistoryInsert[] = [];
  const tagLinks: ProductTagLinkInsert[] = [];
  plan.slots.forEach((slot, index) => {
    const productId = FIRST_PRODUCT_ID + index;
    const product = generateProduct(slot, productId, rng, { today, eans, names, slugs, productData, inCombination: inCombination.has(index) });
    rows.push(product);
    images.push(...imagesFor(product, rng));
    tagLinks.push(...tagLinksFor(product, today));
    history.push(
      ...buildPriceHistory(
        {
          productId,
          priceCents: product.priceCents,
          discounted: product.cashDeskDiscountCents != null,
          sellingPriceCents: product.priceCents - (product.cashDeskDiscountCents ?? 0),
          today,
          daysOnSale: Math.round((today.getTime() - Date.parse(product.releasedAt)) / DAY_MS),
        },
        rng,
      ),
    );
  });

  const { combinationRows, combinationProductRows, members } = buildCombinations(plan.combinations, rows, rng);
  const typeFaqs = buildTypeFaqs(1);

  return {
    hubs: HUBS.map((hub) => ({ ...hub })),
    brands: BRANDS.map((brand) => ({ ...brand })),
    productTypes: PRODUCT_TYPES.map((type) => ({ ...type, specifications: type.specifications.map((spec) => ({ ...spec })) })),
    categories: CATEGORIES.map((category) => ({ ...category })),
    products: rows,
    productImages: images,
    priceHistory: history,
    combinations: combinationRows,
    combinationProducts: combinationProductRows,
    productFaqs: [...typeFaqs, ...buildBundleFaqs(members, typeFaqs.length + 1)],
    productTags: PRODUCT_TAGS.map((tag) => ({ ...tag })),
    productTagLinks: tagLinks,
    rewrites: buildRewrites(rows, CATEGORIES, BRANDS),
    information: INFORMATION.map((text) => ({ ...text })),
    filters: buildFilters(),
    searchTerms: buildSearchTerms({ products: rows, hubs: HUBS, brands: BRANDS, categories: CATEGORIES }),
    ...generateKitchens(rows, options.now),
  };
}

interface ProductContext {
  today: Date;
  eans: EanIssuer;
  names: UniqueNames;
  slugs: Set<string>;
  /** The stream of product-data.ts: dimensions, label figures. */
  productData: Random;
  inCombination: boolean;
}

function generateProduct(slot: Slot, productId: number, rng: Random, ctx: ProductContext): ProductInsert {
  const { category, brand: brandSlug } = slot;
  const type = category.productType;
  const brand = BRAND_PROFILES[brandSlug];
  const brandName = BRAND_NAMES.get(brandSlug) ?? brandSlug;
  const profile = TYPE_PROFILES[type];
  const large = !isSmallApplianceCategory(category.categoryId);

  const tier = slot.tier ?? clamp01(brand.tier + rng.noise() * 0.45);
  const series = seriesFor(brand, type, tier);
  const colour = pickColour(brand, type, rng);
  const model = ctx.names.claim(() => drawModel(brand, type, series, colour, rng), rng);
  const name = brand.seriesInName ? `${series} ${model}` : model;
  let slug = slugify(`${brandSlug} ${name}`);
  while (ctx.slugs.has(slug)) slug = `${slug}-${rng.int(2, 9)}`;
  ctx.slugs.add(slug);

  const specContext = { rng, tier, model, priceTier: tier };
  const specifications = generateSpecificationValues(type, specContext);
  const priceCents = tieredPriceCents(profile.priceEuros, specContext.priceTier, rng);
  const energyClass = energyClassFor(profile.energyScale, type, specifications, tier, rng);

  const assembly = large ? profile.assemblyCents : null;
  const extraService = large && profile.extraServiceCents ? Math.min(3995, profile.extraServiceCents + (priceCents > 150_000 ? 500 : 0)) : null;
  const extraWarranty = extraWarrantyCents(priceCents, rng);
  const freeAssembly = assembly != null && rng.chance(0.08);
  const freeExtraWarranty = extraWarranty != null && rng.chance(0.03);
  completeProductData(type, specifications, { rng: ctx.productData, energyClass, offersExtraWarranty: extraWarranty != null });

  const stockRoll = rng.float();
  const stock = stockRoll < 0.8 ? rng.int(1, 40) : 0;
  const stockEstimatedDate = stockRoll >= 0.8 && stockRoll < 0.95 ? isoDate(ctx.today, rng.int(2, 30)) : null;
  const ratingCount = Math.floor(900 * rng.float() ** 2.5);
  const ratingScore = clamp01(0.55 + 0.3 * (tier - 0.5) + rng.noise() * 0.4);

  return {
    productId,
    slug,
    brandSlug,
    name,
    series,
    ean: ctx.eans.issue(brandSlug, brand.eanPrefix),
    productType: type,
    categoryId: category.categoryId,
    colour,
    description: describeProduct({ type, fullName: `${brandName} ${name}`, specs: specifications, colour, energyClass }),
    priceCents,
    cashDeskDiscountCents: rng.chance(0.2) ? cashDeskDiscountCents(priceCents, rng) : null,
    makeAmendsDiscountCents: rng.chance(0.02) ? makeAmendsDiscountCents(priceCents, rng) : null,
    cashbackCents: rng.chance(0.05) ? cashbackCents(priceCents, large, rng) : null,
    deliveryCostCents: profile.deliveryCostCents ? rng.pick(profile.deliveryCostCents) : 0,
    assemblyPriceCents: assembly?.[0] ?? null,
    assemblyPriceSecondaryCents: assembly?.[1] ?? null,
    extraServicePriceCents: extraService,
    extraWarrantyPriceCents: extraWarranty,
    freeAssembly,
    freeAssemblyDismissable: freeAssembly && rng.chance(0.5),
    freeExtraService: extraService != null && rng.chance(0.02),
    freeExtraWarranty,
    freeExtraWarrantyDismissable: freeExtraWarranty && rng.chance(0.5),
    // Every product can be collected in Zoeterwoude; some large ones with a discount for it.
    pickUpDiscountCents: large && rng.chance(0.3) ? rng.pick([500, 1000, 1500, 2000, 2500]) : 0,
    // A bundle on offer must stay buyable.
    expired: !ctx.inCombination && rng.chance(0.02),
    energyClass,
    specifications,
    stock,
    stockEstimatedDate,
    ratingAverage: ratingCount > 0 ? Math.round((3.5 + 1.5 * ratingScore) * 10) / 10 : null,
    ratingCount,
    popularity: Math.min(10_000, Math.round(ratingCount * 6 + rng.float() * 4600)),
    releasedAt: isoDate(ctx.today, -rng.int(1, 3 * 365)),
    searchKeywords: searchKeywords({ productType: type, specifications: withoutNoiseClass(specifications) }, { brandName, category, hubName: HUB_NAMES.get(category.hubSlug) ?? "" }),
  };
}

/**
 * The label's noise class is a bare letter ("B"): among the search keywords it
 * would make "energieklasse B" find every product with noise class B.
 */
function withoutNoiseClass(specifications: ProductInsert["specifications"]): ProductInsert["specifications"] {
  const { geluidsklasse: _noiseClass, ...rest } = specifications;
  return rest;
}

function isoDate(today: Date, days: number): string {
  return new Date(today.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Product types whose 'open' view shows an open door or lid; the others are shown in use. */
const OPENS = new Set(["wasmachine", "wasdroger", "wasdroogcombinatie", "koelkast", "amerikaanse-koelkast", "vriezer", "vaatwasser", "fornuis", "inbouwoven", "inbouwkoelkast", "inbouwvaatwasser", "magnetron", "koffiemachine", "waterkoker", "airfryer"]);

function imagesFor(product: ProductInsert, rng: Random): ProductImageInsert[] {
  const label = `${BRAND_NAMES.get(product.brandSlug) ?? product.brandSlug} ${product.name}`;
  const alt = {
    front: `${label}, vooraanzicht`,
    open: `${label}, ${OPENS.has(product.productType) ? "geopend" : "in gebruik"}`,
    detail: `${label}, detail van de bediening`,
  };
  const views: (keyof typeof alt)[] = rng.chance(0.7) ? ["front", "open", "detail"] : ["front", "detail", "open"];
  const count = rng.chance(0.5) ? 3 : 2;
  return views.slice(0, count).map((view, i) => ({ productId: product.productId, position: i + 1, view, alt: alt[view] }));
}

function buildCombinations(plans: readonly CombinationPlan[], rows: readonly ProductInsert[], rng: Random) {
  const combinationRows: CombinationInsert[] = [];
  const combinationProductRows: CombinationProductInsert[] = [];
  const members: BundleMember[] = [];
  plans.forEach((plan, index) => {
    const parts = plan.slots.map((slot) => rows[slot]).filter((row): row is ProductInsert => row !== undefined);
    const first = parts[0];
    if (!first || parts.length !== plan.slots.length) return;
    const combinationId = FIRST_COMBINATION_ID + index;
    const brandName = BRAND_NAMES.get(first.brandSlug) ?? first.brandSlug;
    const name = plan.kind === "was-droog" ? `${brandName} ${first.series} was-droogset` : `${brandName} ${first.series} inbouwset oven en kookplaat`;
    const discountCents = rng.int(5, 20) * 500;
    combinationRows.push({ combinationId, slug: `${slugify(name)}-${combinationId}`, name, discountCents });
    parts.forEach((member, position) => {
      combinationProductRows.push({ combinationId, productId: member.productId, position: position + 1 });
      const partner = parts[position === 0 ? 1 : 0];
      if (partner) {
        const fullName = (p: ProductInsert) => `${BRAND_NAMES.get(p.brandSlug) ?? p.brandSlug} ${p.name}`;
        members.push({ productId: member.productId, fullName: fullName(member), partnerName: fullName(partner), bundleName: name, discountCents });
      }
    });
  });
  return { combinationRows, combinationProductRows, members };
}

function brandSalt(brand: string): number {
  let salt = 0;
  for (let i = 0; i < brand.length; i++) salt = (salt * 31 + brand.charCodeAt(i)) % 100_000;
  return salt;
}

/**
 * EANs from the brand's GS1 company prefix and a five-digit item reference.
 * Stepping the reference by a number coprime to 100,000 spreads the codes like
 * real ones while never repeating one within a brand.
 */
class EanIssuer {
  private readonly issued = new Map<BrandSlug, number>();

  constructor(private readonly offset: number) {}

  issue(brand: BrandSlug, prefix: string): string {
    const count = this.issued.get(brand) ?? 0;
    if (count >= 100_000) throw new RangeError(`Merk ${brand} heeft geen vrije EAN-codes meer.`);
    this.issued.set(brand, count + 1);
    const item = (count * 7919 + ((this.offset + brandSalt(brand)) % 100_000)) % 100_000;
    const body = `${prefix}${String(item).padStart(5, "0")}`;
    return `${body}${ean13CheckDigit(body)}`;
  }
}
