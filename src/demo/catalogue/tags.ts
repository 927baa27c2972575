/**
 * Product tags, derived from a product's own data so a tag never lies: a "Stil"
 * washer is among the quietest of its type, an "Energiezuinig" fridge has one of
 * the best energy classes.
 */
import type { ProductTagInsert, ProductTagLinkInsert } from "./rows";
import type { ProductInsert } from "./generate-catalogue";
import { seedProductType, type ProductTypeCode } from "./product-types";

export type { ProductTagInsert, ProductTagLinkInsert };

const DAY_MS = 86_400_000;

interface TagRule {
  slug: string;
  name: string;
  applies: (product: ProductInsert, today: Date) => boolean;
}

/** The quietest third of a type's noise levels (lower dB is better). */
const quietLimit = new Map<ProductTypeCode, number>();
function isQuiet(product: ProductInsert): boolean {
  const type = product.productType as ProductTypeCode;
  if (!quietLimit.has(type)) {
    const spec = seedProductType(type).specifications.find((s) => s.key === "geluidsniveau");
    const values = spec?.hint.kind === "number" ? spec.hint.values : [];
    quietLimit.set(type, values.length > 0 ? Math.min(...values) + (Math.max(...values) - Math.min(...values)) / 3 : -Infinity);
  }
  const noise = product.specifications.geluidsniveau;
  return typeof noise === "number" && noise <= (quietLimit.get(type) ?? -Infinity);
}

const RULES: readonly TagRule[] = [
  { slug: "energiezuinig", name: "Energiezuinig", applies: (p) => p.energyClass === "A" || p.energyClass === "B" || p.energyClass === "A+++" },
  { slug: "stil", name: "Stil", applies: isQuiet },
  { slug: "nieuw", name: "Nieuw", applies: (p, today) => today.getTime() - Date.parse(p.releasedAt) <= 90 * DAY_MS },
  { slug: "bestseller", name: "Bestseller", applies: (p) => (p.popularity ?? 0) >= 8000 },
  { slug: "topbeoordeeld", name: "Topbeoordeeld", applies: (p) => (p.ratingAverage ?? 0) >= 4.6 && (p.ratingCount ?? 0) >= 50 },
  { slug: "slimme-bediening", name: "Slimme bediening", applies: (p) => p.specifications.wifi === true },
  { slug: "gratis-montage", name: "Gratis montage", applies: (p) => p.freeAssembly === true },
  { slug: "cashback", name: "Cashback", applies: (p) => p.cashbackCents != null },
];

export const PRODUCT_TAGS: readonly ProductTagInsert[] = RULES.map((rule, index) => ({ tagId: index + 1, slug: rule.slug, name: rule.name, position: index + 1 }));

export function tagLinksFor(product: ProductInsert, today: Date): ProductTagLinkInsert[] {
  const links: ProductTagLinkInsert[] = [];
  RULES.forEach((rule, index) => {
    if (rule.applies(product, today)) links.push({ productId: product.productId, tagId: index + 1 });
  });
  return links;
}
