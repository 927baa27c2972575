import "server-only";

/**
 * POST /api/catalogue/products/bulk/ (admins, issue 21 part A): one action on
 * many products in one transaction: expire or bring back, set or clear one of
 * the three discounts, move to another category. Answers which products it
 * changed, which already were so, and which it refused and why (an unknown id;
 * a discount not below the price; a category of another product type, whose
 * specifications would not fit; a slug the new category has already). A
 * refused product does not stop the others. Prices go through the trigger's
 * history like any other write; a move writes the rewrite (301) per product.
 */
import { and, eq, inArray } from "drizzle-orm";

import { productUrl } from "@/domain/catalogue/urls";
import { formatEuro } from "@/domain/money";
import type { BulkAction, DiscountKind } from "@/schemas/catalogue-admin/product-input";
import type { Database } from "@/server/db/client";
import { categories, products } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { catalogueDataChanged } from "./catalogue-data-changed";
import { writeProductRewrite } from "./product-rewrite";
import { lockCatalogueWrites } from "./save-product";

export interface BulkResult {
  action: string;
  changed: number[];
  unchanged: number[];
  refused: { productId: number; errorMessage: string }[];
}

const DISCOUNT_COLUMNS = {
  cashDesk: "cashDeskDiscountCents",
  makeAmends: "makeAmendsDiscountCents",
  cashback: "cashbackCents",
} as const satisfies Record<DiscountKind, keyof typeof products.$inferSelect>;

export async function runBulkAction(db: Database, action: BulkAction, now: Date): Promise<BulkResult> {
  const result: BulkResult = { action: action.action, changed: [], unchanged: [], refused: [] };
  let target: { slug: string; productType: string; categoryId: number } | undefined;
  if (action.action === "moveCategory") {
    [target] = await db.select({ slug: categories.slug, productType: categories.productType, categoryId: categories.categoryId }).from(categories).where(eq(categories.categoryId, action.categoryId));
    if (!target) throw new ApiError(422, "Deze categorie bestaat niet", [{ field: "categoryId", errorMessage: "Deze categorie bestaat niet" }]);
  }
  await db.transaction(async (tx) => {
    await lockCatalogueWrites(tx, now);
    const rows = await tx
      .select({ product: products, categorySlug: categories.slug })
      .from(products)
      .innerJoin(categories, eq(categories.categoryId, products.categoryId))
      .where(inArray(products.productId, action.productIds))
      .for("update", { of: products });
    const byId = new Map(rows.map((row) => [row.product.productId, row]));
    for (const productId of action.productIds) {
      const row = byId.get(productId);
      if (!row) {
        result.refused.push({ productId, errorMessage: "Product niet gevonden" });
        continue;
      }
      const { product } = row;
      const change = (set: Partial<typeof products.$inferInsert>, same: boolean) => {
        if (same) {
          result.unchanged.push(productId);
          return Promise.resolve();
        }
        result.changed.push(productId);
        return tx.update(products).set(set).where(eq(products.productId, productId));
      };
      switch (action.action) {
        case "expire":
        case "unexpire": {
          const expired = action.action === "expire";
          await change({ expired }, product.expired === expired);
          break;
        }
        case "setDiscount": {
          if (action.amount >= product.priceCents) {
            result.refused.push({ productId, errorMessage: `De korting moet lager zijn dan de prijs (${formatEuro(product.priceCents)})` });
            break;
          }
          const column = DISCOUNT_COLUMNS[action.discount];
          await change({ [column]: action.amount }, product[column] === action.amount);
          break;
        }
        case "clearDiscount": {
          const column = DISCOUNT_COLUMNS[action.discount];
          await change({ [column]: null }, product[column] === null);
          break;
        }
        case "moveCategory": {
          const to = target!;
          if (product.categoryId === to.categoryId) {
            result.unchanged.push(productId);
            break;
          }
          if (product.productType !== to.productType) {
            result.refused.push({ productId, errorMessage: `Een ${product.productType} past niet in een categorie van ${to.productType}: de specificaties verschillen` });
            break;
          }
          const [taken] = await tx.select({ productId: products.productId }).from(products).where(and(eq(products.categoryId, to.categoryId), eq(products.slug, product.slug)));
          if (taken) {
            result.refused.push({ productId, errorMessage: `Product ${taken.productId} heeft deze slug al in die categorie` });
            break;
          }
          await change({ categoryId: to.categoryId }, false);
          await writeProductRewrite(tx, productUrl(row.categorySlug, product.slug), productUrl(to.slug, product.slug));
          break;
        }
      }
    }
  });
  if (result.changed.length > 0) catalogueDataChanged(db);
  return result;
}
