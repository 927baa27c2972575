import "server-only";

/**
 * The back office's product list, GET /api/catalogue/products/ (issue 21, part A):
 * search (name, EAN, product id, slug), filters (category, brand, in stock,
 * expired, discounted, missing data), sort and paging, in two statements: the
 * page and the exact count.
 *
 * Missing data, each a condition in SQL: no image row; a description shorter
 * than 40 characters; no energy class where the product type shows the EU
 * label (its specifications carry the label's figures); a specification of the
 * type without a value; an EAN whose check digit is wrong (GS1, in SQL).
 */
import { and, asc, desc, eq, gt, ilike, or, type SQL, sql } from "drizzle-orm";

import { productImageUrl, productUrl } from "@/domain/catalogue/urls";
import { centsToEuros } from "@/domain/money";
import type { z } from "zod";
import type { productListItemSchema } from "@/schemas/answers/catalogue-admin";
import { type CatalogueProductsQuery, MISSING_DATA, type MissingData } from "@/schemas/catalogue-admin/products-query";
import type { Database } from "@/server/db/client";
import { brands, categories, products } from "@/server/db/schema";

export type ProductListItem = z.output<typeof productListItemSchema>;

const MIN_DESCRIPTION = 40;
const likeLiteral = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The GS1 check digit of a 13-digit EAN, in SQL: weights 1 and 3 from the left. */
const eanIsValid = sql`(${products.ean} ~ '^[0-9]{13}$' and (10 - (select sum(substr(${products.ean}, i, 1)::int * (case when i % 2 = 0 then 3 else 1 end)) from generate_series(1, 12) i) % 10) % 10 = substr(${products.ean}, 13, 1)::int)`;

/** The product types whose products show the EU energy label. */
const labelTypes = sql`(select t.code from product_types t where exists (select 1 from jsonb_array_elements(t.specifications) d where d->>'key' like 'energieverbruik%' or d->>'key' like 'waterverbruik%' or d->>'key' in ('geluidsniveau', 'geluidsklasse')))`;

export const MISSING_CONDITIONS: Record<MissingData, SQL> = {
  image: sql`not exists (select 1 from product_images i where i.product_id = ${products.productId})`,
  description: sql`length(trim(${products.description})) < ${MIN_DESCRIPTION}`,
  energyLabel: sql`(${products.energyClass} is null and ${products.productType} in ${labelTypes})`,
  specifications: sql`exists (select 1 from product_types t, jsonb_array_elements(t.specifications) d where t.code = ${products.productType} and not (${products.specifications} ? (d->>'key')))`,
  ean: sql`not ${eanIsValid}`,
};

export function productListConditions(query: Omit<CatalogueProductsQuery, "page" | "pageSize" | "sort" | "order">): SQL[] {
  const conditions: SQL[] = [];
  for (const word of (query.q ?? "").trim().split(/\s+/).filter(Boolean)) {
    const like = `%${likeLiteral(word)}%`;
    const byId = /^\d{1,9}$/.test(word) ? eq(products.productId, Number(word)) : undefined;
    conditions.push(or(ilike(products.name, like), ilike(products.slug, like), ilike(products.ean, like), byId)!);
  }
  if (query.category !== undefined) conditions.push(eq(products.categoryId, query.category));
  if (query.brand !== undefined) conditions.push(eq(products.brandSlug, query.brand));
  if (query.inStock !== undefined) conditions.push(query.inStock ? gt(products.stock, 0) : sql`${products.stock} <= 0`);
  if (query.expired !== undefined) conditions.push(eq(products.expired, query.expired));
  if (query.discounted !== undefined) {
    const discounted = or(gt(products.cashDeskDiscountCents, 0), gt(products.makeAmendsDiscountCents, 0), gt(products.cashbackCents, 0))!;
    conditions.push(query.discounted ? discounted : sql`not coalesce(${discounted}, false)`);
  }
  if (query.missingData !== undefined) conditions.push(MISSING_CONDITIONS[query.missingData]);
  return conditions;
}

const SORT_COLUMNS = {
  productId: products.productId,
  name: products.name,
  price: products.sellingPriceCents,
  stock: products.stock,
  createdAt: products.createdAt,
} as const;

const euros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));

export async function listCatalogueProducts(db: Database, query: CatalogueProductsQuery): Promise<{ items: ProductListItem[]; total: number }> {
  const where = and(...productListConditions(query));
  const direction = query.order ?? (query.sort === "createdAt" ? "desc" : "asc");
  const by = direction === "asc" ? asc : desc;
  const missingColumns = Object.fromEntries(MISSING_DATA.map((kind) => [`missing_${kind}`, sql<boolean>`coalesce(${MISSING_CONDITIONS[kind]}, false)`])) as Record<`missing_${MissingData}`, SQL<boolean>>;
  const [rows, counted] = await Promise.all([
    db
      .select({
        productId: products.productId,
        name: products.name,
        brand: products.brandSlug,
        brandName: brands.name,
        categoryId: products.categoryId,
        categoryName: categories.name,
        categorySlug: categories.slug,
        ean: products.ean,
        slug: products.slug,
        priceCents: products.priceCents,
        sellingPriceCents: products.sellingPriceCents,
        cashDeskDiscountCents: products.cashDeskDiscountCents,
        makeAmendsDiscountCents: products.makeAmendsDiscountCents,
        cashbackCents: products.cashbackCents,
        stock: products.stock,
        stockEstimatedDate: products.stockEstimatedDate,
        expired: products.expired,
        firstImage: sql<number | null>`(select min(i.position)::int from product_images i where i.product_id = ${products.productId})`,
        ...missingColumns,
      })
      .from(products)
      .innerJoin(brands, eq(brands.slug, products.brandSlug))
      .innerJoin(categories, eq(categories.categoryId, products.categoryId))
      .where(where)
      .orderBy(by(SORT_COLUMNS[query.sort]), by(products.productId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      productId: row.productId,
      name: row.name,
      brand: row.brand,
      brandName: row.brandName,
      categoryId: row.categoryId,
      categoryName: row.categoryName,
      ean: row.ean,
      slug: row.slug,
      url: productUrl(row.categorySlug, row.slug),
      imageUrl: productImageUrl(row.productId, row.firstImage ?? 1),
      price: centsToEuros(row.priceCents),
      sellingPrice: centsToEuros(row.sellingPriceCents),
      cashDeskDiscount: euros(row.cashDeskDiscountCents),
      makeAmendsDiscount: euros(row.makeAmendsDiscountCents),
      cashback: euros(row.cashbackCents),
      stock: row.stock,
      stockEstimatedDate: row.stockEstimatedDate,
      expired: row.expired,
      missing: MISSING_DATA.filter((kind) => row[`missing_${kind}`] === true),
    })),
    total: counted[0]?.total ?? 0,
  };
}

