import "server-only";

/**
 * One kitchen with everything its page shows: the images, the appliances it
 * comes with as the catalogue's cards (today's price, the product's own
 * address; an appliance that left the catalogue is left out), and its place
 * in the showroom. By id (the API) or by slug (the page); an expired kitchen
 * is no longer found.
 */
import { and, asc, eq, type SQL } from "drizzle-orm";

import { loadSummariesByIds } from "@/server/catalogue/product-summaries";
import type { Database } from "@/server/db/client";
import { kitchens, showroomKitchens } from "@/server/db/schema";

import { kitchenColumns, kitchenImages, toKitchenSummary } from "./kitchen-rows";
import type { KitchenDetail } from "./kitchen-views";

async function loadKitchen(db: Database, where: SQL, now: Date): Promise<KitchenDetail | null> {
  const [row] = await db
    .select({
      ...kitchenColumns,
      description: kitchens.description,
      applianceIds: kitchens.applianceIds,
      updatedAt: kitchens.updatedAt,
      location: showroomKitchens.location,
      onShowSince: showroomKitchens.onShowSince,
      salePriceCents: showroomKitchens.salePriceCents,
      note: showroomKitchens.note,
    })
    .from(kitchens)
    .leftJoin(showroomKitchens, eq(showroomKitchens.kitchenId, kitchens.kitchenId))
    .where(and(where, eq(kitchens.expired, false)))
    .orderBy(asc(showroomKitchens.showroomKitchenId))
    .limit(1);
  if (!row) return null;
  const products = row.applianceIds.length > 0 ? await loadSummariesByIds(db, row.applianceIds, now) : [];
  const byId = new Map(products.map((product) => [product.productId, product]));
  return {
    ...toKitchenSummary(row),
    description: row.description,
    images: kitchenImages(row.kitchenId, row.name),
    appliances: row.applianceIds.flatMap((productId) => {
      const product = byId.get(productId);
      return product
        ? [{ productId, name: product.name, brand: product.brand.name, url: product.url, priceCents: product.priceCents, image: product.image, category: product.category.name }]
        : [];
    }),
    showroom:
      row.showroomKitchenId !== null
        ? { showroomKitchenId: row.showroomKitchenId, location: row.location ?? "Zoeterwoude", onShowSince: row.onShowSince ?? "", salePriceCents: row.salePriceCents, note: row.note }
        : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function loadKitchenById(db: Database, kitchenId: number, now: Date): Promise<KitchenDetail | null> {
  return loadKitchen(db, eq(kitchens.kitchenId, kitchenId), now);
}

export function loadKitchenBySlug(db: Database, slug: string, now: Date): Promise<KitchenDetail | null> {
  return loadKitchen(db, eq(kitchens.slug, slug), now);
}
