/**
 * The product page's loader as it was before issue 18 (nine round trips, the
 * alternatives sorted over the whole category), kept only so a test can show
 * that the one-statement loader answers exactly the same.
 */
import { asc, eq, inArray, or, sql } from "drizzle-orm";

import type { PricedOption, ProductCombination, ProductDetail } from "@/domain/catalogue/product-detail";
import type { ProductSummary } from "@/domain/catalogue/product-summary";
import { isSmallApplianceCategory } from "@/domain/catalogue/small-appliances";
import { formatSpecificationValue } from "@/domain/catalogue/specifications";
import { productImageUrl } from "@/domain/catalogue/urls";
import { MAX_ALTERNATIVES } from "@/server/catalogue/get-product-detail";
import { PRODUCT_PRICE_COLUMNS } from "@/server/catalogue/product-price-columns";
import { loadSummariesByIds } from "@/server/catalogue/product-summaries";
import { loadReferenceData } from "@/server/catalogue/reference-data";
import type { Database } from "@/server/db/client";
import { isStorableId } from "@/server/db/ids";
import { queryRows } from "@/server/db/rows";
import { combinationProducts, combinations, productFaqs, productImages, productTagLinks, productTags, products, type ProductRow } from "@/server/db/schema";

export async function loadProductDetailBeforeIssue18(db: Database, productId: number, now: Date): Promise<ProductDetail | null> {
  if (!isStorableId(productId)) return null;
  const [ref, [product]] = await Promise.all([loadReferenceData(db), db.select(detailColumns).from(products).where(eq(products.productId, productId))]);
  if (!product) return null;

  const [summaries, images, combinationList, faq, tags, alternatives] = await Promise.all([
    loadSummariesByIds(db, [productId], now),
    db.select().from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position)),
    loadCombinations(db, productId, now),
    db
      .select({ id: productFaqs.faqId, question: productFaqs.question, answer: productFaqs.answer })
      .from(productFaqs)
      .where(or(eq(productFaqs.productId, productId), eq(productFaqs.productType, product.productType)))
      // The product's own questions first, then those of its type.
      .orderBy(sql`${productFaqs.productId} is null`, asc(productFaqs.position), asc(productFaqs.faqId)),
    db
      .select({ id: productTags.tagId, slug: productTags.slug, name: productTags.name })
      .from(productTagLinks)
      .innerJoin(productTags, eq(productTags.tagId, productTagLinks.tagId))
      .where(eq(productTagLinks.productId, productId))
      .orderBy(asc(productTags.position)),
    loadAlternatives(db, product, now),
  ]);
  const summary = summaries[0];
  if (!summary) return null;

  const type = ref.productTypes.get(product.productType);
  const category = ref.categories.get(product.categoryId);
  const hub = category ? ref.hubs.get(category.hubSlug) : undefined;
  return {
    ...summary,
    ean: product.ean,
    series: product.series,
    colour: product.colour,
    description: product.description,
    productType: { code: product.productType, name: type?.name ?? product.productType },
    hub: { slug: hub?.slug ?? "", name: hub?.name ?? "" },
    categoryId: product.categoryId,
    images: images.map((image) => ({ url: productImageUrl(productId, image.position), alt: image.alt, view: image.view })),
    specifications: (type?.specifications ?? [])
      .filter((definition) => product.specifications[definition.key] !== undefined)
      .map((definition) => ({
        key: definition.key,
        label: definition.label,
        value: formatSpecificationValue(definition, product.specifications[definition.key]),
        ...(definition.help ? { help: definition.help } : {}),
      })),
    listPriceCents: product.priceCents,
    cashDeskDiscountCents: product.cashDeskDiscountCents,
    makeAmendsDiscountCents: product.makeAmendsDiscountCents,
    deliveryCostCents: product.deliveryCostCents,
    options: {
      assembly: option(product.assemblyPriceCents, product.freeAssembly, product.freeAssemblyDismissable, product.assemblyPriceSecondaryCents),
      extraService: option(product.extraServicePriceCents, product.freeExtraService, false),
      extraWarranty: option(product.extraWarrantyPriceCents, product.freeExtraWarranty, product.freeExtraWarrantyDismissable),
      pickUpDiscountCents: product.pickUpDiscountCents,
    },
    expired: product.expired,
    stock: product.stock,
    floorSelectionDisabled: isSmallApplianceCategory(product.categoryId),
    combinations: combinationList,
    faq,
    tags,
    alternatives,
  };
}

// Everything but the search columns, which the page has no use for.
const detailColumns = {
  productId: products.productId,
  productType: products.productType,
  categoryId: products.categoryId,
  ean: products.ean,
  series: products.series,
  colour: products.colour,
  description: products.description,
  specifications: products.specifications,
  ...PRODUCT_PRICE_COLUMNS,
  sellingPriceCents: products.sellingPriceCents,
  makeAmendsDiscountCents: products.makeAmendsDiscountCents,
  stock: products.stock,
};

type DetailRow = Pick<ProductRow, keyof typeof detailColumns>;

function option(priceCents: number | null, free: boolean, dismissable: boolean, secondaryPriceCents?: number | null): PricedOption | null {
  if (priceCents === null) return null;
  return { priceCents, ...(secondaryPriceCents != null ? { secondaryPriceCents } : {}), free, dismissable };
}

async function loadCombinations(db: Database, productId: number, now: Date): Promise<ProductCombination[]> {
  const rows = await db
    .select({
      combinationId: combinations.combinationId,
      slug: combinations.slug,
      name: combinations.name,
      discountCents: combinations.discountCents,
      productId: combinationProducts.productId,
      position: combinationProducts.position,
    })
    .from(combinationProducts)
    .innerJoin(combinations, eq(combinations.combinationId, combinationProducts.combinationId))
    .where(
      inArray(
        combinationProducts.combinationId,
        db.select({ id: combinationProducts.combinationId }).from(combinationProducts).where(eq(combinationProducts.productId, productId)),
      ),
    )
    .orderBy(asc(combinations.combinationId), asc(combinationProducts.position));
  if (rows.length === 0) return [];
  const parts = new Map((await loadSummariesByIds(db, [...new Set(rows.map((row) => row.productId))], now)).map((s) => [s.productId, s]));
  const byId = new Map<number, ProductCombination>();
  for (const row of rows) {
    const combination = byId.get(row.combinationId) ?? {
      combinationId: row.combinationId,
      slug: row.slug,
      name: row.name,
      discountCents: row.discountCents,
      products: [] as ProductSummary[],
      totalPriceCents: 0,
    };
    const part = parts.get(row.productId);
    if (part) combination.products.push(part);
    byId.set(row.combinationId, combination);
  }
  return [...byId.values()].map((combination) => ({
    ...combination,
    totalPriceCents: combination.products.reduce((sum, part) => sum + part.priceCents, 0) - combination.discountCents,
  }));
}

/** Same category, closest in price, in stock and still sold; the most popular first among equals. */
async function loadAlternatives(db: Database, product: DetailRow, now: Date): Promise<ProductSummary[]> {
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`select p.product_id from products p
        where p.category_id = ${product.categoryId}::int and p.product_id <> ${product.productId}::int
          and not p.expired and p.stock > 0
        order by abs(p.selling_price_cents - ${product.sellingPriceCents}::int), p.popularity desc, p.product_id
        limit ${MAX_ALTERNATIVES}::int`,
  );
  return loadSummariesByIds(
    db,
    rows.map((row) => row.product_id),
    now,
  );
}
