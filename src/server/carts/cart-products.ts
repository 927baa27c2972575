import "server-only";

/**
 * The products a cart names, with the server's prices (the only ones that count,
 * decisions §1) and what the cart shows of them. One query by primary key for
 * all of a cart's products.
 */
import { eq, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";

import type { CartProduct } from "@/domain/cart/types";
import { isDeliverable } from "@/domain/delivery/earliest-day";
import { CART_IMAGE_WIDTH, uploadedImageUrl } from "@/domain/catalogue/uploaded-images";
import { productImageUrl, productUrl } from "@/domain/catalogue/urls";
import type { Database } from "@/server/db/client";
import { isStorableId } from "@/server/db/ids";
import { prepared } from "@/server/db/prepared";
import { brands, categories, products } from "@/server/db/schema";
import { PRODUCT_PRICE_COLUMNS } from "@/server/catalogue/product-price-columns";

export interface CartProductDetails extends CartProduct {
  name: string;
  brand: { slug: string; name: string };
  url: string;
  image: { url: string; alt: string };
  energyClass: string | null;
  categoryId: number;
  categoryName: string;
  ean: string;
  /** The product type's code (specification §3's productType). */
  productType: string;
  /** The combinations the product is part of (specification §3's Product.combinations), by id. */
  combinationIds: number[];
  /** Units on hand; checkout reserves from it. */
  stock: number;
  /** When new stock is expected (ISO date), for a product out of stock. */
  stockEstimatedDate: string | null;
  /** The terms the product states itself; the shop's default warranty fills a gap (domain/catalogue/warranty.ts). */
  ownWarranty: { years: number | null; extraYears: number | null };
}

/** What a cart needs of each product; also read together with the cart itself (load-own-cart.ts). */
export const CART_PRODUCT_COLUMNS = {
  productId: products.productId,
  name: products.name,
  ean: products.ean,
  productType: products.productType,
  categoryName: categories.name,
  slug: products.slug,
  brandSlug: products.brandSlug,
  brandName: brands.name,
  categorySlug: categories.slug,
  categoryId: products.categoryId,
  energyClass: products.energyClass,
  ...PRODUCT_PRICE_COLUMNS,
  cashbackCents: products.cashbackCents,
  stock: products.stock,
  stockEstimatedDate: products.stockEstimatedDate,
  combinationIds: sql<number[] | null>`(select array_agg(cp.combination_id order by cp.combination_id) from combination_products cp where cp.product_id = ${products.productId})`,
  imagePosition: sql<number | null>`(select min(i.position)::int from product_images i where i.product_id = ${products.productId})`,
  /** The product's own warranty terms (its `garantie` and `extra-garantie` specifications), if it states them. */
  warrantyYears: sql<number | null>`case when jsonb_typeof(${products.specifications}->'garantie') = 'number' then (${products.specifications}->>'garantie')::numeric::int end`,
  extraWarrantyYears: sql<number | null>`case when jsonb_typeof(${products.specifications}->'extra-garantie') = 'number' then (${products.specifications}->>'extra-garantie')::numeric::int end`,
  /** The first uploaded photo (issue 21, part D) as "imageId:hash", shown instead of the drawing. */
  photo: sql<string | null>`(select u.image_id || ':' || u.hash from uploaded_product_images u where u.product_id = ${products.productId} order by u.position limit 1)`,
};

export type CartProductRow = SelectResultFields<typeof CART_PRODUCT_COLUMNS>;

/** Field by field rather than with a rest spread, which costs more than the rest of turning a row into a product. */
export function toCartProductDetails(row: CartProductRow): CartProductDetails {
  return {
    productId: row.productId,
    name: row.name,
    ean: row.ean,
    productType: row.productType,
    combinationIds: row.combinationIds ?? [],
    categoryName: row.categoryName,
    categoryId: row.categoryId,
    energyClass: row.energyClass,
    priceCents: row.priceCents,
    cashDeskDiscountCents: row.cashDeskDiscountCents,
    deliveryCostCents: row.deliveryCostCents,
    assemblyPriceCents: row.assemblyPriceCents,
    assemblyPriceSecondaryCents: row.assemblyPriceSecondaryCents,
    extraServicePriceCents: row.extraServicePriceCents,
    extraWarrantyPriceCents: row.extraWarrantyPriceCents,
    freeAssembly: row.freeAssembly,
    freeAssemblyDismissable: row.freeAssemblyDismissable,
    freeExtraService: row.freeExtraService,
    freeExtraWarranty: row.freeExtraWarranty,
    freeExtraWarrantyDismissable: row.freeExtraWarrantyDismissable,
    pickUpDiscountCents: row.pickUpDiscountCents,
    expired: row.expired,
    deliverable: isDeliverable({ inStock: row.stock > 0, stockEstimatedDate: row.stockEstimatedDate }),
    cashbackCents: row.cashbackCents,
    stock: row.stock,
    stockEstimatedDate: row.stockEstimatedDate,
    ownWarranty: { years: row.warrantyYears, extraYears: row.extraWarrantyYears },
    brand: { slug: row.brandSlug, name: row.brandName },
    url: productUrl(row.categorySlug, row.slug),
    image: { url: cartImageUrl(row), alt: `${row.brandName} ${row.name}` },
  };
}

function cartImageUrl(row: Pick<CartProductRow, "productId" | "imagePosition" | "photo">): string {
  const [imageId, hash] = row.photo?.split(":") ?? [];
  if (imageId && hash) return uploadedImageUrl({ productId: row.productId, imageId: Number(imageId), hash }, CART_IMAGE_WIDTH);
  return productImageUrl(row.productId, row.imagePosition ?? 1);
}

export const storableProductIds = (productIds: readonly number[]) => productIds.filter(isStorableId);

export async function loadCartProducts(db: Database, productIds: readonly number[]): Promise<Map<number, CartProductDetails>> {
  const ids = storableProductIds(productIds);
  if (ids.length === 0) return new Map();
  const rows = await prepared(db, "cart_products", (db) =>
    db
      .select(CART_PRODUCT_COLUMNS)
      .from(products)
      .innerJoin(brands, eq(brands.slug, products.brandSlug))
      .innerJoin(categories, eq(categories.categoryId, products.categoryId))
      .where(sql`${products.productId} = any(${sql.placeholder("ids")}::int[])`)
      .prepare("cart_products"),
  ).execute({ ids });
  return new Map(rows.map((row) => [row.productId, toCartProductDetails(row)]));
}
