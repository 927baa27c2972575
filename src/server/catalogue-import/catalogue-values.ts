import "server-only";

/**
 * The catalogue as the spreadsheet holds it: every product's importable values,
 * the brands and the categories. The export writes these; the import compares
 * each row with them. One query each, for 50,000 products as for 50.
 */
import { asc } from "drizzle-orm";

import type { ImportValues } from "@/domain/catalogue-import/columns";
import type { CategoryRef, CurrentCatalogue } from "@/domain/catalogue-import/plan-import";
import type { Database } from "@/server/db/client";
import { brands, categories, products } from "@/server/db/schema";

export async function catalogueValues(db: Database): Promise<ImportValues[]> {
  return db
    .select({
      productId: products.productId,
      ean: products.ean,
      slug: products.slug,
      name: products.name,
      series: products.series,
      brand: products.brandSlug,
      categoryId: products.categoryId,
      colour: products.colour,
      description: products.description,
      price: products.priceCents,
      cashDeskDiscount: products.cashDeskDiscountCents,
      makeAmendsDiscount: products.makeAmendsDiscountCents,
      cashback: products.cashbackCents,
      deliveryCost: products.deliveryCostCents,
      assemblyPrice: products.assemblyPriceCents,
      assemblyPriceSecondary: products.assemblyPriceSecondaryCents,
      extraServicePrice: products.extraServicePriceCents,
      extraWarrantyPrice: products.extraWarrantyPriceCents,
      pickUpDiscountPrice: products.pickUpDiscountCents,
      freeAssembly: products.freeAssembly,
      freeAssemblyDismissable: products.freeAssemblyDismissable,
      freeExtraService: products.freeExtraService,
      freeExtraWarranty: products.freeExtraWarranty,
      freeExtraWarrantyDismissable: products.freeExtraWarrantyDismissable,
      expired: products.expired,
      energyClass: products.energyClass,
      stock: products.stock,
      stockEstimatedDate: products.stockEstimatedDate,
    })
    .from(products)
    .orderBy(asc(products.productId));
}

export async function categoryRefs(db: Database): Promise<CategoryRef[]> {
  return db.select({ categoryId: categories.categoryId, slug: categories.slug, productType: categories.productType }).from(categories).orderBy(asc(categories.categoryId));
}

export async function currentCatalogue(db: Database): Promise<CurrentCatalogue> {
  const [rows, brandRows, categoryRows] = [await catalogueValues(db), await db.select({ slug: brands.slug }).from(brands), await categoryRefs(db)];
  return { products: new Map(rows.map((row) => [row.productId, row])), brands: new Set(brandRows.map((b) => b.slug)), categories: categoryRows };
}
