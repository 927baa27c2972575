import "server-only";

/**
 * The shop-only data of one product (issue 21, part B): purchase price, shop
 * price, shop-only options (its own and its product type's) and the shops'
 * stock. GET for staff, PUT for admins (decisions §12: admins write prices).
 */
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";

import { marginCodeKey } from "@/config/shop-settings";
import { marginCode, marginPercent } from "@/domain/catalogue/margin-code";
import { centsToEuros } from "@/domain/money";
import type { ShopDataAnswer } from "@/schemas/answers/catalogue-stock";
import type { ShopDataInput } from "@/schemas/catalogue-admin/stock";
import type { Database } from "@/server/db/client";
import { products, productShopOptions, productTypes } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { PRODUCT_NOT_FOUND } from "./save-stock";
import { loadShopStock } from "./shop-stock-rows";
import { stockChanged } from "./stock-changed";

const maybeEuros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));

export async function loadShopData(db: Database, productId: number): Promise<ShopDataAnswer | null> {
  const [product] = await db
    .select({
      productId: products.productId,
      productType: products.productType,
      productTypeName: productTypes.name,
      purchasePriceCents: products.purchasePriceCents,
      shopPriceCents: products.shopPriceCents,
      sellingPriceCents: products.sellingPriceCents,
      stock: products.stock,
      stockEstimatedDate: products.stockEstimatedDate,
    })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.code, products.productType))
    .where(eq(products.productId, productId));
  if (!product) return null;
  const [options, shops] = await Promise.all([
    db
      .select()
      .from(productShopOptions)
      .where(or(eq(productShopOptions.productId, productId), eq(productShopOptions.productType, product.productType)))
      .orderBy(sql`${productShopOptions.productId} is null`, asc(productShopOptions.position), asc(productShopOptions.productShopOptionId)),
    loadShopStock(db, [productId]),
  ]);
  const code = (sellingCents: number | null) => marginCode({ productId, purchasePriceCents: product.purchasePriceCents, sellingPriceCents: sellingCents }, marginCodeKey());
  return {
    productId,
    productType: product.productType,
    productTypeName: product.productTypeName,
    stock: product.stock,
    stockEstimatedDate: product.stockEstimatedDate,
    purchasePrice: maybeEuros(product.purchasePriceCents),
    shopPrice: maybeEuros(product.shopPriceCents),
    sellingPrice: centsToEuros(product.sellingPriceCents),
    marginCode: code(product.sellingPriceCents),
    shopPriceMarginCode: product.shopPriceCents === null ? null : code(product.shopPriceCents),
    marginPercent: marginPercent(product.purchasePriceCents, product.sellingPriceCents),
    shopPriceMarginPercent: product.shopPriceCents === null ? null : marginPercent(product.purchasePriceCents, product.shopPriceCents),
    options: options.map((option) => ({
      productShopOptionId: option.productShopOptionId,
      name: option.name,
      price: centsToEuros(option.priceCents),
      scope: option.productId === null ? ("productType" as const) : ("product" as const),
    })),
    shops: shops.get(productId) ?? [],
  };
}

export async function saveShopData(db: Database, productId: number, input: ShopDataInput): Promise<ShopDataAnswer> {
  const found = await db.transaction(async (tx) => {
    const [product] = await tx
      .update(products)
      .set({ purchasePriceCents: input.purchasePrice, shopPriceCents: input.shopPrice })
      .where(eq(products.productId, productId))
      .returning({ productType: products.productType });
    if (!product) return false;
    const own = input.options.filter((option) => option.scope === "product");
    const typeWide = input.options.filter((option) => option.scope === "productType");
    await tx.delete(productShopOptions).where(and(eq(productShopOptions.productId, productId), isNull(productShopOptions.productType)));
    await tx.delete(productShopOptions).where(and(eq(productShopOptions.productType, product.productType), isNull(productShopOptions.productId)));
    const rows = [
      ...own.map((option, position) => ({ productId, productType: null, name: option.name, priceCents: option.price, position })),
      ...typeWide.map((option, position) => ({ productId: null, productType: product.productType, name: option.name, priceCents: option.price, position })),
    ];
    if (rows.length > 0) await tx.insert(productShopOptions).values(rows);
    return true;
  });
  if (!found) throw new ApiError(404, PRODUCT_NOT_FOUND);
  stockChanged();
  return (await loadShopData(db, productId))!;
}
