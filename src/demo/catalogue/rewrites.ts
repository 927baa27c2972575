/**
 * Redirects from the URLs of the shop's previous site: product pages lived under
 * the singular type (/wasmachine/miele-wwd-320-wcs/), categories were singular,
 * brand pages lived under /merk/. A few hundred, as a shop carries after a move.
 */
import { brandUrl, categoryUrl, productUrl } from "@/domain/catalogue/urls";

import type { RewriteInsert } from "./rows";
import type { ProductInsert } from "./generate-catalogue";
import { slugify } from "./names";
import type { BrandInsert, CategoryInsert } from "./taxonomy";

export type { RewriteInsert };

export const PRODUCT_REWRITES = 300;

export function buildRewrites(products: readonly ProductInsert[], categories: readonly CategoryInsert[], brands: readonly BrandInsert[]): RewriteInsert[] {
  const rows: RewriteInsert[] = [];
  const taken = new Set<string>();
  const add = (fromPath: string, toPath: string) => {
    if (taken.has(fromPath) || fromPath === toPath) return;
    taken.add(fromPath);
    rows.push({ rewriteId: rows.length + 1, fromPath, toPath });
  };
  const categoryOf = new Map(categories.map((c) => [c.categoryId, c]));

  for (const category of categories) add(`/${category.productType}/`, categoryUrl(category.slug));
  for (const brand of brands) add(`/merk/${brand.slug}/`, brandUrl(brand.slug));

  // Every n-th product, so the choice is spread over the catalogue and stable for a seed.
  const step = Math.max(1, Math.floor(products.length / PRODUCT_REWRITES));
  for (let i = 0; i < products.length && rows.length < PRODUCT_REWRITES + categories.length + brands.length; i += step) {
    const product = products[i] as ProductInsert;
    const category = categoryOf.get(product.categoryId);
    if (!category) continue;
    // The old site left the series out of the slug: "bosch-wgg24409nl" rather than "bosch-serie-6-wgg24409nl".
    const model = product.series && product.name.startsWith(`${product.series} `) ? product.name.slice(product.series.length + 1) : product.name;
    add(`/${category.productType}/${slugify(`${product.brandSlug} ${model}`)}/`, productUrl(category.slug, product.slug));
  }
  return rows;
}
